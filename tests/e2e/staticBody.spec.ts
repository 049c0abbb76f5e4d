import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {expect, test, type Page} from '@playwright/test';
import {e2eBuildDir} from '../../bench/audit';
import {
  collectErrors,
  expectPage,
  gotoHydrated,
  linkTarget,
  markDocument,
  sameDocument,
  servedHeading,
} from './helpers';

/**
 * Doc bodies that are not hydrated, to save main-thread time (scripts/remark/staticBody.ts marks them,
 * src/hydration/StaticBody keeps the server's HTML): nothing in them may need hydration, their
 * links still navigate inside the app, and their code blocks still come alive on first use.
 */
/** A static page body (the table of contents is static too, tested below). */
const STATIC_BODY = '[data-static-body]:has(.markdown)';
const INTERACTIVE = 'button, input, select, textarea, details, form, [role="tablist"], [role="tab"], [onclick]';

function builtPages(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('a static body holds no control that would need hydration, and most doc pages and posts have one', () => {
  const buildDir = e2eBuildDir();
  const offenders: string[] = [];
  const count = {docs: 0, staticDocs: 0, posts: 0, staticPosts: 0};
  for (const file of builtPages(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const isDoc = html.includes('theme-doc-markdown');
    const isPost = html.includes('id=__blog-post-container');
    if (isDoc) count.docs += 1;
    if (isPost) count.posts += 1;
    if (!html.includes('data-static-body')) continue;
    const $ = cheerio.load(html);
    const bodies = $('[data-static-body]').filter((_, element) => $(element).find('.markdown').length > 0);
    if (isDoc && bodies.length > 0) count.staticDocs += 1;
    if (isPost && bodies.length > 0) count.staticPosts += 1;
    // The desktop sidebar is static only where it is hidden (tested below); it keeps its buttons. The controls of
    // a region marked `data-live-on-use` (the recipe checker) make the body live on first use (recipeChecker.spec).
    // Native <details> groups (`data-native-details`, the connector options) open without script.
    const found = $('[data-static-body]')
      .filter((_, element) => $(element).find('nav.menu').length === 0)
      .find(INTERACTIVE)
      .filter((_, element) => $(element).closest('[data-live-on-use]').length === 0)
      .filter((_, element) => !$(element).is('details[data-native-details]'));
    if (found.length > 0) offenders.push(`${path.relative(buildDir, file)}: <${found.first().prop('tagName')}>`);
  }
  expect(offenders).toEqual([]);
  // Pages with tabs stay hydrated; the reference families and most prose pages are static.
  expect(count.staticDocs).toBeGreaterThan(count.docs / 2);
  expect(count.staticDocs).toBeLessThan(count.docs);
  expect(count.posts).toBeGreaterThan(0);
  expect(count.staticPosts).toBeGreaterThan(count.posts / 2);
});

test('a page with tabs is hydrated as before', async ({page}) => {
  const html = fs.readFileSync(path.join(e2eBuildDir(), 'docs/quickstart/index.html'), 'utf8');
  const tabsPage = builtPages(path.join(e2eBuildDir(), 'docs')).find((file) => {
    const content = fs.readFileSync(file, 'utf8');
    return content.includes('role="tablist"') || content.includes('role=tablist');
  });
  expect(cheerio.load(html)('[data-static-body] .theme-doc-markdown')).toHaveLength(1);
  expect(tabsPage).toBeDefined();
  const route = '/' + path.relative(e2eBuildDir(), path.dirname(tabsPage!)).split(path.sep).join('/');
  await gotoHydrated(page, route);
  await expect(page.locator(STATIC_BODY)).toHaveCount(0);
  const tabs = page.locator('.theme-doc-markdown [role="tab"]');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});

const DATASET = '/docs/generated/metamodel/entities/dataset';

/** Marks the document so that a later check can tell a client-side navigation from a full load. */

test('the server body stays in place on a first visit, and its links navigate inside the app', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const body = document.querySelector('[data-static-body] .theme-doc-markdown');
      (window as unknown as {serverBody: Element | null}).serverBody = body;
    });
  });
  await gotoHydrated(page, DATASET);
  // The very element the server sent is still the one on the page: hydration did not re-create it.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as {serverBody: Element | null}).serverBody ===
        document.querySelector('[data-static-body] .theme-doc-markdown'),
    ),
  ).toBe(true);

  await markDocument(page);
  const link = page.locator('[data-static-body] a[href="/docs/generated/metamodel/entities/schemaField"]').first();
  await link.click();
  await expectPage(page, '/docs/generated/metamodel/entities/schemaField', 'Schema Field entity');
  expect(await sameDocument(page)).toBe(true);
  // The page reached by the router renders its body (not an empty static shell), and Back returns.
  await expect(page.locator('.theme-doc-markdown table').first()).toBeVisible();
  await page.goBack();
  await expectPage(page, DATASET, 'Dataset entity');
  await expect(page.locator('.theme-doc-markdown table').first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('a modified click on a static body link is left to the browser', async ({page, context}) => {
  await gotoHydrated(page, DATASET);
  const link = page.locator('[data-static-body] a[href="/docs/generated/metamodel/entities/schemaField"]').first();
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click({modifiers: ['Control']})]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/docs/generated/metamodel/entities/schemaField');
  await expectPage(page, DATASET, 'Dataset entity');
});

test('pointing at a code block of a static body makes the body live, with the copy button', async ({page}) => {
  await gotoHydrated(page, DATASET);
  const block = page.locator('.theme-doc-markdown .theme-code-block').first();
  await expect(block.getByRole('button', {name: /copy/i})).toHaveCount(0);
  await block.hover();
  await expect(page.locator(STATIC_BODY)).toHaveCount(0);
  const copy = page.locator('.theme-doc-markdown .theme-code-block').first().getByRole('button', {name: /copy/i});
  await page.locator('.theme-doc-markdown .theme-code-block').first().hover();
  await expect(copy).toBeVisible();
});

test('the first-visit JSON of every static doc and post is inert, parses, and names its page', () => {
  const buildDir = e2eBuildDir();
  let pages = 0;
  for (const file of builtPages(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('data-first-visit-doc')) continue;
    const $ = cheerio.load(html);
    const blocks = $('script[data-first-visit-doc]');
    expect(blocks.length, file).toBe(1);
    // A data block (never run), left out of the search index, inside the static body that hydration keeps.
    expect(blocks.attr('type'), file).toBe('application/json');
    expect(blocks.attr('data-pagefind-ignore'), file).toBe('all');
    expect(blocks.closest('[data-static-body]').length, file).toBe(1);
    const text = blocks.text();
    expect(text, `${file}: a raw "<" could end the script element early`).not.toContain('<');
    const data = JSON.parse(text) as {source: string; metadata: {permalink: string}; toc: unknown[]};
    expect(data.source, file).toMatch(/^@site\/.+\.mdx?$/);
    expect(path.join(buildDir, data.metadata.permalink, 'index.html'), file).toBe(file);
    expect(Array.isArray(data.toc), file).toBe(true);
    pages += 1;
  }
  expect(pages).toBeGreaterThan(500);
});

/** The scripts a page loads, and a mark in the list when one of them holds `marker` (its text). */
function scriptsHolding(page: Page, marker: string): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.url());
    void response.text().then((text) => {
      if (text.includes(marker)) scripts.push(marker);
    });
  });
  return scripts;
}

for (const {kind, url, source, heading} of [
  {kind: 'doc', url: DATASET, source: '@site/docs/generated/metamodel/entities/dataset.md', heading: 'Dataset entity'},
  {kind: 'Learn post', url: '/learn/data-mesh', source: '@site/learn/data-mesh.md', heading: null},
]) {
  test(`a static ${kind}'s first visit does not download its page module; the module arrives when the body goes live`, async ({
    page,
  }) => {
    // The page module's chunk is the one script that holds the page's metadata, which names its source file.
    const marker = `"source":"${source}"`;
    const scripts = scriptsHolding(page, marker);
    const errors = collectErrors(page);
    await gotoHydrated(page, url);
    // What the layout needed came with the page (the table of contents, the pager).
    await expect(page.locator('script[type="application/json"][data-first-visit-doc]')).toHaveCount(1);
    await expect(page.locator('.table-of-contents__link').first()).toBeAttached();
    await expect(page.locator('.pagination-nav__link').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts).not.toContain(marker);

    await page.locator('.markdown .theme-code-block').first().hover();
    await expect(page.locator(STATIC_BODY)).toHaveCount(0);
    await expect.poll(() => scripts.filter((s) => s === marker).length).toBe(1);
    // The live body is the page's own, with its code blocks and their buttons.
    if (heading) await expect(page.locator('.theme-doc-markdown h1')).toHaveText(heading);
    await page.locator('.markdown .theme-code-block').first().hover();
    await expect(
      page.locator('.markdown .theme-code-block').first().getByRole('button', {name: /copy/i}),
    ).toBeVisible();
    await expect(page.locator('script[data-first-visit-doc]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('the table of contents keeps the server list, highlights the heading in view and follows navigation', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, DATASET);
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc.locator('[data-static-body]')).toHaveCount(1);
  // A plain # link: the page scrolls to the heading and the theme's highlight marks its entry.
  await toc.locator('a[href="#aspects"]').click();
  await expectPage(page, `${DATASET}#aspects`, 'Dataset entity');
  await expect(page.locator('[id="aspects"]')).toBeInViewport();
  await expect(toc.locator('a.table-of-contents__link--active')).toHaveAttribute('href', '#aspects');

  await page.locator('[data-static-body] a[href="/docs/generated/metamodel/entities/schemaField"]').first().click();
  await expectPage(page, '/docs/generated/metamodel/entities/schemaField', 'Schema Field entity');
  // Rendered by the app for the new page: its own headings, no static shell.
  await expect(toc.locator('[data-static-body]')).toHaveCount(0);
  const firstHeading = await page.locator('.theme-doc-markdown h2').first().getAttribute('id');
  await expect(toc.locator(`a[href="#${firstHeading}"]`)).toBeVisible();
});

/**
 * How many elements of a region React hydrated: React marks every element it owns with a `__reactFiber$<id>`
 * property (its event handlers are delegated to the root, so they cannot be counted on the elements). The region is
 * the docs or blog sidebar, or the navbar's own items (all hidden on a phone). The markup of a region left static
 * has no such mark.
 */
const hydratedIn = (page: Page, selector: string) =>
  page.evaluate(
    (regions) =>
      Array.from(document.querySelectorAll(`:is(${regions}) *`)).filter((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ).length,
    selector,
  );
const hydratedSidebar = (page: Page) => hydratedIn(page, 'nav.menu, nav[aria-label="Blog recent posts navigation"]');
const hydratedNavbarItems = (page: Page) => hydratedIn(page, '.navbar__items .navbar__item');

/**
 * Visits `route` at desktop width, where the region hydrates (the control: `handlers` counts some), then at phone
 * width, where it must not (none); leaves the page open at phone width.
 */
async function hydratesOnDesktopOnly(page: Page, route: string, handlers: (page: Page) => Promise<number>) {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, route);
  expect(await handlers(page)).toBeGreaterThan(0);
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, route);
  expect(await handlers(page)).toBe(0);
}

test('a phone does not hydrate the hidden desktop sidebar; a window widened to desktop gets a working one', async ({
  page,
}) => {
  await hydratesOnDesktopOnly(page, '/docs/quickstart', hydratedSidebar);

  await page.setViewportSize({width: 1280, height: 800});
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/quickstart');
  const collapsed = sidebar.locator('.menu__list-item--collapsed .menu__link--sublist').first();
  const label = await collapsed.innerText();
  await sidebar.getByRole('button', {name: `Expand sidebar category '${label}'`}).click();
  await expect(sidebar.getByRole('button', {name: `Collapse sidebar category '${label}'`})).toBeVisible();
});

test('a phone does not hydrate the hidden navbar items; widened after in-app navigation, they are live and current', async ({
  page,
}) => {
  await hydratesOnDesktopOnly(page, '/docs/quickstart', hydratedNavbarItems);
  // An in-app navigation while narrow: the hidden items stay as the server wrote them for the first page.
  await markDocument(page);
  const heading = await servedHeading(page, '/docs/deploy/kubernetes');
  await page.locator('article a[href="/docs/deploy/kubernetes"]').first().click();
  await expectPage(page, '/docs/deploy/kubernetes', heading);

  await page.setViewportSize({width: 1280, height: 800});
  expect(await sameDocument(page)).toBe(true);
  await expect(page.getByRole('link', {name: 'Integrations', exact: true})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Docs', exact: true})).toHaveClass(/navbar__link--active/);
  const dropdown = page.locator('nav.navbar .dropdown').first();
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__menu a', {hasText: /^1\.1\.0$/})).toHaveAttribute(
    'href',
    '/docs/1.1.0/deploy/kubernetes',
  );
});

test('a phone does not hydrate the hidden blog sidebar; a window widened to desktop gets a working one', async ({
  page,
}) => {
  await hydratesOnDesktopOnly(page, '/learn/data-mesh', hydratedSidebar);

  await page.setViewportSize({width: 1280, height: 800});
  const recent = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(recent).toBeVisible();
  const other = recent.locator('a:not([aria-current="page"])').first();
  const target = await linkTarget(page, (await other.getAttribute('href'))!);
  expect(target.pathname).not.toBe('/learn/data-mesh');
  await markDocument(page);
  await other.click();
  await expectPage(page, target.address, target.heading);
  expect(await sameDocument(page)).toBe(true);
});

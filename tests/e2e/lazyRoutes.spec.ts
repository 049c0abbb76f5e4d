import {expect, test, type Page} from '@playwright/test';
import {collectErrors, expectPage, gotoHydrated, servedHeading} from './helpers';

/**
 * The doc routes travel in lazily loaded buckets (src/plugins/lazyRoutes). Whatever bucket a page is in,
 * a first visit hydrates without error, and a client navigation shows the next page only once it is loaded
 * (as the framework does without buckets), without a full page load, within a version and across versions.
 */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('first visits to pages of both versions hydrate without error', async ({page}) => {
  const errors = collectErrors(page);
  for (const route of [
    '/docs/quickstart',
    '/docs/generated/ingestion/sources/snowflake',
    '/docs/1.1.0/quickstart',
    '/docs/1.1.0/what/urn',
    '/docs/deploy/kubernetes/',
  ]) {
    await gotoHydrated(page, route);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.theme-doc-markdown')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('client navigations between buckets and versions keep the document and show the page', async ({page}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, '/docs/quickstart');
  await markDocument(page);
  // Sidebar links of Next lead to pages spread over many buckets.
  const targets = await page
    .locator('.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]:not([href="/docs/quickstart"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').slice(0, 6));
  expect(targets.length).toBeGreaterThan(2);
  for (const target of targets) {
    // The sidebar expands the active page's category with a height transition that moves the links below it;
    // under load a click can land while they move, on the link above.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const heading = await servedHeading(page, target);
    await page.locator(`.theme-doc-sidebar-menu a.menu__link[href="${target}"]`).first().click();
    await expectPage(page, target, heading);
    await expect(page.locator('.theme-doc-markdown, .generatedIndexPage, article').first()).toBeVisible();
  }
  // Across versions: the dropdown switches to the same page of 1.1.0 with a client navigation.
  await page.goto('/docs/deploy/kubernetes');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await markDocument(page);
  const heading = await servedHeading(page, '/docs/1.1.0/deploy/kubernetes');
  const dropdown = page.locator('nav.navbar .dropdown').first();
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: /^1\.1\.0$/}).click();
  await expectPage(page, '/docs/1.1.0/deploy/kubernetes', heading);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

import {expect, test, type Page} from '@playwright/test';
import {collectErrors, expectPage, gotoHydrated} from './helpers';

/** Presentation: reference tables, build-time diagrams, the integrations catalog and capability marks. */

const REFERENCE_PAGES = [
  '/docs/generated/ingestion/sources/snowflake',
  '/docs/generated/ingestion/sources/bigquery',
  '/docs/generated/metamodel/entities/dataset',
];

/** Widths of the table cells that hold words (not code-only, not empty), measured on the visible layout. */
async function narrowestTextCell(page: Page): Promise<{width: number; text: string}> {
  return page.evaluate(() => {
    let narrowest = {width: Number.POSITIVE_INFINITY, text: ''};
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('.markdown td, .markdown tbody th'))) {
      const text = (cell.textContent ?? '').trim();
      // Cells holding one short token (yes/no, a type) need no reading width; text columns do.
      if (text.split(/\s+/).length < 4) continue;
      const {width} = cell.getBoundingClientRect();
      if (width > 0 && width < narrowest.width) narrowest = {width, text: text.slice(0, 60)};
    }
    return narrowest;
  });
}

test.describe('responsive reference tables', () => {
  for (const route of REFERENCE_PAGES) {
    test(`${route} is readable at 390 px`, async ({browser}) => {
      const desktop = await browser.newPage({viewport: {width: 1280, height: 900}});
      await gotoHydrated(desktop, route);
      const desktopHeight = await desktop.evaluate(() => document.documentElement.scrollHeight);
      await desktop.close();

      const phone = await browser.newPage({viewport: {width: 390, height: 844}});
      await gotoHydrated(phone, route);
      const narrowest = await narrowestTextCell(phone);
      expect(narrowest.width, `narrowest text column: "${narrowest.text}"`).toBeGreaterThanOrEqual(120);
      const phoneHeight = await phone.evaluate(() => document.documentElement.scrollHeight);
      expect(phoneHeight).toBeLessThan(desktopHeight * 4);
      // The page itself never scrolls sideways; wide tables scroll in their own box.
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await phone.close();
    });
  }

  test('words do not break inside the option descriptions on desktop', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/generated/ingestion/sources/snowflake');
    const wrap = await page
      .locator('.markdown table td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).overflowWrap);
    expect(wrap).not.toBe('anywhere');
  });
});

test.describe('diagrams rendered at build time', () => {
  const route = '/docs/architecture/architecture';

  test('ship as static SVG without the Mermaid runtime', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await gotoHydrated(page, route);
    await expect(page.locator('figure.site-diagram svg').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(
      scripts.map(async (url) =>
        /mermaidAPI|securityLevel/.test(await (await page.request.get(url)).text()) ? url : '',
      ),
    );
    expect(bodies.filter(Boolean), 'scripts that contain Mermaid code').toEqual([]);
    await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  });

  test('diagrams are never cut off at 1280 or 390 px and open full size', async ({page}) => {
    for (const [path, width] of [
      [route, 1280],
      ['/docs/features', 1280],
      [route, 390],
      ['/docs/features', 390],
    ] as const) {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, path);
      const boxes = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('figure.site-diagram')).map((figure) => {
          const svg = figure.querySelector('svg')!.getBoundingClientRect();
          const box = figure.getBoundingClientRect();
          return {left: svg.left - box.left, right: box.right - svg.right};
        }),
      );
      expect(boxes.length, `${path} at ${width} px`).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.left, `${path} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${path} at ${width} px`).toBeGreaterThanOrEqual(0);
      }
    }
    // The features diagram is drawn top to bottom at build time, so its words stay readable on desktop.
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/docs/features');
    const smallest = await page.evaluate(() => {
      const svg = document.querySelector<SVGSVGElement>('figure.site-diagram svg')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return Math.min(
        ...Array.from(svg.querySelectorAll('text')).map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * scale),
      );
    });
    expect(smallest).toBeGreaterThanOrEqual(7.5);
    const open = page.locator('figure.site-diagram a.site-diagram__open').first();
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/diagrams\/[0-9a-f]{12}\.svg$/);
    const file = await page.request.get(href as string);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('integrations catalog', () => {
  for (const query of [
    '?type=BI+Tool',
    '?type=Database&connection=pull&q=sql',
    '?feature=Column-level+lineage&q=%3Cb%3E',
  ]) {
    test(`/integrations${query} hydrates without errors and applies the filters`, async ({page}) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, `/integrations${query}`);
      await expect(page.locator('#integrations-results')).toContainText(/integrations match|Showing all/);
      expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
    });
  }

  test('BI Tool filter shows only BI tools, with counts and Clear all', async ({page}) => {
    await gotoHydrated(page, '/integrations?type=BI+Tool');
    await expect(page.locator('#integrations-results')).toContainText('integrations match');
    const badges = await page.locator('ul li [class*="badge"]:first-child').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['BI Tool']));
    await expect(page.getByRole('checkbox', {name: /BI Tool \d+ integrations/})).toBeChecked();
    await page.getByRole('button', {name: 'Clear all'}).first().click();
    await expect(page.locator('#integrations-results')).toContainText('Showing all');
  });

  test('cards come first on a phone; filters open on demand', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/integrations');
    const firstCard = page.locator('ul li h2').first();
    const box = await firstCard.boundingBox();
    expect(box?.y ?? Infinity).toBeLessThan(844 * 1.5);
    await expect(page.getByRole('group', {name: 'Platform type'})).toBeHidden();
    await page.getByRole('button', {name: 'Show filters'}).click();
    await expect(page.getByRole('group', {name: 'Platform type'})).toBeVisible();
  });

  test('cards show platform marks, not initials', async ({page}) => {
    await gotoHydrated(page, '/integrations?q=snowflake');
    const mark = page
      .locator('ul li', {has: page.getByRole('heading', {name: 'Snowflake', exact: true})})
      .locator('img');
    await expect(mark).toHaveAttribute('src', '/logos/snowflake.svg');
    const svg = await page.request.get('/logos/snowflake.svg');
    expect(await svg.text()).toContain('<title>Snowflake</title>');
  });
});

test.describe('capability marks', () => {
  for (const route of ['/docs/generated/ingestion/sources/snowflake', '/integrations/capabilities']) {
    test(`${route} uses SVG icons with text, not emoji`, async ({page}) => {
      await gotoHydrated(page, route);
      const marks = page.locator('.site-mark');
      expect(await marks.count()).toBeGreaterThan(3);
      await expect(marks.first().locator('svg[aria-hidden="true"]')).toHaveCount(1);
      await expect(marks.first()).toHaveText(/^(Yes|No)$/);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/[✅❌✓✗]/u);
    });
  }
});

test.describe('home, learn, events and 404', () => {
  test('the town hall series is listed once, at its next session', async ({page}) => {
    await gotoHydrated(page, '/events');
    const upcoming = page.locator('section[aria-labelledby="events-upcoming"]');
    await expect(upcoming.getByRole('heading', {name: 'DataHub Community Town Hall'})).toHaveCount(1);
  });

  test('home hero shows the flow diagram and the platform pills link into the catalog', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('main section').first().locator('img[src$="datahub-flow-dark.svg"]')).toBeVisible();
    const pill = page.locator('a[href^="/integrations?type="]').first();
    const href = (await pill.getAttribute('href'))!;
    await pill.click();
    await expectPage(page, href, 'Connect to 70+ data systems');
    await expect(page.locator('#integrations-results')).toContainText('integrations match');
  });

  test('learn posts have a generated cover and an author card', async ({page, request}) => {
    await gotoHydrated(page, '/learn/data-mesh');
    const cover = page.locator('article img[src="/learn/covers/data-mesh.svg"]');
    await expect(cover).toBeVisible();
    expect((await request.get('/learn/covers/data-mesh.svg')).status()).toBe(200);
    await expect(page.getByRole('heading', {name: 'About the author'})).toBeVisible();
  });

  test('the 404 page is titled and offers the main entry points', async ({page}) => {
    const response = await page.goto('/docs/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | DataHub');
    const entries = page.locator('section[aria-labelledby="not-found-entry-points"] li a');
    await expect(entries).toHaveCount(6);
  });
});

test.describe('navigation and type', () => {
  test('the active sidebar item is scrolled into view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/generated/ingestion/sources/teradata');
    const active = page.locator('.theme-doc-sidebar-menu .menu__link--active').last();
    await expect(active).toBeInViewport();
  });

  test('authored pages show when they were last updated', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on/);
  });

  test('text is set in the self-hosted Manrope', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Manrope'))).toBe(true);
    const family = await page
      .locator('article p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontFamily);
    expect(family).toMatch(/^Manrope/);
  });
});

test.describe('pages at phone and desktop widths (issue 32)', () => {
  const oidc = '/docs/authentication/guides/sso/configure-oidc-react';

  test('a doc title starts within the first 300 px on a 390 x 844 phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    for (const route of [oidc, '/docs/generated/ingestion/sources/snowflake']) {
      await gotoHydrated(page, route);
      const top = await page
        .locator('article h1')
        .first()
        .evaluate((h1) => h1.getBoundingClientRect().top);
      expect(top, route).toBeLessThan(300);
    }
  });

  test('the OIDC settings table is a named, focusable box at 1280 px and one card per row at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, oidc);
    const table = page.locator('article table[aria-label="Frontend settings"]');
    await expect(table).toHaveAttribute('tabindex', '0');
    await page.setViewportSize({width: 390, height: 844});
    const row = table.locator('tbody tr').first();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    const overflow = await table.evaluate((t) => t.scrollWidth - t.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});

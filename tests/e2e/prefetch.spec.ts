import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

/**
 * Prefetching (src/clientModules/prefetchOnIntent.ts): page chunks are prefetched with `<link rel=prefetch>` for the
 * pages a reader is about to open (the next/previous page), preloaded on hover, focus and touch, never for every
 * link in view, and not at all on 2g or with data-saver.
 */
const prefetchRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if ((request.headers()['sec-purpose'] ?? '').includes('prefetch')) seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

test('a doc page prefetches its next/previous pages near the end, not every sidebar link in view', async ({page}) => {
  const prefetched = prefetchRequests(page);
  await gotoHydrated(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  // Nothing for the dozens of sidebar links in view.
  expect(prefetched).toEqual([]);
  // Reaching the end of the page prefetches the two neighbours (a few chunks each).
  await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
  await expect(page.locator('head link[rel="prefetch"]').first()).toBeAttached();
  await expect.poll(() => prefetched.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(prefetched.length).toBeLessThanOrEqual(10);
});

test('hovering and focusing a link preloads its page; a click then shows it without a full load', async ({page}) => {
  await gotoHydrated(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/features"]');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const focusTarget = page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/quickstart"]').first();
  await focusTarget.focus();

  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await link.click();
  await expect(page).toHaveURL(/\/docs\/features$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('What is DataHub?');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('nothing is prefetched with data-saver on', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: {effectiveType: '4g', saveData: true, addEventListener() {}, removeEventListener() {}},
    });
  });
  const prefetched = prefetchRequests(page);
  await gotoHydrated(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/features"]').hover();
  await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(prefetched).toEqual([]);
});

test('links in a doc body: hover preloads, a click opens the page in the app, a modified click is left to the browser', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  const body = page.locator('.theme-doc-markdown');
  const link = body.locator('a[href="/docs/ui-ingestion"]').first();
  // The links carry no listener of their own: document listeners handle them (src/plugins/lightLinks).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);

  // Ctrl+click opens a new tab and leaves this page where it is.
  const popup = context.waitForEvent('page');
  await link.click({modifiers: ['Control']});
  await (await popup).close();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);

  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await link.click();
  await expect(page).toHaveURL(/\/docs\/ui-ingestion$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('DataHub Quickstart');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  // Back returns to the quickstart, still without a full load.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // A link with a fragment to another page opens it in the app and lands on its heading.
  await gotoHydrated(page, '/docs/graphql/objects');
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await page.locator('.theme-doc-markdown a[href="/docs/graphql/objects-a-c#auditstamp"]').click();
  await expect(page).toHaveURL(/\/docs\/graphql\/objects-a-c#auditstamp$/);
  await expect(page.locator('[id="auditstamp"]')).toBeInViewport();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

import {expect, test, type Page} from '@playwright/test';
import {expectPage, gotoHydrated, linkTarget, markDocument, requestsInFlight, sameDocument, settled} from './helpers';

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

  await markDocument(page);
  await link.click();
  await expectPage(page, '/docs/features', 'What is DataHub?');
  expect(await sameDocument(page)).toBe(true);
});

test('nothing is prefetched with data-saver on', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: {effectiveType: '4g', saveData: true, addEventListener() {}, removeEventListener() {}},
    });
  });
  const prefetched = prefetchRequests(page);
  const inFlight = requestsInFlight(page);
  await gotoHydrated(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/features"]').hover();
  await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
  // The next/previous links are within the margin at which the page prefetches them (a screen below the view):
  // an observer with that margin has seen them, as the page's own would have.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          {rootMargin: '0px 0px 100% 0px'},
        );
        observer.observe(document.querySelector('.pagination-nav')!);
      }),
  );
  // Whatever that started (the route table's bucket, then the prefetch links) has been fetched by now.
  await settled(page, inFlight);
  await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
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
  const opened = await popup;
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/docs/ui-ingestion');
  await opened.close();
  await expectPage(page, '/docs/quickstart', 'DataHub Quickstart');

  const target = await linkTarget(page, '/docs/ui-ingestion');
  expect(target.heading).not.toBe('DataHub Quickstart');
  await markDocument(page);
  await link.click();
  await expectPage(page, target.address, target.heading);
  expect(await sameDocument(page)).toBe(true);
  // Back returns to the quickstart, still without a full load.
  await page.goBack();
  await expectPage(page, '/docs/quickstart', 'DataHub Quickstart');
  expect(await sameDocument(page)).toBe(true);

  // A link with a fragment to another page opens it in the app and lands on its heading.
  await gotoHydrated(page, '/docs/graphql/objects');
  const withFragment = await linkTarget(page, '/docs/graphql/objects-a-c#auditstamp');
  await markDocument(page);
  await page.locator('.theme-doc-markdown a[href="/docs/graphql/objects-a-c#auditstamp"]').click();
  await expectPage(page, withFragment.address, withFragment.heading);
  await expect(page.locator('[id="auditstamp"]')).toBeInViewport();
  expect(await sameDocument(page)).toBe(true);
});

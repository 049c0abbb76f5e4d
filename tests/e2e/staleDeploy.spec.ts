import {expect, test, type Request} from '@playwright/test';
import {expectPage, gotoHydrated} from './helpers';

/**
 * Stale deploy: a reader keeps an old page open while a new deploy removes the chunks the next
 * page needs. Clicking a link must not leave a broken page: Docusaurus fails to preload the route and reloads,
 * and the full page load of the new URL shows its content.
 */
test('a client navigation whose chunks are gone falls back to a full page load', async ({page}) => {
  // The chunks the old page executed survive the deploy; any other chunk requested as a script is gone
  // (chunks only prefetched for links in view do not count: they were never run).
  const oldPageChunks = new Set<string>();
  const recordChunk = (request: Request) => {
    if (request.resourceType() === 'script') oldPageChunks.add(new URL(request.url()).pathname);
  };
  page.on('request', recordChunk);
  await gotoHydrated(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  page.off('request', recordChunk);
  let deployGone = true;
  const aborted: string[] = [];
  await page.route('**/assets/js/*.js', async (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (deployGone && route.request().resourceType() === 'script' && !oldPageChunks.has(pathname)) {
      aborted.push(pathname);
      return route.abort();
    }
    return route.continue();
  });
  // From the full reload on, the reader gets the new deploy.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) deployGone = false;
  });

  await page.evaluate(() => ((window as unknown as {oldPage: boolean}).oldPage = true));
  const fullLoad = page.waitForEvent('load');
  await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/features"]').click();
  await fullLoad;

  await expectPage(page, '/docs/features', 'What is DataHub?');
  expect(aborted.length, 'no chunk of the target page was requested').toBeGreaterThan(0);
  // A marker set on the old document is gone: this is a new document, not a client-side render.
  expect(await page.evaluate(() => 'oldPage' in window)).toBe(false);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('What is DataHub?');
});

import {expect, test, type Page} from '@playwright/test';
import {expectPage, gotoHydrated, markDocument, sameDocument} from './helpers';

/**
 * The page-loading states and route-change behaviour of the spec's "States and transitions": the spinner shown after
 * a delay, the error box whose Retry loads again, the progress bar that starts 200 ms after a route change, and the
 * full reload when the next page's code cannot be loaded.
 */

/** Clicks `selector` inside the page and resolves with the milliseconds until `target` first exists in the DOM. */
function msUntilAppears(page: Page, selector: string, target: string): Promise<number> {
  return page.evaluate(
    ([clickSelector, targetSelector]) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector(targetSelector)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.documentElement, {childList: true, subtree: true});
        (document.querySelector(clickSelector) as HTMLElement).click();
      }),
    [selector, target] as const,
  );
}

test.describe('page loading states', () => {
  test('a slow part shows the animated spinner only after the delay, then the part', async ({page}) => {
    await gotoHydrated(page, '/test-only/loading');
    const elapsed = await msUntilAppears(page, 'main button:first-of-type', 'svg#loader');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    const loader = page.locator('svg#loader');
    await expect(loader).toBeVisible();
    // The spinner's rings animate over 3 s (spec: "Spinner animation 3 s").
    await expect(loader.locator('animate[dur="3s"]').first()).toBeAttached();
    await expect(page.getByTestId('loaded')).toHaveText('The slow part has loaded.');
    await expect(loader).toHaveCount(0);
  });

  test('a part that fails shows the error text and a Retry button that loads it again', async ({page}) => {
    await gotoHydrated(page, '/test-only/loading');
    await page.getByRole('button', {name: 'Load the flaky part', exact: true}).click();
    await expect(page.getByText('Error: Loading chunk 42 failed (test)', {exact: true})).toBeVisible();
    const retry = page.getByRole('button', {name: 'Retry', exact: true});
    await expect(retry).toHaveText('Retry');
    await retry.click();
    await expect(page.getByTestId('loaded')).toHaveText('The flaky part has loaded.');
    await expect(retry).toHaveCount(0);
  });
});

test.describe('route changes', () => {
  test('the progress bar starts 200 ms after a route change to a slow page and ends with the new page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/quickstart');
    await markDocument(page);
    // Every script chunk requested from now on arrives after 1.5 s.
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const elapsed = await msUntilAppears(page, 'nav.navbar a[href="/integrations"]', '#nprogress');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    await expectPage(page, '/integrations', 'Connect to 70+ data systems');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
  });

  test('when the next page cannot load, a warning is logged and the page fully reloads at the new address', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await gotoHydrated(page, '/docs/quickstart');
    await markDocument(page);
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.locator('nav.navbar a[href="/integrations"]').click();
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    await page.unroute('**/assets/js/**');
    await expectPage(page, '/integrations', 'Connect to 70+ data systems');
    expect(await sameDocument(page)).toBe(false);
  });
});

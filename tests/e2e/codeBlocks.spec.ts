import {expect, test, type Locator, type Page} from '@playwright/test';
import {collectErrors, expectPage, gotoHydrated} from './helpers';

/**
 * Code blocks without Prism on a first visit (src/theme/CodeBlock): the server's highlighted HTML is kept
 * as it is until the reader uses a block, which then loads the highlighted chunk and becomes live.
 */
const isLive = (block: Locator): Promise<boolean> =>
  block.evaluate((element) => element.closest('[data-code-block="live"]') !== null);

/** The paths of the scripts the page requests, in order. */
function trackScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('code blocks', () => {
  test('a first visit shows highlighted code without loading the highlighter; using a block makes it live', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectErrors(page);
    const scripts = trackScripts(page);
    await gotoHydrated(page, '/docs/quickstart');
    await page.waitForLoadState('networkidle');
    const block = page.locator('article .theme-code-block').first();
    // Highlighted by the server: Prism's token spans are in the HTML.
    await expect(block.locator('.token').first()).toBeAttached();
    expect(await isLive(block)).toBe(false);
    const before = scripts.length;

    // The copy button works after the block went live on the pointer's arrival.
    await block.hover();
    await expect.poll(() => isLive(page.locator('article .theme-code-block').first())).toBe(true);
    expect(scripts.length).toBeGreaterThan(before);
    const live = page.locator('article .theme-code-block').first();
    await live.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('pip install');
    expect(await live.innerText()).toContain(copied.trim().split('\n')[0]);
    // The quickstart's body is static (tests/e2e/staticBody.spec.ts): it went live as a whole, every block with it.
    expect(await isLive(page.locator('article .theme-code-block').nth(1))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('on a hydrated page (with tabs) each block goes live on its own', async ({page}) => {
    await gotoHydrated(page, '/docs/authentication/introducing-metadata-service-authentication');
    await expect(page.locator('[data-static-body]:has(.markdown)')).toHaveCount(0);
    // The two blocks before the tabs (blocks inside tabs render live: the theme's Tabs re-mount their panels).
    const blocks = page.locator('article .theme-code-block');
    expect(await isLive(blocks.nth(0))).toBe(false);
    await blocks.nth(0).hover();
    await expect.poll(() => isLive(page.locator('article .theme-code-block').first())).toBe(true);
    await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i})).toBeVisible();
    expect(await isLive(page.locator('article .theme-code-block').nth(1))).toBe(false);
  });

  test('keyboard focus stays on the control that had it when a block goes live', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const block = page.locator('article .theme-code-block').first();
    // Focus the scrollable <pre> (tabindex=0) from the keyboard's point of view: focus() fires focusin.
    await block.locator('pre').focus();
    await expect.poll(() => isLive(page.locator('article .theme-code-block').first())).toBe(true);
    await expect(page.locator('article .theme-code-block').first().locator('pre')).toBeFocused();
  });

  test('pages reached by client-side navigation show highlighted code', async ({page}) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/features');
    // A marker on window survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('.theme-doc-sidebar-container a[href="/docs/quickstart"]').first().click();
    await expectPage(page, '/docs/quickstart', 'DataHub Quickstart');
    const block = page.locator('article .theme-code-block').first();
    await expect(block.locator('.token').first()).toBeAttached();
    expect(await isLive(block)).toBe(true);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });
});

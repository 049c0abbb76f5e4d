import {expect, test} from '@playwright/test';
import {collectErrors, expectPage, gotoHydrated, idle, servedHeading} from './helpers';

test.describe('framework behaviours', () => {
  test('the root element gets the hydrated flag and the page has no console error', async ({page}) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The bundles run after DOMContentLoaded (config/ssrTemplate.ts): the base-URL check must not fire on a site
    // that loads.
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the main bundle alone opens with V8's compile hint (src/plugins/compileHints.ts)", async ({page, request}) => {
    await page.goto('/docs/quickstart');
    const bundles = (await page.locator('script[data-bundles]').getAttribute('data-bundles'))!.split(' ');
    expect(bundles).toHaveLength(2);
    // The runtime last (config/ssrTemplate.ts): the app then starts under the runtime's top level, not main.js's.
    const [main, runtime] = bundles as [string, string];
    expect(main).toMatch(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
    expect(runtime).toMatch(/\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    // Exactly this first line: Chromium looks for the magic comment at the start of the script.
    expect((await (await request.get(main)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(await (await request.get(runtime)).text()).not.toContain('allFunctionsCalledOnLoad');
  });

  for (const [route, layout] of [
    ['/docs/generated/ingestion/sources/snowflake', 'doc-layout'],
    ['/learn/data-mesh', 'blog-post-layout'],
  ] as const) {
    test(`${route} loads its layout as one chunk (src/plugins/layoutChunks.ts)`, async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        const match = /\/assets\/js\/([^/]+)\.[0-9a-f]+\.js$/.exec(request.url());
        if (match?.[1]) scripts.push(match[1]);
      });
      await gotoHydrated(page, route);
      expect(scripts.filter((name) => name === layout)).toHaveLength(1);
      // No library chunk split off beside it: before the merge a doc page asked for three, a Learn article three.
      expect(scripts.filter((name) => name.startsWith('vendors-'))).toEqual([]);
    });
  }

  test('the bundles are fetched only after the page has painted its text (config/ssrTemplate.ts)', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const bundles = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {paint, bundles};
    });
    expect(timings.paint).toBeGreaterThan(0);
    expect(timings.bundles).toHaveLength(2);
    // Paint timestamps are those of the frame, coarsened (whole milliseconds or more); a request started in the
    // task right after that frame can carry an earlier fraction. With <script defer> they start hundreds of ms
    // before the paint.
    const PAINT_TIMESTAMP_RESOLUTION_MS = 5;
    for (const start of timings.bundles) {
      expect(start + PAINT_TIMESTAMP_RESOLUTION_MS).toBeGreaterThanOrEqual(timings.paint!);
    }
    // Nothing in the HTML fetches or runs them earlier.
    await expect(page.locator('head script[src*="/assets/js/"][defer], link[rel="preload"][as="script"]')).toHaveCount(
      0,
    );
  });

  test('unknown paths show the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });

  for (const suffix of ['/index.html', '.html']) {
    test(`a trailing ${suffix} is stripped and the route matches`, async ({page}) => {
      await gotoHydrated(page, `/docs/quickstart${suffix}`);
      await expectPage(page, '/docs/quickstart', 'DataHub Quickstart');
      await expect(page.locator('article h1')).toContainText(/quickstart/i);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    });
  }

  test('a hash anchor scrolls to its heading; a search-string change alone does not scroll', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const heading = page.locator('article h2[id]').nth(2);
    const id = (await heading.getAttribute('id'))!;
    expect(id).toBeTruthy();
    await gotoHydrated(page, `/docs/quickstart#${id}`);
    await expectPage(page, `/docs/quickstart#${id}`, 'DataHub Quickstart');
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    // Push a new search string through the client router: the view must stay where it is.
    await page.evaluate(() => {
      window.history.pushState({}, '', `${window.location.pathname}?tab=other${window.location.hash}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectPage(page, `/docs/quickstart?tab=other#${id}`, 'DataHub Quickstart');
    // The app has taken the new address (the version menu's links keep the query and fragment of the page being
    // read), and the work it queued for the route change has run by the next idle period: a scroll it made would
    // show now.
    await expect(page.locator('nav.navbar .dropdown__menu a', {hasText: /^1\.1\.0$/}).first()).toHaveAttribute(
      'href',
      `/docs/1.1.0/quickstart?tab=other#${id}`,
    );
    await idle(page);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    await expect(heading).toBeInViewport();
  });

  test('a crashing page shows the crash screen with its cause chain', async ({page}) => {
    await page.goto('/test-only/crash');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByText('Test crash: the widget failed to render')).toBeVisible();
    await expect(page.getByText('Root cause: widget data was missing')).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
  });

  test('the wrong-base-path banner appears on the home page when the site scripts cannot load', async ({page}) => {
    // A wrong baseUrl makes every asset (scripts and styles) 404: blocking them reproduces exactly that.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('wrong site baseUrl configuration');
  });

  test('the site keeps working when localStorage throws', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await gotoHydrated(page, '/docs/quickstart');
    const heading = await servedHeading(page, '/docs/introduction');
    await page.getByRole('link', {name: 'Introduction'}).first().click();
    await expectPage(page, '/docs/introduction', heading);
    await expect(page.locator('article h1')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the old remote executor page redirects to its new home', async ({page}) => {
    const target = '/docs/managed-datahub/remote-executor/about';
    const heading = await servedHeading(page, target);
    await page.goto('/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor');
    await expectPage(page, target, heading);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithClick(page: Page) {
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
}

test.describe('search modal (spec sections 2, 4, 5, 8, 9)', () => {
  test.beforeEach(async ({page}) => gotoHydrated(page, '/docs/quickstart'));

  test('the button shows the shortcut hint and the spec labels', async ({page}) => {
    await expect(page.locator('.DocSearch-Button-Keys')).toBeVisible();
    await openWithClick(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    // DocSearch 4 has no start-screen text of its own: ours is drawn by CSS (LocalSearchBar/styles.css).
    const startText = await page
      .locator('.DocSearch-Footer')
      .evaluate((el) => getComputedStyle(el, '::before').content);
    expect(startText).toBe('"No recent searches"');
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  test('opens by click, Ctrl+K and "/", and closes by Escape, Ctrl+K and Cancel', async ({page}) => {
    await openWithClick(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(0);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page
      .getByRole('button', {name: 'Cancel'})
      .click({force: true})
      .catch(() => page.keyboard.press('Escape'));
    await expect(modal(page)).toHaveCount(0);
  });

  test('"/" is ignored while typing in an input', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.locator('#docs-landing-search').fill('abc');
    await page.locator('#docs-landing-search').press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('#docs-landing-search')).toHaveValue('abc/');
  });

  test('typing a letter on the focused button opens the modal with that letter as the query', async ({page}) => {
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('k');
  });

  test('finds pages, selecting a result navigates and closes, and the search becomes recent', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('kubernetes helm');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\//);
    await openWithClick(page);
    await expect(page.getByText('Recent')).toBeVisible();
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    await expect(page.getByText('Favorite')).toBeVisible();
  });

  test('"See all results" leads to /search with the encoded query', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('personal access token');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=personal(\+|%20)access(\+|%20)token/);
    await expect(page.locator('main li h2 a').first()).toBeVisible();
  });

  test('no results screen', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('zzqxjvvkqzz');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  });

  test('error screen when the index cannot be fetched', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await openWithClick(page);
    await input(page).fill('lineage');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('results are scoped to the version being read', async ({page}) => {
    await gotoHydrated(page, '/docs/1.1.0/quickstart');
    await openWithClick(page);
    await input(page).fill('quickstart');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    const hrefs = await hits.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs.filter((h) => h.includes('/docs/'))) expect(href).toContain('/docs/1.1.0/');
  });

  for (const hostile of [
    '<img src=x onerror=alert(1)>',
    '"\'><script>alert(1)</script>',
    'x'.repeat(5000),
    '🔥 lineage',
    'بحث البيانات',
  ]) {
    test(`hostile query renders as text: ${hostile.slice(0, 20)}`, async ({page}) => {
      const dialogs: string[] = [];
      page.on('dialog', async (d) => {
        dialogs.push(d.message());
        await d.dismiss();
      });
      await openWithClick(page);
      await input(page).fill(hostile);
      await page.waitForTimeout(400);
      await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
      await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
      await expect(page.locator('main h1')).toContainText(hostile.slice(0, 30));
      await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  }
});

test.describe('/search page', () => {
  test('direct visit and reload answer the query from ?q=', async ({page}) => {
    await gotoHydrated(page, '/search?q=business%20glossary');
    await expect(page.locator('#search-page-input')).toHaveValue('business glossary');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('main mark').first()).toBeVisible();
    await page.reload();
    await expect(results.first()).toBeVisible();
  });

  test('the version scope switches between a version and all versions', async ({page}) => {
    await gotoHydrated(page, '/search?q=quickstart');
    await page.locator('#search-page-scope').selectOption('1.1.0');
    await expect(page.locator('main ol > li h2 a').first()).toHaveAttribute('href', /\/docs\/1\.1\.0\//);
    await page.locator('#search-page-scope').selectOption('all');
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });
});

test('storage unavailable: search still answers', async ({page}) => {
  await page.addInitScript(() => {
    // Like a browser with storage blocked: the own, configurable getter of window throws.
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await gotoHydrated(page, '/docs/quickstart');
  await openWithClick(page);
  await input(page).fill('snowflake');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
});

import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {e2eBuildDir} from '../../bench/audit';
import {isPrecompressed} from '../../scripts/security/precompressed';
import {expectPage, gotoHydrated, linkTarget, markDocument, requestsInFlight, sameDocument, settled} from './helpers';
import {throttledTest as test} from './throttle';
import {SEARCH_SUGGESTIONS} from '../../src/search/suggestions';
import {cleanQuery} from '../../src/search/query';
import {SPEC} from '../spec/strings';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithClick(page: Page) {
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
}

/** The page the search modal is opened on. */
const START = '/docs/quickstart';

/**
 * Waits until the modal has answered the query in its box: no longer pending (src/components/LocalSearchBar marks
 * the modal while the query has no answer), and showing hits or the no-results screen naming that very query.
 */
async function modalAnswered(page: Page): Promise<void> {
  const query = await input(page).inputValue();
  await expect
    .poll(async () => {
      if ((await page.locator('.DocSearch-Modal.local-search-pending').count()) > 0) return false;
      if ((await page.locator('.DocSearch-Hit').count()) > 0) return true;
      const titles = await page.locator('.DocSearch-NoResults .DocSearch-Title').allTextContents();
      return titles.includes(`${SPEC.noResultsFor} "${query}"`);
    })
    .toBe(true);
}

/**
 * Waits until the /search page has answered the query of its address: the status line reads `No results for "q"` or
 * `N pages found for "q"` for exactly that query.
 */
async function searchPageAnswered(page: Page): Promise<void> {
  // Shown without control characters (src/search/resultsMarkup.ts): a NUL has no place in HTML text.
  const query = (new URL(page.url()).searchParams.get('q') ?? '').replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g,
    '',
  );
  await expect
    .poll(async () =>
      (await page.locator('main [aria-live="polite"] p').allTextContents()).some(
        (text) => text.replace(/^(No results for|\d+ pages found for) /, '') === `"${query}"`,
      ),
    )
    .toBe(true);
}

test.describe('search modal', () => {
  test.beforeEach(async ({page}) => gotoHydrated(page, START));

  test('the button shows the shortcut hint and the spec labels', async ({page}) => {
    await expect(page.locator('.DocSearch-Button-Keys')).toBeVisible();
    await openWithClick(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    // Real text (ModalAdditions), readable by assistive technology, not a CSS ::before.
    await expect(page.getByText('No recent searches', {exact: true})).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    // Once a query shows results the start text goes away.
    await input(page).fill('quickstart');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.getByText('No recent searches', {exact: true})).toBeHidden();
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
    // DocSearch shows its Cancel button on phone-sized windows only: narrow the window with the modal open.
    await page.setViewportSize({width: 390, height: 844});
    await modal(page).getByRole('button', {name: SPEC.cancel, exact: true}).click();
    await expect(modal(page)).toHaveCount(0);
  });

  test('"/" is ignored while typing in an input', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const inFlight = requestsInFlight(page);
    await page.locator('#docs-landing-search').fill('abc');
    await page.locator('#docs-landing-search').press('/');
    // The key reached the input: the shortcut did not take it (it would have prevented the character).
    await expect(page.locator('#docs-landing-search')).toHaveValue('abc/');
    // Whatever the keystroke started (the modal's code, its index) has arrived and run: no modal, not even a
    // loading one.
    await settled(page, inFlight);
    await expect(modal(page)).toHaveCount(0);
  });

  test('letters typed right after Ctrl+K, while the modal is still loading, all reach the query', async ({page}) => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('snowflake');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('snowflake');
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
    const target = await linkTarget(page, (await first.getAttribute('href'))!);
    expect(target.pathname).not.toBe(START);
    await first.click();
    await expect(modal(page)).toHaveCount(0);
    await expectPage(page, target.address, target.heading);
    await openWithClick(page);
    await expect(page.getByText('Recent', {exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    await expect(page.getByText('Favorite', {exact: true})).toBeVisible();
  });

  test('"See all results" leads to /search with the encoded query', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('personal access token');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expectPage(
      page,
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'personal access token',
      'Search the documentation',
    );
    await expect(page.locator('main li h2 a').first()).toBeVisible();
  });

  test('no results screen with suggestions that find pages', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('zzqxjvvkqzz');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestion = page.locator('.local-search-suggestions button', {hasText: SEARCH_SUGGESTIONS[0]});
    await suggestion.click();
    await expect(input(page)).toHaveValue(SEARCH_SUGGESTIONS[0]);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a query of only stop words shows the no-results screen with suggestions', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('the of and');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.locator('.local-search-suggestions li')).toHaveCount(SEARCH_SUGGESTIONS.length);
  });

  test('every suggestion finds pages', async ({page}) => {
    await openWithClick(page);
    for (const suggestion of SEARCH_SUGGESTIONS) {
      // From an empty box: the hits that show are this suggestion's, not the previous one's.
      await input(page).fill('');
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
      await input(page).fill(suggestion);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    }
  });

  test('the button is named by what it shows: "Search Ctrl K" (WCAG 2.5.3 label in name)', async ({page}) => {
    const button = page.locator('.DocSearch-Button');
    await expect(button.locator('.DocSearch-Button-Key')).toHaveText(['Ctrl', 'K']);
    // What a sighted reader sees: the label, then each key.
    const visible = await button
      .locator('.DocSearch-Button-Placeholder, .DocSearch-Button-Key')
      .evaluateAll((parts) => parts.map((part) => part.textContent?.trim()).join(' '));
    expect(visible).toBe('Search Ctrl K');
    await expect(button).toHaveAccessibleName('Search Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  });

  test('the modal shows no Algolia logo and no link to Algolia', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('quickstart');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(modal(page).locator('a[href*="algolia.com"]')).toHaveCount(0);
    await expect(modal(page).locator('.DocSearch-Logo *')).toHaveCount(0);
    await expect(modal(page)).not.toContainText('Algolia');
  });

  test('a query pasted as soon as the modal opens shows no "No results" before its hits', async ({page}) => {
    await page.evaluate(() => {
      const w = window as unknown as {noResultsSeen: string[]};
      w.noResultsSeen = [];
      new MutationObserver(() => {
        const screen = document.querySelector('.DocSearch-NoResults');
        if (screen && getComputedStyle(screen).display !== 'none') w.noResultsSeen.push(screen.textContent ?? '');
      }).observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true});
    });
    await page.locator('.DocSearch-Button').click();
    // One input event with the whole text, as a paste makes, while the index is still loading.
    await input(page).fill('business glossary');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {noResultsSeen: string[]}).noResultsSeen)).toEqual([]);
  });

  test('nonsense finds nothing: the no-results screen, not unrelated pages', async ({page}) => {
    await openWithClick(page);
    for (const nonsense of ['xyzzyq', 'qqqqzz']) {
      await input(page).fill(nonsense);
      await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(`No results for "${nonsense}"`);
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
      await expect(page.locator('.local-search-corrected')).toHaveCount(0);
    }
  });

  test('letters typed while the previous query is still being answered all stay in the box', async ({page}) => {
    // Under the CPU throttle a search is in flight while the next letters arrive; a React render of the modal's
    // additions between the input listeners used to put the old query back in the box (about one run in four).
    await openWithClick(page);
    for (let run = 0; run < 3; run++) {
      await input(page).pressSequentially('xyzzyq');
      await input(page).press('Control+a');
      await input(page).pressSequentially('qqqqzz');
      await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qqqqzz"');
      await expect(input(page)).toHaveValue('qqqqzz');
      await input(page).fill('');
    }
  });

  test('a misspelt word is corrected and the modal says so', async ({page}) => {
    await openWithClick(page);
    await input(page).fill('snowflke');
    await expect(page.locator('.local-search-corrected')).toHaveText('Showing results for snowflake');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /\/docs\/generated\/ingestion\/sources\/snowflake$/,
    );
    // Words found as typed are not "corrected".
    await input(page).fill('snowflake');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.local-search-pending')).toHaveCount(0);
    await expect(page.locator('.local-search-corrected')).toHaveCount(0);
  });

  test('the first query on a cold index shows a loading state, never a false "No results"', async ({page}) => {
    // Slow the index down further: every Pagefind file arrives 1.5 s late.
    await page.route('**/pagefind/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as {noResultsSeen: boolean};
      w.noResultsSeen = false;
      new MutationObserver(() => {
        const screen = document.querySelector('.DocSearch-NoResults');
        if (screen && getComputedStyle(screen).display !== 'none') w.noResultsSeen = true;
      }).observe(document.body, {childList: true, subtree: true, attributes: true});
    });
    await openWithClick(page);
    await input(page).fill('lineage');
    await expect(page.locator('.local-search-loading')).toContainText('lineage');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 20_000});
    await expect(page.locator('.local-search-loading')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {noResultsSeen: boolean}).noResultsSeen)).toBe(false);
  });

  test('keyboard: arrow keys and Enter open the selected hit inside the app', async ({page}) => {
    await page.keyboard.press('Control+k');
    await input(page).fill('personal access token');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const second = await page.locator('.DocSearch-Hit a').nth(1).getAttribute('href');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute('href', second!);
    const target = await linkTarget(page, second!);
    expect(target.pathname).not.toBe(START);
    await markDocument(page);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expectPage(page, target.address, target.heading);
    await expect(page.locator('h1')).not.toHaveText(/Page Not Found/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('keyboard: Enter on a Recent and on a Favorite item opens that page', async ({page}) => {
    await page.keyboard.press('Control+k');
    await input(page).fill('business glossary');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const first = await linkTarget(page, (await page.locator('.DocSearch-Hit a').first().getAttribute('href'))!);
    expect(first.pathname).not.toBe(START);
    await page.keyboard.press('Enter');
    await expectPage(page, first.address, first.heading);
    await gotoHydrated(page, START);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('Recent', {exact: true})).toBeVisible();
    await page.keyboard.press('Enter');
    await expectPage(page, first.address, first.heading);
    await expect(page.locator('h1')).not.toHaveText(/Page Not Found/);
    await gotoHydrated(page, START);
    await page.keyboard.press('Control+k');
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    await expect(page.getByText('Favorite', {exact: true})).toBeVisible();
    await page.keyboard.press('Enter');
    await expectPage(page, first.address, first.heading);
  });

  test('keyboard in the frozen version: Enter stays in 1.1.0', async ({page}) => {
    await gotoHydrated(page, '/docs/1.1.0/quickstart');
    await page.keyboard.press('Control+k');
    await input(page).fill('kubernetes');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    await expect(selected).toHaveCount(1);
    const target = await linkTarget(page, (await selected.getAttribute('href'))!);
    expect(target.pathname).toMatch(/^\/docs\/1\.1\.0\//);
    expect(target.pathname).not.toBe('/docs/1.1.0/quickstart');
    await page.keyboard.press('Enter');
    await expectPage(page, target.address, target.heading);
    await expect(page.locator('h1')).not.toHaveText(/Page Not Found/);
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
    'lineage%00\u0000',
    'a\ud800b lineage',
  ]) {
    test(`hostile query renders as text: ${hostile.slice(0, 20)}`, async ({page}) => {
      const dialogs: string[] = [];
      page.on('dialog', async (d) => {
        dialogs.push(d.message());
        await d.dismiss();
      });
      await openWithClick(page);
      await input(page).fill(hostile);
      // The modal has drawn its answer to this query (hits, or the no-results screen naming it): markup in the
      // query would have become elements, and a script run, by now.
      await modalAnswered(page);
      await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
      expect(dialogs).toEqual([]);
      await expect(modal(page)).toBeVisible();
      // A URL cannot carry a lone surrogate: the browser would send U+FFFD, so the test does too.
      const wellFormed = hostile.replace(
        /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
        '\ufffd',
      );
      await page.goto(`/search?q=${encodeURIComponent(wellFormed)}`);
      await expect(page.locator('#search-page-input')).toHaveValue(/\S/);
      expect(await page.locator('#search-page-input').inputValue()).toContain(cleanQuery(wellFormed).slice(0, 30));
      await expect.poll(() => page.title()).toContain(cleanQuery(wellFormed).slice(0, 30));
      // The page has answered this query (its status line names it): the results and the query are drawn.
      await searchPageAnswered(page);
      await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  }
});

test('Ctrl+K and "/" pressed before hydration open the modal once the page is ready', async ({page}) => {
  for (const key of ['Control+k', '/']) {
    // Hold every script back (the main bundle, then the route's chunks it requests) so the keystroke surely comes
    // before hydration: the bundles are requested after the first paint, and hydration can follow them at once.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/docs/quickstart', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await page.keyboard.press(key);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible({timeout: 20_000});
    await page.unroute('**/assets/js/*.js');
  }
});

test.describe('/search page', () => {
  test("Pagefind's gzip files arrive with Content-Encoding gzip, and every file under those paths is gzip", async ({
    page,
  }) => {
    // A wrong Content-Encoding would make a file unreadable: every file the rule covers must be a gzip stream.
    const pagefindDir = path.join(e2eBuildDir(), 'pagefind');
    const covered = fs
      .readdirSync(pagefindDir, {recursive: true, encoding: 'utf8'})
      .map((file) => `/pagefind/${file.split(path.sep).join('/')}`)
      .filter((pathname) => isPrecompressed(pathname));
    expect(covered.length).toBeGreaterThan(100);
    for (const pathname of covered) {
      const head = fs.readFileSync(path.join(e2eBuildDir(), pathname)).subarray(0, 3).toString('hex');
      expect(head, `${pathname} is not a gzip stream`).toBe('1f8b08');
    }
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.startsWith('/pagefind/')) encodings.set(pathname, response.headers()['content-encoding']);
    });
    await gotoHydrated(page, '/search?q=lineage');
    await expect(page.locator('main ol li').first()).toBeVisible();
    const fetched = [...encodings].filter(([pathname]) => isPrecompressed(pathname));
    expect(fetched.map(([pathname]) => pathname)).toEqual(
      expect.arrayContaining(['/pagefind/wasm.en.pagefind', expect.stringMatching(/^\/pagefind\/index\//)]),
    );
    for (const [pathname, encoding] of fetched) expect(encoding, pathname).toBe('gzip');
  });

  test('tab title names the page and the query', async ({page}) => {
    await gotoHydrated(page, '/search');
    await expect(page).toHaveTitle('Search | DataHub');
    await gotoHydrated(page, '/search?q=lineage');
    await expect(page).toHaveTitle('"lineage" - Search | DataHub');
  });

  test('the index cannot be fetched: the page says so, with no results and no count', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await gotoHydrated(page, '/search?q=lineage');
    await expect(page.locator('main [role="alert"]')).toHaveText(
      'Unable to fetch results. You might want to check your network connection.',
    );
    await expect(page.locator('main ol > li')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('pages found for');
  });

  test('a visit fetches the Pagefind runtime from the first response and no Algolia code', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await gotoHydrated(page, '/search?q=lineage');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    // src/plugins/algoliaWhenConfigured: without keys the Algolia page and its search helper are not bundled.
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((body) => body.includes('algoliasearch-helper'))).toEqual([]);
    // Preloaded by the server's HTML, so the runtime loads while the page's own scripts do.
    await expect(page.locator('head link[rel="modulepreload"][href="/pagefind/pagefind.js"]')).toHaveCount(1);
  });

  test('a visit with a query starts the index before the page itself has loaded', async ({page}) => {
    // The page's own chunks never arrive: only the main bundle (and the search client it imports on this page alone)
    // runs, and the page never hydrates.
    const heldBack = /\/assets\/js\/(?!(runtime~main|main|search-client)\.)[^/]+\.js$/;
    await page.route(heldBack, () => undefined);
    const inFlight = requestsInFlight(page, (url) => !heldBack.test(url));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/search?q=lineage', {waitUntil: 'domcontentloaded'});
    await expect.poll(() => requested).toContain('/pagefind/pagefind-entry.json');
    // The spelling vocabulary waits for a query that needs it: it competed with the results.
    expect(requested).not.toContain('/pagefind/search-vocabulary.json');
    expect(await page.locator('html').getAttribute('data-has-hydrated')).toBe('false');
    // Without a query there is nothing to prepare.
    requested.length = 0;
    await page.goto('/search', {waitUntil: 'domcontentloaded'});
    // The main bundle has run (its entry sets window.docusaurus; the warm-up runs before it), and everything a
    // warm-up would have started has arrived (the held-back chunks aside): an index request would be recorded.
    await page.waitForFunction(() => (window as unknown as {docusaurus?: unknown}).docusaurus !== undefined);
    await settled(page, inFlight);
    expect(requested.filter((path) => path.endsWith('.json'))).toEqual([]);
  });

  test('a misspelt query says what it shows, and nonsense finds nothing', async ({page}) => {
    await gotoHydrated(page, '/search?q=snowflke');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await expect(page.getByText('Showing results for snowflake', {exact: true})).toBeVisible();
    await gotoHydrated(page, '/search?q=xyzzyq');
    await expect(page.getByText('No results for "xyzzyq"', {exact: true})).toBeVisible();
    await expect(page.locator('main ol > li')).toHaveCount(0);
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
  });

  test('direct visit and reload answer the query from ?q=', async ({page}) => {
    await gotoHydrated(page, '/search?q=business%20glossary');
    await expect(page.locator('#search-page-input')).toHaveValue('business glossary');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('main mark').first()).toBeVisible();
    await page.reload();
    await expect(results.first()).toBeVisible();
  });

  test('hits open the page at its canonical URL, not the folder path with a trailing slash', async ({page}) => {
    await gotoHydrated(page, '/search?q=business%20glossary');
    const links = page.locator('main ol > li a');
    await expect(links.first()).toBeVisible();
    const paths = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.filter((p) => p !== '/docs/' && p.endsWith('/'))).toEqual([]);
    const target = await linkTarget(page, (await links.first().getAttribute('href'))!);
    await markDocument(page);
    await links.first().click();
    await expectPage(page, target.address, target.heading);
    // The results are markup shared with the head script, not <Link>s: the page keeps the click inside the app.
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('h1')).not.toHaveText(/Page Not Found/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(page.url()).pathname).toBe(new URL(canonical!).pathname);
  });

  test('a direct visit paints its results before the bundles have run', async ({page}) => {
    // The main bundle never arrives: the head script (src/search/earlySearch.ts) alone searches and paints.
    await page.route(/\/assets\/js\/main\.[^/]+\.js$/, () => undefined);
    await page.goto('/search?q=business%20glossary', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await expect(page.locator('main [aria-live]')).toHaveText(/^\d+ pages found for "business glossary"$/);
    await expect(page.locator('main mark').first()).toBeVisible();
    expect(await page.locator('html').getAttribute('data-has-hydrated')).toBe('false');
    // Without the app, the links still lead to the pages.
    const href = await page.locator('main ol > li h2 a').first().getAttribute('href');
    expect(href).toMatch(/^\/docs\//);
  });

  test('the app adopts the painted results: same list, no layout shift, no second search', async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {shifts: number};
      w.shifts = 0;
      // Shifts of the page's content; the navbar's search button settles its label on hydration on every page.
      type Shift = {value: number; hadRecentInput: boolean; sources: {node: Node | null}[]};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const inNavbar = entry.sources.every((s) => (s.node as Element | null)?.closest?.('nav'));
          if (!entry.hadRecentInput && !inNavbar) w.shifts += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/fragment/')) searches.push(request.url());
    });
    await gotoHydrated(page, '/search?q=lineage');
    const titles = page.locator('main ol > li h2');
    await expect(titles.first()).toBeVisible();
    const painted = await titles.allTextContents();
    // The app has taken over: "Load more" is its own button, shown once it holds the results.
    await expect(page.getByRole('button', {name: 'Load more results'})).toBeVisible();
    expect(await titles.allTextContents()).toEqual(painted);
    expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
    // Each fragment once: the app did not search the index again.
    expect(new Set(searches).size).toBe(searches.length);
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
  await gotoHydrated(page, START);
  await openWithClick(page);
  await input(page).fill('snowflake');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
});

/**
 * Every exact string of the spec, found where the spec puts it and compared exactly (case, punctuation, whole
 * text). The strings come from tests/spec/strings.ts.
 */
import {expect, test, type Page} from '@playwright/test';
import {SPEC} from '../spec/strings';
import {gotoHydrated} from './helpers';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openSearch(page: Page, url = '/docs/quickstart') {
  await gotoHydrated(page, url);
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
}

test.describe('spec strings, exactly', () => {
  test('navbar: Docs, Integrations, the current version label', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: SPEC.navDocs, exact: true})).toHaveAttribute('href', '/docs');
    await expect(navbar.getByRole('link', {name: SPEC.navIntegrations, exact: true})).toHaveAttribute(
      'href',
      '/integrations',
    );
    await expect(navbar.locator('.navbar__item.dropdown > .navbar__link').first()).toHaveText(SPEC.currentVersionLabel);
  });

  test('mobile navbar: the secondary menu has "Back to main menu"', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/docs/quickstart');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // The theme draws an arrow before the label: the label itself is the spec's string.
    await expect(page.getByRole('button', {name: `← ${SPEC.mobileBackToMainMenu}`, exact: true})).toHaveText(
      `← ${SPEC.mobileBackToMainMenu}`,
    );
  });

  test('document titles use the delimiter; the announcement bar has its id', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    await expect(page).toHaveTitle(new RegExp(` \\${SPEC.titleDelimiter} DataHub$`));
    // The theme records the announcement's id once shown (under a key namespaced per site).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('docusaurus.announcement.id'))
            .map((key) => localStorage.getItem(key)),
        ),
      )
      .toEqual([SPEC.announcementId]);
  });

  test('1.1.0 sidebar: "What Is DataHub?"', async ({page}) => {
    await gotoHydrated(page, '/docs/1.1.0');
    const link = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: SPEC.whatIsDataHub, exact: true});
    await expect(link).toHaveText(SPEC.whatIsDataHub);
  });

  test('crash page: title, retry button, document title', async ({page}) => {
    await page.goto('/test-only/crash');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(SPEC.crashTitle);
    await expect(page.getByRole('button', {name: SPEC.crashRetry, exact: true})).toHaveText(SPEC.crashRetry);
    await expect(page).toHaveTitle(SPEC.crashDocumentTitle);
  });

  test('search modal start screen: placeholder, "No recent searches", Clear the query', async ({page}) => {
    await openSearch(page);
    await expect(input(page)).toHaveAttribute('placeholder', SPEC.searchPlaceholder);
    await expect(modal(page).getByText(SPEC.noRecentSearches, {exact: true})).toBeVisible();
    await input(page).fill('lineage');
    await expect(modal(page).getByRole('button', {name: SPEC.clearQuery, exact: true})).toBeVisible();
  });

  test('search modal: Recent, Favorite and their buttons, the "See all" footer', async ({page}) => {
    await openSearch(page);
    await input(page).fill('lineage');
    const footer = modal(page).locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const count = Number(/\d+/.exec(await footer.innerText())![0]);
    await expect(footer).toHaveText(SPEC.seeAllResults(count));
    // Choosing a hit records the query as a recent search.
    await modal(page).locator('.DocSearch-Hit a').first().click();
    await expect(modal(page)).toBeHidden();
    await page.locator('.DocSearch-Button').click();
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText(SPEC.recentHeading);
    const save = modal(page).getByRole('button', {name: SPEC.saveSearch, exact: true}).first();
    await expect(modal(page).getByRole('button', {name: SPEC.removeFromHistory, exact: true}).first()).toBeAttached();
    await save.click();
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText(SPEC.favoriteHeading);
    await expect(modal(page).getByRole('button', {name: SPEC.removeFromFavorites, exact: true}).first()).toBeAttached();
  });

  test('search modal no-results screen', async ({page}) => {
    await openSearch(page);
    await input(page).fill('xyzzyq');
    const screen = modal(page).locator('.DocSearch-NoResults');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.DocSearch-Title')).toHaveText(`${SPEC.noResultsFor} "xyzzyq"`);
    // DocSearch draws its label followed by a colon.
    await expect(screen.getByText(`${SPEC.trySearchingFor}:`, {exact: true})).toBeVisible();
    await expect(screen.locator('.DocSearch-Help').first()).toHaveText(`${SPEC.believeResults} ${SPEC.letUsKnow}`);
    await expect(screen.getByRole('link', {name: SPEC.letUsKnow, exact: true})).toBeVisible();
  });

  test('search modal error screen', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await openSearch(page);
    await input(page).fill('lineage');
    // Drawn by the search bar beside DocSearch's modal (src/components/LocalSearchBar), announced as an alert.
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toHaveAttribute('role', 'alert');
    await expect(screen.locator('.DocSearch-Title')).toHaveText(SPEC.unableToFetch);
    await expect(screen.locator('.DocSearch-Help')).toHaveText(SPEC.checkNetwork);
  });

  test('search modal Cancel on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openSearch(page);
    // An icon button: its accessible name is the label.
    const cancel = modal(page).getByRole('button', {name: SPEC.cancel, exact: true});
    await expect(cancel).toBeVisible();
    await expect(cancel).toHaveAttribute('aria-label', SPEC.cancel);
  });

  test('home page tagline', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByText(SPEC.tagline, {exact: true}).first()).toBeVisible();
  });
});

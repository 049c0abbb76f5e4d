import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

/**
 * The document head after client-side navigation: the new page's title, description and canonical URL, each
 * exactly once, and the tags of the site-wide `<Head>` elements still there.
 */
const headFacts = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    descriptions: Array.from(document.querySelectorAll('meta[name="description"]')).map((m) =>
      m.getAttribute('content'),
    ),
    canonicals: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute('href')),
    managed: document.head.querySelectorAll('[data-rh]').length,
  }));

test('the head follows client-side navigation, each tag once', async ({page}) => {
  await gotoHydrated(page, '/docs/quickstart');
  const first = await headFacts(page);
  expect(first.title).toBe('DataHub Quickstart | DataHub');
  expect(first.canonicals).toEqual(['https://docs.datahub.com/docs/quickstart']);
  expect(first.descriptions).toHaveLength(1);

  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await page.locator('.theme-doc-sidebar-menu a.menu__link[href="/docs/features"]').click();
  await expect(page).toHaveTitle('What is DataHub? | DataHub');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expect.poll(async () => (await headFacts(page)).canonicals).toEqual(['https://docs.datahub.com/docs/features']);
  const second = await headFacts(page);
  expect(second.descriptions).toHaveLength(1);
  expect(second.descriptions[0]).not.toBe(first.descriptions[0]);
  // Site-wide tags (social card, hreflang, search metadata ...) survive the update.
  expect(second.managed).toBeGreaterThan(10);

  await page.goBack();
  await expect(page).toHaveTitle('DataHub Quickstart | DataHub');
  await expect
    .poll(async () => (await headFacts(page)).canonicals)
    .toEqual(['https://docs.datahub.com/docs/quickstart']);
});

import {expect, test, type Page} from '@playwright/test';
import {expectPage, gotoHydrated, linkTarget, markDocument, sameDocument, servedHeading} from './helpers';

/**
 * What a first visit's render leaves out to save main-thread time, checked as behaviour: the server's markup stays where
 * nothing needs the browser, and no locale data is loaded. The first `Intl.DateTimeFormat`, `Intl.Collator` or
 * `localeCompare` of a page loads ICU data: 10-18 ms on a desktop CPU, about four times that on a phone.
 */
test.use({viewport: {width: 390, height: 844}});

/** Records every construction of an Intl formatter or collator, and every `localeCompare`. */
const RECORD_INTL = `(() => {
  const calls = [];
  window.intlCalls = calls;
  const watch = (owner, key, label) => {
    const original = owner[key];
    if (!original) return;
    Object.defineProperty(owner, key, {
      configurable: true,
      writable: true,
      value: function (...args) {
        calls.push(label);
        return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
      },
    });
  };
  for (const name of ['DateTimeFormat', 'Collator', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat']) watch(Intl, name, name);
  watch(String.prototype, 'localeCompare', 'localeCompare');
  watch(Date.prototype, 'toLocaleDateString', 'toLocaleDateString');
})();`;

const intlCalls = (page: Page) => page.evaluate(() => (window as unknown as {intlCalls: string[]}).intlCalls);

test('a first visit on a phone loads no locale data', async ({page}) => {
  await page.addInitScript({content: RECORD_INTL});
  for (const route of [
    '/',
    '/docs/quickstart',
    '/docs/generated/ingestion/sources/snowflake',
    '/learn/data-mesh',
    '/integrations',
    '/events',
  ]) {
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    expect(await intlCalls(page), route).toEqual([]);
  }
  // The recorder works: the page's own code paths that need Intl still reach it.
  await page.evaluate(() => ['b', 'a'].sort((x, y) => x.localeCompare(y)));
  expect(await intlCalls(page)).toContain('localeCompare');
});

// The doc footer and a post's date keep the server's markup on a first visit (src/theme/DocItem/Footer,
// src/theme/BlogPostItem/Header/Info); the regions must still follow client-side navigation.
test('a doc footer left static on a first visit shows the next page after client-side navigation', async ({page}) => {
  await gotoHydrated(page, '/docs/quickstart');
  const edit = page.getByRole('link', {name: /Edit this page/});
  await expect(edit).toHaveAttribute('href', /\/docs\/quickstart\.mdx?$/);

  const next = page.locator('.pagination-nav__link--next');
  const target = await linkTarget(page, (await next.getAttribute('href'))!);
  expect(target.pathname).not.toBe('/docs/quickstart');
  await next.click();
  await expectPage(page, target.address, target.heading);
  await expect(edit).toHaveAttribute('href', /\/docs\/what-is-datahub\/datahub-concepts\.mdx?$/);
});

test('a post date left static on a first visit shows the next post date after client-side navigation', async ({
  page,
}) => {
  await gotoHydrated(page, '/learn/data-mesh');
  const time = page.locator('article header time').first();
  const first = await time.getAttribute('datetime');
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2}/);

  const neighbour = page.locator('.pagination-nav__link').first();
  const target = await linkTarget(page, (await neighbour.getAttribute('href'))!);
  expect(target.pathname).not.toBe('/learn/data-mesh');
  await neighbour.click();
  await expectPage(page, target.address, target.heading);
  await expect(time).not.toHaveAttribute('datetime', first!);
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  await expect(time).not.toBeEmpty();
});

test('a site footer link, left static, navigates inside the app', async ({page}) => {
  await gotoHydrated(page, '/docs/quickstart');
  const heading = await servedHeading(page, '/docs/contributing');
  await markDocument(page);
  await page.locator('footer.theme-layout-footer').getByRole('link', {name: 'Contributing'}).click();
  await expectPage(page, '/docs/contributing', heading);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

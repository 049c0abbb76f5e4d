import {expect, test} from '@playwright/test';
import {expectPage, gotoHydrated, idle, servedHeading} from './helpers';

test.describe('docs versions', () => {
  test('1.1.0 lives at /docs/1.1.0 and its sidebar links the features page as "What Is DataHub?"', async ({page}) => {
    await gotoHydrated(page, '/docs/1.1.0/quickstart');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    // exact: whole name, case-sensitive ("What is DataHub?" must not pass).
    const link = sidebar.getByRole('link', {name: 'What Is DataHub?', exact: true});
    await expect(link).toHaveAttribute('href', '/docs/1.1.0/features');
    await expect(link).toHaveText('What Is DataHub?', {useInnerText: true});
    await expect(page.locator('nav.navbar .dropdown > .navbar__link').first()).toHaveText('1.1.0');
  });

  test('the current version is labelled Next and its main document is the features page', async ({page}) => {
    await gotoHydrated(page, '/docs/features');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('meta[name="docsearch:version"]')).toHaveAttribute('content', 'current');
    await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute(
      'content',
      'docs-default-current',
    );
  });

  test('the chosen version is remembered and cleared when unknown', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const dropdown = page.locator('nav.navbar .dropdown').first();
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: /^1\.1\.0$/}).click();
    await expectPage(page, '/docs/1.1.0/quickstart', 'DataHub Quickstart');
    // Docusaurus v4 storage namespacing may suffix the key: find it by prefix.
    const key = await page.evaluate(() =>
      Object.keys(localStorage).find((k) => k.startsWith('docs-preferred-version-default')),
    );
    expect(key).toBeDefined();
    expect(await page.evaluate((k) => localStorage.getItem(k), key!)).toBe('1.1.0');
    await page.evaluate((k) => localStorage.setItem(k, '0.0.1-gone'), key!);
    await gotoHydrated(page, '/docs/quickstart');
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key!)).toBeNull();
  });

  test('the docs landing page links into both versions and has a search entry', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('DataHub documentation');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('link', {name: '1.1.0'}).last()).toHaveAttribute('href', '/docs/1.1.0/features');
  });
});

test.describe('version 1.1.0', () => {
  test('a page of 1.1.0 without a sidebar renders without one', async ({page}) => {
    await gotoHydrated(page, '/docs/1.1.0/what/urn');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
  });

  test('the generated families exist in 1.1.0, with release notes only up to v0.3.10', async ({page}) => {
    await gotoHydrated(page, '/docs/1.1.0/generated/ingestion/sources/snowflake');
    await expect(page.locator('article h1')).toHaveText('Snowflake');
    await expect(page.locator('tr#config-account_id')).toBeVisible();
    await gotoHydrated(page, '/docs/1.1.0/graphql/objects-d-1');
    await expect(page.locator('h3#dataset')).toBeVisible();
    await gotoHydrated(page, '/docs/1.1.0/managed-datahub/release-notes/v_0_3_10');
    await expect(page.locator('article h1')).toContainText('0.3.10');
    const later = await page.goto('/docs/1.1.0/managed-datahub/release-notes/v_0_3_13');
    expect(later?.status()).toBe(404);
  });

  test('switching versions from the dropdown lands on the same page of the other version', async ({page}) => {
    await gotoHydrated(page, '/docs/deploy/kubernetes');
    const nextHeading = await servedHeading(page, '/docs/deploy/kubernetes');
    const frozenHeading = await servedHeading(page, '/docs/1.1.0/deploy/kubernetes');
    const dropdown = page.locator('nav.navbar .dropdown').first();
    // The menu opens on hover and closes after a pick. Before each pick: the route change has settled, the page is at
    // its top, the pointer has left the menu; then open it and wait until the item shows and stays.
    const pick = async (label: RegExp) => {
      await idle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.move(640, 600);
      await dropdown.hover();
      const item = dropdown.locator('.dropdown__menu a', {hasText: label});
      await expect(item).toBeVisible();
      await item.hover();
      await item.click({timeout: 10_000});
    };
    await pick(/^1\.1\.0$/);
    await expectPage(page, '/docs/1.1.0/deploy/kubernetes', frozenHeading);
    await pick(/^Next$/);
    await expectPage(page, '/docs/deploy/kubernetes', nextHeading);
  });
});

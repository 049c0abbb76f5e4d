import {expect, test} from '@playwright/test';
import {gotoHydrated} from './helpers';

test.describe('generated references', () => {
  test('a connector page has its capabilities, a config table with deep links, and a recipe', async ({page}) => {
    await gotoHydrated(page, '/docs/generated/ingestion/sources/snowflake');
    await expect(page.locator('article h1')).toHaveText('Snowflake');
    await expect(page.locator('article')).toContainText("pip install 'acryl-datahub[snowflake]'");
    const row = page.locator('tr#config-account_id');
    await expect(row).toBeVisible();
    await expect(row.locator('a[href="#config-account_id"]')).toHaveCount(1);
    await expect(page.locator('tr[id^="config-"]').nth(10)).toBeAttached();
    await expect(page.locator('article pre code').filter({hasText: 'type: snowflake'}).first()).toBeVisible();
    // A deep link lands on its row.
    await gotoHydrated(page, '/docs/generated/ingestion/sources/snowflake#config-account_id');
    await expect.poll(() => row.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(300);
    // A deep link to the last row, and to the heading after the table, land on them below the fixed navbar, on a
    // phone (rows as cards) as on a desktop.
    const top = (selector: string) =>
      page.evaluate((target) => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        return Math.round(document.querySelector(target)!.getBoundingClientRect().top - navbar);
      }, selector);
    // What is painted there is the row itself (on a phone, cards far from the viewport are laid out late).
    const paintedRow = (id: string) =>
      page.evaluate((rowId) => {
        const box = document.getElementById(rowId)!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 12);
        return hit?.closest('tr')?.id ?? hit?.tagName;
      }, id);
    for (const width of [390, 1280]) {
      await page.setViewportSize({width, height: 800});
      for (const id of ['config-table_pattern.ignoreCase', 'config-semantic_views.enabled']) {
        await gotoHydrated(page, `/docs/generated/ingestion/sources/snowflake#${id}`);
        await expect.poll(() => top(`tr[id="${id}"]`)).toBeLessThan(200);
        expect(await top(`tr[id="${id}"]`)).toBeGreaterThanOrEqual(0);
        expect(await paintedRow(id)).toBe(id);
      }
      await gotoHydrated(page, '/docs/generated/ingestion/sources/snowflake#config-enable_stateful_usage_ingestion');
      await expect.poll(() => top('tr#config-enable_stateful_usage_ingestion')).toBeLessThan(200);
      expect(await top('tr#config-enable_stateful_usage_ingestion')).toBeGreaterThanOrEqual(0);
      expect(await paintedRow('config-enable_stateful_usage_ingestion')).toBe('config-enable_stateful_usage_ingestion');
      await page.evaluate(() => (window.location.hash = '#starter-recipes'));
      await expect.poll(() => top('h2#starter-recipes')).toBeLessThan(200);
      expect(await top('h2#starter-recipes')).toBeGreaterThanOrEqual(0);
    }
    // "Edit this page" points at the data file, never at the generated page.
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
      'href',
      /data\/connectors\/snowflake\.yaml$/,
    );
  });

  test('the sources index groups connectors by platform type in the sidebar', async ({page}) => {
    await gotoHydrated(page, '/docs/generated/ingestion/sources');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('button', {name: /Database/}).first()).toBeAttached();
  });

  test('an entity page lists its aspects and links related entities', async ({page}) => {
    await gotoHydrated(page, '/docs/generated/metamodel/entities/dataset');
    await expect(page.locator('article')).toContainText('urn:li:dataset:');
    for (const aspect of ['datasetProperties', 'schemaMetadata', 'ownership']) {
      await expect(page.locator('article h3', {hasText: aspect}).first()).toBeVisible();
    }
    await expect(page.locator('article a[href^="/docs/generated/metamodel/entities/"]').first()).toBeAttached();
  });

  test('on a phone, deep links past the aspect tables land on their heading, and the tables show when reached', async ({
    page,
  }) => {
    // Tables are laid out only near the viewport on a phone (content-visibility): positions must still be right.
    await page.setViewportSize({width: 390, height: 800});
    const below = (selector: string) =>
      page.evaluate((target) => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        const box = document.querySelector(target)!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 5, box.top + box.height / 2);
        return {top: Math.round(box.top - navbar), painted: hit?.closest(target) !== null};
      }, selector);
    for (const id of ['forms', 'related-entities']) {
      await gotoHydrated(page, `/docs/generated/metamodel/entities/dataset#${id}`);
      await expect.poll(async () => (await below(`[id="${id}"]`)).top).toBeLessThan(200);
      const landed = await below(`[id="${id}"]`);
      expect(landed.top).toBeGreaterThanOrEqual(0);
      expect(landed.painted).toBe(true);
    }
    const table = page.locator('article table').nth(5);
    await table.scrollIntoViewIfNeeded();
    await expect(table.locator('td').first()).toBeVisible();
    expect(await table.evaluate((t) => t.getBoundingClientRect().height)).toBeGreaterThan(50);
  });

  test('the GraphQL objects page documents Dataset with its fields and type links', async ({page}) => {
    // Objects are split into pages by letter; the index links each type to its page.
    await gotoHydrated(page, '/docs/graphql/objects');
    await expect(page.locator('a[href="/docs/graphql/objects-d-1#dataset"]').first()).toBeAttached();
    await gotoHydrated(page, '/docs/graphql/objects-d-1#dataset');
    const heading = page.locator('h3#dataset');
    await expect(heading).toBeVisible();
    const table = page.locator('h3#dataset ~ table').first();
    await expect(table).toContainText('urn');
    await expect(page.locator('a[href="/docs/graphql/enums#entitytype"]').first()).toBeAttached();
  });

  test('release notes: history index and a release page', async ({page}) => {
    await gotoHydrated(page, '/docs/managed-datahub/release-notes');
    await expect(page.locator('article a[href$="/release-notes/v_0_3_13"]').first()).toBeVisible();
    await gotoHydrated(page, '/docs/managed-datahub/release-notes/v_0_1_69');
    await expect(page.locator('article h1')).toContainText('0.1.69');
  });

  test('the lineage support page is derived from connector capabilities', async ({page}) => {
    await gotoHydrated(page, '/docs/generated/lineage/automatic-lineage');
    await expect(page.locator('article a[href="/docs/generated/ingestion/sources/snowflake"]').first()).toBeVisible();
  });
});

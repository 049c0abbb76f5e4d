import {expect, test, type Page} from '@playwright/test';
import {expectPage, gotoHydrated} from './helpers';

interface Matrix {
  capabilities: {key: string; label: string}[];
  sources: {id: string; supported: string[]; platformType: string}[];
}

const rows = (page: Page) => page.locator('tbody tr');
const MATRIX = '/integrations/capabilities';
const HEADING = 'Connector capability matrix';

test.describe('connector capability matrix', () => {
  let matrix: Matrix;
  test.beforeAll(async ({request}) => {
    const response = await request.get('/integrations/capabilities.json');
    expect(response.status()).toBe(200);
    matrix = (await response.json()) as Matrix;
  });

  test('the JSON is served and the static HTML has every source', async ({request}) => {
    expect(matrix.capabilities).toHaveLength(15);
    expect(matrix.sources.length).toBeGreaterThan(50);
    const html = await (await request.get('/integrations/capabilities')).text();
    expect(html.match(/data-source=/g)).toHaveLength(matrix.sources.length);
    expect(html).toContain('>Yes<');
  });

  test('sorts by number of capabilities and by name, with aria-sort and the URL', async ({page}) => {
    await gotoHydrated(page, '/integrations/capabilities');
    await expect(rows(page)).toHaveCount(matrix.sources.length);
    const countHeader = page.getByRole('columnheader', {name: 'Capabilities'});
    await countHeader.getByRole('button').click();
    await expect(countHeader).toHaveAttribute('aria-sort', 'descending');
    await expectPage(page, `${MATRIX}?sort=count&dir=desc`, HEADING);
    const max = Math.max(...matrix.sources.map((s) => s.supported.length));
    const min = Math.min(...matrix.sources.map((s) => s.supported.length));
    await expect(rows(page).first().locator('td').nth(1)).toHaveText(String(max));
    await expect(rows(page).last().locator('td').nth(1)).toHaveText(String(min));

    const nameHeader = page.getByRole('columnheader', {name: 'Source'});
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(countHeader).toHaveAttribute('aria-sort', 'none');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const names = await rows(page).locator('th').allInnerTexts();
    const firstNames = names.map((n) => n.split('\n')[0]!);
    expect(firstNames).toEqual([...firstNames].sort((a, b) => b.localeCompare(a, 'en', {sensitivity: 'base'})));
  });

  test('filters by capability and platform type, kept in the URL across a reload', async ({page}) => {
    await gotoHydrated(page, '/integrations/capabilities');
    await page.getByRole('group', {name: 'Supports'}).getByRole('checkbox', {name: 'Column-level lineage'}).check();
    await expectPage(page, `${MATRIX}?supports=columnLineage`, HEADING);
    const expected = matrix.sources.filter((s) => s.supported.includes('columnLineage'));
    await expect(rows(page)).toHaveCount(expected.length);
    await expect(page.getByRole('status').filter({hasText: `Showing ${expected.length} of`})).toBeVisible();

    await page.getByRole('group', {name: 'Platform type'}).getByRole('checkbox', {name: 'BI Tool'}).check();
    const both = expected.filter((s) => s.platformType === 'BI Tool');
    await expect(rows(page)).toHaveCount(both.length);

    await page.reload();
    await expect(page.getByRole('checkbox', {name: 'Column-level lineage'})).toBeChecked();
    await expect(page.getByRole('checkbox', {name: 'BI Tool'})).toBeChecked();
    await expect(rows(page)).toHaveCount(both.length);
    const ids = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-source')));
    expect(new Set(ids)).toEqual(new Set(both.map((s) => s.id)));
  });

  test('support is written out, not only coloured, and notes are visible on demand', async ({page}) => {
    await gotoHydrated(page, '/integrations/capabilities');
    const withNotes = page.locator('tbody details').first();
    await expect(withNotes.locator('dd').first()).toBeHidden();
    await withNotes.locator('summary').click();
    await expect(withNotes.locator('dd').first()).toBeVisible();
    const cells = await rows(page).first().locator('td').allInnerTexts();
    expect(cells.slice(2).every((text) => /\b(Yes|No)\b/.test(text))).toBe(true);
  });
});

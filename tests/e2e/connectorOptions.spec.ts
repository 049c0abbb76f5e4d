import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {e2eBuildDir} from '../../bench/audit';
import {collectErrors, gotoHydrated, markDocument, sameDocument} from './helpers';

/**
 * The options table of a connector page (src/components/ConnectorOptions): required and common options open, the
 * rest in collapsed native <details> groups; a link to a row in a closed group opens it (src/clientModules/
 * hashScroll.ts), on load, on an in-page hash change and from the recipe checker's problem links.
 */
const SNOWFLAKE = '/docs/generated/ingestion/sources/snowflake';

const group = (page: Page, key: string) => page.locator(`details[id="options-group-${key}"]`);
const row = (page: Page, id: string) => page.locator(`tr[id="${id}"]`);
const region = (page: Page) => page.getByRole('region', {name: 'Recipe checker'});

/** Distance from the bottom of the fixed navbar to the top of the element with this id. */
const belowNavbar = (page: Page, id: string) =>
  page.evaluate((target) => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    return Math.round(document.getElementById(target)!.getBoundingClientRect().top - navbar);
  }, id);

async function expectLanded(page: Page, id: string): Promise<void> {
  await expect(row(page, id)).toBeVisible();
  await expect.poll(() => belowNavbar(page, id)).toBeLessThan(200);
  expect(await belowNavbar(page, id)).toBeGreaterThanOrEqual(0);
}

test('the starter recipe comes before the options, and the options open with the required ones', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, SNOWFLAKE);
  const top = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(await top('h2#starter-recipes')).toBeLessThan(await top('h2#configuration'));
  expect(await top('h2#configuration')).toBeLessThan(await top('h2#capabilities'));
  await expect(row(page, 'config-account_id')).toBeVisible();
  await expect(row(page, 'config-include_tables')).toBeHidden();
  const summary = group(page, 'prefix-include_').locator('summary');
  await expect(summary).toContainText('include_*');
  await expect(summary).toContainText('21 options');
  // A capability in "At a glance" links to its row further down.
  await page.locator('a[href="#capability-column-lineage"]').first().click();
  await expect.poll(() => belowNavbar(page, 'capability-column-lineage')).toBeLessThan(200);
});

test('a deep link into a collapsed group opens it and lands on the row, on load and on a hash change', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({width, height: 800});
    await page.goto('about:blank'); // a full load, not a fragment change of the page already open
    await gotoHydrated(page, `${SNOWFLAKE}#config-include_tables`);
    await expect(group(page, 'prefix-include_')).toHaveAttribute('open', '');
    await expectLanded(page, 'config-include_tables');
    // Only the group the link points into opens.
    await expect(group(page, 'option-marketplace')).not.toHaveAttribute('open');
    // The address changes in place (as the address bar or the history does): that group opens too.
    await page.evaluate(() => (window.location.hash = '#config-marketplace.enabled'));
    await expect(group(page, 'option-marketplace')).toHaveAttribute('open', '');
    await expectLanded(page, 'config-marketplace.enabled');
    // A nested field left out of the open table (profiling is open, this field is in its group), by a fragment
    // navigation of the open page.
    await gotoHydrated(page, `${SNOWFLAKE}#config-profiling.profile_table_row_limit`);
    await expect(group(page, 'option-profiling')).toHaveAttribute('open', '');
    await expectLanded(page, 'config-profiling.profile_table_row_limit');
  }
  expect(errors).toEqual([]);
});

test('a recipe checker problem link opens the group of its option, also after the reader closed it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, SNOWFLAKE);
  const box = region(page).getByRole('textbox', {name: 'Recipe', exact: true});
  await box.click();
  await box.fill(
    ['source:', '  type: snowflake', '  config:', '    account_id: abc', '    include_tabels: false'].join('\n'),
  );
  const link = region(page).getByRole('link', {name: 'include_tables in the options table'});
  const include = group(page, 'prefix-include_');
  await expect(include).not.toHaveAttribute('open');
  await link.click();
  await expect(page).toHaveURL(/#config-include_tables$/);
  await expect(include).toHaveAttribute('open', '');
  await expectLanded(page, 'config-include_tables');
  // Closed again, the same link (the hash does not change, so no event fires) still opens it.
  await include.locator('summary').click();
  await expect(include).not.toHaveAttribute('open');
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(include).toHaveAttribute('open', '');
  await expectLanded(page, 'config-include_tables');
});

test('a group opened from a deep link stays open when the page body renders live', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, `${SNOWFLAKE}#config-include_tables`);
  await expect(group(page, 'prefix-include_')).toHaveAttribute('open', '');
  // Focusing the recipe checker renders the static body live (new elements).
  await region(page).getByRole('textbox', {name: 'Recipe', exact: true}).focus();
  await expect(page.locator('[data-static-body]:has(.markdown)')).toHaveCount(0);
  await expect(group(page, 'prefix-include_')).toHaveAttribute('open', '');
  await expect(row(page, 'config-include_tables')).toBeVisible();
});

/** Requests of JSON files (a connector's options rows, src/hydration/deferredData.ts) the page makes. */
function jsonRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.json')) urls.push(request.url());
  });
  return urls;
}

test('every connector page is built with its whole options table, no placeholder waiting for script', () => {
  const dir = path.join(e2eBuildDir(), 'docs/generated/ingestion/sources');
  const pages = fs.readdirSync(dir, {withFileTypes: true}).filter((entry) => entry.isDirectory());
  expect(pages.length).toBeGreaterThan(70);
  const offenders: string[] = [];
  for (const entry of pages) {
    const html = fs.readFileSync(path.join(dir, entry.name, 'index.html'), 'utf8');
    // A render that waited for the rows would stream a fallback and swap it in by script (`<template id=B:0>`).
    if (html.includes('Loading the options') || /<template id="?B:/.test(html)) offenders.push(entry.name);
    if (html.includes('data-deferred') && !html.includes('id=config-')) offenders.push(`${entry.name} (no rows)`);
  }
  expect(offenders).toEqual([]);
});

test('a first visit does not download the options rows; the body renders live with every row and no gap', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const requests = jsonRequests(page);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, SNOWFLAKE);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  const serverRows = await page.locator('tr[id^="config-"]').count();
  expect(serverRows).toBeGreaterThan(150);
  // Focusing the recipe checker renders the body live: the rows are loaded first, so they never leave the page.
  await page.evaluate(() => {
    const seen = {loading: false};
    (window as unknown as {seen: typeof seen}).seen = seen;
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading the options')) seen.loading = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
  await region(page).getByRole('textbox', {name: 'Recipe', exact: true}).focus();
  await expect(page.locator('[data-static-body]:has(.markdown)')).toHaveCount(0);
  expect(requests).toHaveLength(1);
  await expect(page.locator('tr[id^="config-"]')).toHaveCount(serverRows);
  expect(await page.evaluate(() => (window as unknown as {seen: {loading: boolean}}).seen.loading)).toBe(false);
  expect(errors).toEqual([]);
});

test('a connector page reached in the app shows its options and lands on a linked row', async ({page}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/docs/generated/ingestion/sources');
  await markDocument(page);
  // An in-app navigation straight to a row of a collapsed group.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/docs/generated/ingestion/sources/snowflake#config-include_tables');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1, name: 'Snowflake'})).toBeVisible();
  await expect(group(page, 'prefix-include_')).toHaveAttribute('open', '');
  await expectLanded(page, 'config-include_tables');
  await expect(page.getByText('Loading the options')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('groups open without JavaScript, and long values wrap only between words', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.goto(SNOWFLAKE);
  const include = group(page, 'prefix-include_');
  await include.locator('summary').click();
  await expect(include).toHaveAttribute('open', '');
  await expect(row(page, 'config-include_tables')).toBeVisible();
  // DEFAULT_AUTHENTICATOR breaks, if at all, after its `_`: the code keeps normal wrapping and has a <wbr>.
  const code = row(page, 'config-authentication_type').locator('td').nth(1).locator('code');
  await expect(code).toHaveText('DEFAULT_AUTHENTICATOR');
  expect(await code.evaluate((element) => element.innerHTML)).toBe('DEFAULT_<wbr>AUTHENTICATOR');
  const wrap = await code.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.overflowWrap, style.wordBreak];
  });
  expect(wrap).toEqual(['normal', 'normal']);
  await context.close();
});

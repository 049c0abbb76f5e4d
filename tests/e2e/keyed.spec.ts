import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {keyedPort} from '../../playwright.config';
import {headersFile, parseHeadersFile} from '../../scripts/security/headers';
import {KEYED_BUILD_DIR, TEST_IDS} from '../../scripts/security/keyedBuild';
import {expectPage} from './helpers';

/**
 * The production configuration (`npm run build:keyed`: every analytics and third-party identifier set to a test
 * value), served with the committed security headers: each configured script is requested and allowed by the policy,
 * and the analytics tag records a page view on each route change.
 */
const origin = `http://127.0.0.1:${keyedPort}`;
test.use({baseURL: origin});

const committed = Object.fromEntries(parseHeadersFile(fs.readFileSync(headersFile, 'utf8')));

/** Every request that leaves the site, answered locally with an empty script; and the CSP violations of the page. */
async function instrument(page: Page): Promise<{requested: string[]; violations: string[]}> {
  const requested: string[] = [];
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {reportCspViolation: (text: string) => void}).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({status: 200, contentType: 'application/javascript', body: '/* third-party stand-in */'});
    },
  );
  return {requested, violations};
}

test.describe('production configuration (keyed build)', () => {
  test.beforeAll(() => {
    expect(
      fs.existsSync(path.join(KEYED_BUILD_DIR, 'index.html')),
      'build-keyed/ is missing: run `npm run build:keyed`',
    ).toBe(true);
  });

  test('is served with the committed policy, which allows every configured script', async ({page}) => {
    const {requested, violations} = await instrument(page);
    const response = await page.goto('/docs/quickstart');
    expect(response?.headers()['content-security-policy']).toBe(committed['Content-Security-Policy']);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const expected = [
      `https://www.googletagmanager.com/gtag/js?id=${TEST_IDS.GTAG_TRACKING_ID}`,
      `https://www.googletagmanager.com/gtm.js?id=${TEST_IDS.GTM_CONTAINER_ID}`,
      `https://static.hotjar.com/c/hotjar-${TEST_IDS.HOTJAR_SITE_ID}.js?sv=6`,
      `https://s3-us-west-2.amazonaws.com/b2bjsstore/b/${TEST_IDS.RB2B_ID}/${TEST_IDS.RB2B_ID}.js.gz`,
      'https://js.chilipiper.com/marketing.js',
      `https://tag.clearbit.com/v1/${TEST_IDS.CLEARBIT_KEY}/tags.js`,
      'https://widget.kapa.ai/kapa-widget.bundle.js',
    ];
    await expect.poll(() => expected.filter((url) => !requested.includes(url))).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('the analytics tag is configured without IP anonymisation and records a page view on each route change', async ({
    page,
  }) => {
    const {violations} = await instrument(page);
    await page.goto('/docs/quickstart');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const dataLayer = () =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []).map((entry) =>
          JSON.stringify(
            typeof entry === 'object' && entry !== null && 'length' in entry
              ? Array.from(entry as ArrayLike<unknown>)
              : entry,
          ),
        ),
      );
    expect(await dataLayer()).toContain(JSON.stringify(['config', TEST_IDS.GTAG_TRACKING_ID, {}]));
    for (const [link, pathname, heading] of [
      ['nav.navbar a[href="/integrations"]', '/integrations', 'Connect to 70+ data systems'],
      ['nav.navbar a[href="/docs"]', '/docs', 'DataHub documentation'],
    ] as const) {
      await page.locator(link).first().click();
      await expectPage(page, pathname, heading);
      await expect
        .poll(dataLayer)
        .toEqual(
          expect.arrayContaining([
            JSON.stringify(['set', 'page_path', pathname]),
            JSON.stringify(['event', 'page_view']),
          ]),
        );
    }
    const views = (await dataLayer()).filter((entry) => entry === JSON.stringify(['event', 'page_view']));
    expect(views).toHaveLength(2);
    expect(violations).toEqual([]);
  });
});

import fs from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {headersFile, parseHeadersFile} from '../../scripts/security/headers';
import {expectPage, linkTarget, markDocument, sameDocument} from './helpers';

/**
 * The committed security headers (static/_headers, written by scripts/security/headers.ts) do not break the site:
 * pages are served with them, as the static host will, and must work with no Content-Security-Policy violation.
 */
const securityHeaders = Object.fromEntries(parseHeadersFile(fs.readFileSync(headersFile, 'utf8')));

/**
 * DocSearch 4 bundles zod, whose `allowsEval` probe runs `Function("")` in a try/catch to choose its non-eval code
 * path. Under the CSP the probe fails as intended (no 'unsafe-eval' is granted) but still fires a violation event.
 * Only that probe is tolerated: an eval violation whose source chunk is the DocSearch modal containing the probe.
 */
async function isDocSearchEvalProbe(page: Page, violation: string): Promise<boolean> {
  const match = /^script-src blocked eval \((.+):\d+\)$/.exec(violation);
  if (!match?.[1]) return false;
  const source = await (await page.request.get(match[1])).text();
  return source.includes('DocSearchModal') && source.includes('try{return Function(""),!0}catch');
}

/**
 * Serves every document with the security headers and collects CSP violations, across reloads too. The e2e server
 * (scripts/serve) already sends the headers of the build's copy of `_headers`; the committed file's values replace
 * them (same names, lower case), so a stale build cannot hide a policy change.
 */
async function withSecurityHeaders(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (text: string) => void}).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const committed = Object.fromEntries(
      Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
    );
    await route.fulfill({response, headers: {...response.headers(), ...committed}});
  });
  return violations;
}

async function gotoWithHeaders(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toBe(securityHeaders['Content-Security-Policy']);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

test('static/_headers has a strict policy and the other security headers', () => {
  const csp = securityHeaders['Content-Security-Policy'] ?? '';
  expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(securityHeaders['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
  expect(securityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(securityHeaders['Permissions-Policy']).toContain('camera=()');
});

for (const route of ['/', '/docs/quickstart', '/integrations']) {
  test(`${route} works under the CSP`, async ({page}) => {
    const violations = await withSecurityHeaders(page);
    await gotoWithHeaders(page, route);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('the /search page runs Pagefind (WebAssembly) under the CSP', async ({page}) => {
  const violations = await withSecurityHeaders(page);
  await gotoWithHeaders(page, '/search?q=lineage');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the search modal finds pages under the CSP, and a client-side navigation follows', async ({page}) => {
  const violations = await withSecurityHeaders(page);
  await gotoWithHeaders(page, '/docs/quickstart');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('lineage');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  const target = await linkTarget(page, (await first.getAttribute('href'))!);
  expect(target.pathname).not.toBe('/docs/quickstart');
  await markDocument(page);
  await first.click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // The hit's page is shown, rendered by the app (its chunks loaded under the policy), without a full page load.
  await expectPage(page, target.address, target.heading);
  expect(await sameDocument(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  const unexpected = [];
  for (const violation of violations) if (!(await isDocSearchEvalProbe(page, violation))) unexpected.push(violation);
  expect(unexpected).toEqual([]);
});

test('the violation collector sees an inline script the policy does not allow', async ({page}) => {
  const violations = await withSecurityHeaders(page);
  await gotoWithHeaders(page, '/docs/quickstart');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

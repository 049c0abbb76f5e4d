import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';
import {e2eBuildDir, fileForRoute, repoRoot} from '../../bench/audit';

/**
 * Weight budgets (bench/budgets.json): gzipped bytes (zlib level 9, as a static host would serve them) of the
 * HTML, CSS and JS a first visit loads from the site itself, counted from the files of the served build.
 * `total` is HTML + CSS + JS. Images, fonts and the chunks Docusaurus prefetches for links in view ("other")
 * are reported but not budgeted: prefetching depends on timing, so that figure moves between runs.
 */
type Kind = 'html' | 'css' | 'js' | 'other';
type Weights = Record<Kind | 'total', number>;
const budgets = JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench/budgets.json'), 'utf8')) as {
  pages: Record<string, Omit<Weights, 'other'>>;
};

const kindOf = (resourceType: string): Kind =>
  resourceType === 'document'
    ? 'html'
    : resourceType === 'stylesheet'
      ? 'css'
      : resourceType === 'script'
        ? 'js'
        : 'other';

for (const [route, budget] of Object.entries(budgets.pages)) {
  test(`first visit to ${route} stays within its budget`, async ({browser, baseURL}) => {
    const context = await browser.newContext();
    const loaded = new Map<string, Kind>();
    context.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL as string).origin) return;
      // A chunk both prefetched and then executed counts once, as JS.
      const kind = kindOf(request.resourceType());
      if (loaded.get(url.pathname) === undefined || loaded.get(url.pathname) === 'other')
        loaded.set(url.pathname, kind);
    });
    const page = await context.newPage();
    await page.goto(route, {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await context.close();

    const weights: Weights = {html: 0, css: 0, js: 0, other: 0, total: 0};
    for (const [pathname, kind] of loaded) {
      const file = fileForRoute(e2eBuildDir(), pathname);
      expect(file, `${pathname} was served but is not in the build`).toBeDefined();
      const gzipped = zlib.gzipSync(fs.readFileSync(file as string), {level: 9}).length;
      weights[kind] += gzipped;
      if (kind !== 'other') weights.total += gzipped;
    }
    test.info().annotations.push({type: 'weights', description: JSON.stringify(weights)});
    console.log(`${route}: ${JSON.stringify(weights)}`);
    for (const kind of ['html', 'css', 'js', 'total'] as const) {
      expect(weights[kind], `${route} ${kind}: ${weights[kind]} B > budget ${budget[kind]} B`).toBeLessThanOrEqual(
        budget[kind],
      );
    }
  });
}

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';
import {e2eBuildDir, fileForRoute, repoRoot} from '../../bench/audit';
import {MEASURED_PAGES} from '../../bench/families';

/**
 * Weight budgets (bench/budgets.json): the bytes a first visit loads from the site itself, counted from the files of
 * the served build. Text (HTML, CSS, JS, SVG) counts gzipped at zlib level 9, as a static host serves it; fonts and
 * raster images count as stored (they are compressed formats). `total` is HTML + CSS + JS. Chunks Docusaurus
 * prefetches for links in view ("prefetch") are reported but not budgeted: prefetching depends on timing.
 */
type Kind = 'html' | 'css' | 'js' | 'font' | 'image' | 'prefetch';
type Budget = Record<'html' | 'css' | 'js' | 'total' | 'font' | 'image', number>;
type Weights = Record<Kind | 'total', number>;
const budgets = JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench/budgets.json'), 'utf8')) as {
  pages: Record<string, Budget>;
};
const BUDGETED = ['html', 'css', 'js', 'total', 'font', 'image'] as const;

const kindOf = (resourceType: string): Kind =>
  (
    ({document: 'html', stylesheet: 'css', script: 'js', font: 'font', image: 'image'}) as Record<
      string,
      Kind | undefined
    >
  )[resourceType] ?? 'prefetch';

const servedBytes = (file: string): number => {
  const bytes = fs.readFileSync(file);
  return /\.(woff2?|png|jpe?g|webp|avif|gif|ico)$/i.test(file) ? bytes.length : zlib.gzipSync(bytes, {level: 9}).length;
};

test('every measured page family has a budget for each kind of resource', () => {
  expect(Object.keys(budgets.pages).sort()).toEqual([...MEASURED_PAGES].sort());
  for (const [route, budget] of Object.entries(budgets.pages)) {
    for (const kind of BUDGETED) expect(budget[kind], `${route} has no ${kind} budget`).toBeGreaterThanOrEqual(0);
  }
});

for (const [route, budget] of Object.entries(budgets.pages)) {
  test(`first visit to ${route} stays within its budget`, async ({browser, baseURL}) => {
    const context = await browser.newContext();
    const loaded = new Map<string, Kind>();
    context.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL as string).origin) return;
      // A chunk both prefetched and then executed counts once, as JS.
      const kind = kindOf(request.resourceType());
      if (loaded.get(url.pathname) === undefined || loaded.get(url.pathname) === 'prefetch')
        loaded.set(url.pathname, kind);
    });
    const page = await context.newPage();
    await page.goto(route, {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await context.close();

    const weights: Weights = {html: 0, css: 0, js: 0, font: 0, image: 0, prefetch: 0, total: 0};
    for (const [pathname, kind] of loaded) {
      const file = fileForRoute(e2eBuildDir(), pathname);
      expect(file, `${pathname} was served but is not in the build`).toBeDefined();
      const bytes = servedBytes(file as string);
      weights[kind] += bytes;
      if (kind === 'html' || kind === 'css' || kind === 'js') weights.total += bytes;
    }
    test.info().annotations.push({type: 'weights', description: JSON.stringify(weights)});
    console.log(`${route}: ${JSON.stringify(weights)}`);
    for (const kind of BUDGETED) {
      expect(weights[kind], `${route} ${kind}: ${weights[kind]} B > budget ${budget[kind]} B`).toBeLessThanOrEqual(
        budget[kind],
      );
    }
  });
}

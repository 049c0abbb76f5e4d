import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {browserProblems, e2eBuildDir, evenSample, isSitePage, sitemapRoutes} from '../../bench/audit';

/**
 * URLs of sitemap.xml (rewritten to the served origin) load with status 200, hydrate and log no console error.
 * Sampled here (every site page plus 40 spread over the docs and Learn); `tsx bench/audit.ts` loads them all.
 */
const SPREAD = 40;
const sitemapFile = path.join(e2eBuildDir(), 'sitemap.xml');

if (!fs.existsSync(sitemapFile)) {
  test('sitemap.xml exists in the build', () => {
    expect(fs.existsSync(sitemapFile), `${sitemapFile} is missing: build the site first`).toBe(true);
  });
} else {
  const routes = sitemapRoutes(e2eBuildDir());
  const sample = [...new Set([...routes.filter(isSitePage), ...evenSample(routes, SPREAD)])];

  test('the sitemap lists the site pages and the docs', () => {
    expect(routes).toContain('/');
    expect(routes).toContain('/docs/quickstart');
    expect(routes.some((route) => route.startsWith('/test-only'))).toBe(false);
  });

  for (const route of sample) {
    test(`sitemap URL loads cleanly: ${route}`, async ({page}) => {
      const problems = await browserProblems(page, route);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {expectPage, servedHeading} from './helpers';

/**
 * Every URL of the original documentation (tests/routes/original-routes.txt, copied from the spec's shared folder)
 * must resolve: to a page with real content, or, for at most 15 of them, to a redirect to the page that covers the
 * same topic.
 */
const routes = fs
  .readFileSync(path.join(process.cwd(), 'tests/routes/original-routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

const MIN_WORDS = 300;
const MAX_REDIRECTS = 15;

/** The target of a client-side redirect page (meta refresh), or null for a real page. */
function redirectTarget(html: string): string | null {
  const refresh = cheerio.load(html)('meta[http-equiv="refresh"]').attr('content');
  return refresh?.match(/url=(.+)$/i)?.[1]?.trim() ?? null;
}

function articleWords(html: string): number {
  const $ = cheerio.load(html);
  // Code does not count as prose (CONTENT_GUIDE.md); tables of explained options do.
  $('.theme-doc-markdown pre').remove();
  const text = $('.theme-doc-markdown').text();
  return text.split(/\s+/).filter(Boolean).length;
}

async function resolve(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  const html = await response.text();
  return {status: response.status(), html, redirect: redirectTarget(html)};
}

test('every original route resolves to a real page or a redirect to one', async ({request}) => {
  test.setTimeout(180_000);
  expect(routes.length).toBeGreaterThanOrEqual(250);
  const failures: string[] = [];
  const redirected: string[] = [];
  for (const route of routes) {
    let page = await resolve(request, route);
    if (page.redirect) {
      redirected.push(`${route} -> ${page.redirect}`);
      page = await resolve(request, page.redirect);
    }
    if (page.status !== 200) failures.push(`${route}: HTTP ${page.status}`);
    else if (/<title>Page Not Found/.test(page.html)) failures.push(`${route}: Page Not Found`);
    else if (articleWords(page.html) < MIN_WORDS) failures.push(`${route}: only ${articleWords(page.html)} words`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
  expect(redirected.length, redirected.join('\n')).toBeLessThanOrEqual(MAX_REDIRECTS);
});

test('/docs/1.1.0 and /docs/1.1.0/ lead to the frozen version main page', async ({page}) => {
  const heading = await servedHeading(page, '/docs/1.1.0/features');
  for (const url of ['/docs/1.1.0', '/docs/1.1.0/']) {
    await page.goto(url);
    // The redirect has landed on the features page (the redirect page itself has no h1): only then is the 404
    // check meaningful.
    await expectPage(page, '/docs/1.1.0/features', heading);
    await expect(page.locator('h1')).not.toHaveText(/Page Not Found/);
    // Exact and case-sensitive: a string `hasText` would also accept "What is DataHub?".
    await expect(
      page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'What Is DataHub?', exact: true}).first(),
    ).toBeVisible();
  }
});

test('the category index pages use the generated-index layout in both versions', async ({page}) => {
  for (const version of ['', '/1.1.0']) {
    for (const slug of ['community', 'deployment-guides', 'features']) {
      await page.goto(`/docs${version}/category/${slug}`);
      await expect(page.locator('.generatedIndexPage_vN6x, [class*="generatedIndexPage"]')).toHaveCount(1);
      await expect(page.locator('article .card').first()).toBeVisible();
      // A section's index lists its pages, not one card for a nested section of the same name.
      expect(await page.locator('article .card').count(), `${version}/category/${slug}`).toBeGreaterThan(1);
      // Card icons are inline SVG, not the theme's emoji (a box where no emoji font is installed).
      await expect(page.locator('article .card h2 svg[aria-hidden="true"]').first()).toBeVisible();
      expect((await page.locator('article').allInnerTexts()).join('\n')).not.toMatch(/[\u{1F5C3}\u{1F4C4}\u{1F517}]/u);
    }
  }
});

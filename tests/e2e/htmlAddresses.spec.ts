import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {e2eBuildDir} from '../../bench/audit';
import {collectErrors, expectPage, gotoHydrated} from './helpers';
import {SPEC} from '../spec/strings';
import {siteUrl} from '../../config/site';

/** One page of each family, with its exact H1. */
const PAGES = [
  {family: 'site page', path: '/integrations', h1: 'Connect to 70+ data systems'},
  {
    family: 'blog post',
    path: '/learn/data-mesh',
    h1: 'Data mesh in practice: the four principles and the metadata that makes them work',
  },
  {family: 'Next doc', path: '/docs/quickstart', h1: 'DataHub Quickstart'},
  {family: '1.1.0 doc', path: '/docs/1.1.0/quickstart', h1: 'DataHub Quickstart'},
];

async function expectPageAlone(page: Page, pathname: string, h1: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.locator('h1')).toHaveText([h1]);
  await expect(page.locator('nav.navbar')).toHaveCount(1);
  await expect(page.locator('footer.footer')).toHaveCount(1);
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  // The canonical address names the page without the suffix.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${pathname}`);
}

test.describe('.html and /index.html addresses give the page alone', () => {
  for (const {family, path: pathname, h1} of PAGES) {
    for (const suffix of ['.html', '/index.html']) {
      test(`${family}: ${pathname}${suffix}`, async ({page}) => {
        const errors = collectErrors(page);
        await gotoHydrated(page, `${pathname}${suffix}`);
        await expectPageAlone(page, pathname, h1);
        expect(errors).toEqual([]);
      });
    }
  }

  test('the home page at /index.html', async ({page}) => {
    await gotoHydrated(page, '/index.html');
    await expectPage(page, '/', SPEC.tagline);
    await expect(page.locator('nav.navbar')).toHaveCount(1);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
});

test('an unknown path answers status 404 with the not-found page, in every form', async ({request}) => {
  for (const pathname of ['/docs/no-such-page', '/docs/no-such-page.html', '/no-such-page/index.html']) {
    const response = await request.get(pathname, {maxRedirects: 5});
    expect(response.status(), pathname).toBe(404);
    expect(await response.text(), pathname).toContain('Page Not Found');
  }
});

test.describe('on a static host without clean-URL redirects', () => {
  // Such a host answers `x.html` with its 404.html and `x/index.html` with the file: the page leaves for `x`.
  const notFoundHtml = () => fs.readFileSync(path.join(e2eBuildDir(), '404.html'), 'utf8');
  const ownHtml = (pathname: string) => fs.readFileSync(path.join(e2eBuildDir(), pathname, 'index.html'), 'utf8');

  for (const {family, path: pathname, h1} of PAGES) {
    test(`${family}: ${pathname}.html served as the 404 page`, async ({page}) => {
      await page.route(`**${pathname}.html`, (route) =>
        route.fulfill({status: 404, contentType: 'text/html', body: notFoundHtml()}),
      );
      await page.goto(`${pathname}.html`);
      await expectPageAlone(page, pathname, h1);
    });

    test(`${family}: ${pathname}/index.html served as its own file`, async ({page}) => {
      await page.route(`**${pathname}/index.html`, (route) =>
        route.fulfill({status: 200, contentType: 'text/html', body: ownHtml(pathname)}),
      );
      await page.goto(`${pathname}/index.html`);
      await expectPageAlone(page, pathname, h1);
    });
  }
});

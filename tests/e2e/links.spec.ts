import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test} from '@playwright/test';
import {crawlLinks, e2eBuildDir, evenSample, sitemapRoutes} from '../../bench/audit';
import {familySamples} from './routes';

/**
 * Internal links and anchors of a sample of the served build resolve: every same-origin link, image, script and
 * stylesheet of the sampled pages answers 200 and every #anchor is an id in its target page. External links are
 * not fetched. `tsx bench/audit.ts <buildDir>` crawls the whole site the same way.
 */
const SAMPLED_PAGES = 300;

test('internal links and anchors of sampled pages resolve', async ({baseURL}) => {
  test.setTimeout(90_000);
  const routes = sitemapRoutes(e2eBuildDir());
  const families = Object.entries(familySamples)
    .filter(([family]) => family !== 'notFound')
    .map(([, route]) => new URL(route, 'http://x').pathname);
  const sources = [...new Set([...families, ...evenSample(routes, SAMPLED_PAGES)])];

  const result = await crawlLinks(baseURL as string, sources, {follow: false});

  const report = result.issues.map((issue) => `${issue.page} -> ${issue.href}: ${issue.reason}`);
  expect(report, report.join('\n')).toEqual([]);
  // The crawl really looked at links: every page has navbar, sidebar or footer links, and docs have anchors.
  expect(result.pagesCrawled).toBe(sources.length);
  expect(result.refsChecked).toBeGreaterThan(sources.length * 10);
  expect(result.anchorsChecked).toBeGreaterThan(0);
});

test('the link checker parses minified HTML and reports missing pages and anchors', async () => {
  // A three-page site: /a links to an existing anchor, a missing anchor, a missing page and an external page.
  const pages: Record<string, string> = {
    '/a': '<a href=/b#present>ok</a><a href="/b#missing">bad anchor</a><a href=/gone>bad page</a><a href=https://example.org/x>ext</a>',
    '/b': '<h2 id=present>Present</h2><a href=/a>back</a>',
  };
  const server = http.createServer((request, response) => {
    const body = pages[request.url ?? ''];
    response.writeHead(body ? 200 : 404, {'content-type': 'text/html'});
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  try {
    const result = await crawlLinks(`http://127.0.0.1:${port}`, ['/a'], {follow: true});
    expect(result.issues.map((i) => `${i.href}: ${i.reason}`).sort()).toEqual([
      '/b#missing: no element with id "missing" in /b',
      '/gone: answered 404',
    ]);
    expect([...result.external]).toEqual(['https://example.org/x']);
    expect(result.pagesCrawled).toBe(2);
  } finally {
    server.close();
  }
});

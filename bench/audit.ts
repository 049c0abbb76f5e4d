/**
 * Full audit of a built site, and the helpers the sampled e2e checks share with it
 * (tests/e2e/links.spec.ts, sitemap.spec.ts, htmlValidity.spec.ts, budgets.spec.ts).
 *
 *   tsx bench/audit.ts [buildDir=build]
 *
 * - crawls every page reachable from the sitemap over the served build: each same-origin link, image,
 *   script and stylesheet must answer 200 and each `#anchor` must be an id (or name) in the target HTML;
 * - lists external links in bench/results/external-links.txt (never fetched);
 * - loads every sitemap URL in Chromium: status 200, hydrated, no console error;
 * - writes bench/results/audit.json and exits 1 on any problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {siteUrl} from '../config/site';
import {startServer} from '../scripts/serve/server';

export const repoRoot = path.resolve(__dirname, '..');

/** Build folder the e2e specs read: the test build unless E2E_BUILD_DIR says otherwise. */
export function e2eBuildDir(): string {
  return path.resolve(repoRoot, process.env.E2E_BUILD_DIR ?? 'build-test');
}

/** The file a static host serves for a route (query and hash ignored), or undefined when it would answer 404. */
export function fileForRoute(buildDir: string, route: string): string | undefined {
  const pathname = decodeURIComponent(new URL(route, 'http://x').pathname);
  const base = path.join(buildDir, pathname);
  const candidates = [path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`, base];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Paths (with leading slash) of every URL in the build's sitemap.xml. */
export function sitemapRoutes(buildDir: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(decodeEntities(m[1] ?? ''));
    return url.pathname + url.search;
  });
}

/** Site pages (src/pages) are every sitemap route outside the docs and the Learn blog. */
export function isSitePage(route: string): boolean {
  return !/^\/(docs|learn)(\/|$)/.test(route);
}

/** `count` items spread evenly over the list (all of them when the list is shorter). */
export function evenSample<T>(items: T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({length: count}, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

export interface ServedBuild {
  origin: string;
  stop(): void;
}

/** Serves a build folder on 127.0.0.1 with the site's own server (scripts/serve), as the e2e suite does. */
export async function serveBuild(buildDir: string, port: number): Promise<ServedBuild> {
  const server = await startServer({dir: buildDir, port});
  return {origin: server.origin, stop: () => void server.close()};
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Link crawler. The built HTML is minified (attributes are often unquoted), hence the small
// attribute tokenizer instead of a naive href="..." match.

const TAG = /<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    attributes.set((m[1] ?? '').toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attributes;
}

interface ParsedPage {
  ids: Set<string>;
  /** Link-like references: a[href], link[href], img[src], script[src]. */
  refs: string[];
}

export function parseHtml(html: string): ParsedPage {
  // Script and style bodies are not markup.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (m) => m.slice(0, m.indexOf('>') + 1));
  const ids = new Set<string>();
  const refs: string[] = [];
  for (const m of markup.matchAll(TAG)) {
    const tag = (m[1] ?? '').toLowerCase();
    const attributes = attributesOf(m[2] ?? '');
    const id = attributes.get('id');
    if (id) ids.add(id);
    if (tag === 'a' && attributes.get('name')) ids.add(attributes.get('name') as string);
    const ref =
      tag === 'a' || tag === 'link'
        ? attributes.get('href')
        : tag === 'img' || tag === 'script'
          ? attributes.get('src')
          : undefined;
    if (ref !== undefined && ref !== '' && ref !== '#' && !ref.startsWith('data:')) refs.push(ref);
  }
  return {ids, refs};
}

interface Fetched {
  status: number;
  page?: ParsedPage;
}

export interface LinkIssue {
  page: string;
  href: string;
  reason: string;
}

export interface CrawlResult {
  pagesCrawled: number;
  urlsFetched: number;
  /** Internal references checked, and how many of them carried an #anchor. */
  refsChecked: number;
  anchorsChecked: number;
  issues: LinkIssue[];
  /** External URLs seen (not fetched). */
  external: Set<string>;
}

/**
 * Checks every internal reference of the `sources` pages. With `follow`, every internal HTML page found is
 * crawled in turn (the full audit); without, targets are only fetched to check status and anchors (sampling).
 * Absolute links to the production origin (siteUrl) count as internal and are checked on the served build.
 */
export async function crawlLinks(origin: string, sources: string[], {follow}: {follow: boolean}): Promise<CrawlResult> {
  const productionOrigin = new URL(siteUrl).origin;
  const fetched = new Map<string, Promise<Fetched>>();
  const issues: LinkIssue[] = [];
  const external = new Set<string>();
  const crawled = new Set<string>();
  let refsChecked = 0;
  let anchorsChecked = 0;

  const load = (pathname: string): Promise<Fetched> => {
    let pending = fetched.get(pathname);
    if (!pending) {
      pending = fetch(origin + pathname).then(async (response) => {
        const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
        const body = await response.text();
        return {status: response.status, page: isHtml ? parseHtml(body) : undefined};
      });
      fetched.set(pathname, pending);
    }
    return pending;
  };

  const crawlPage = async (pagePath: string): Promise<string[]> => {
    const source = await load(pagePath);
    if (source.status !== 200 || !source.page) {
      issues.push({page: pagePath, href: pagePath, reason: `source page answered ${source.status}`});
      return [];
    }
    const discovered: string[] = [];
    await Promise.all(
      source.page.refs.map(async (href) => {
        let url = new URL(href, origin + pagePath);
        if (url.origin === productionOrigin) url = new URL(url.pathname + url.search + url.hash, origin);
        if (url.origin !== origin) {
          external.add(href);
          return;
        }
        refsChecked++;
        const target = await load(url.pathname);
        if (target.status !== 200) {
          issues.push({page: pagePath, href, reason: `answered ${target.status}`});
          return;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && target.page) anchorsChecked++;
        if (anchor && target.page && !target.page.ids.has(anchor)) {
          issues.push({page: pagePath, href, reason: `no element with id "${anchor}" in ${url.pathname}`});
        }
        if (follow && target.page) discovered.push(url.pathname);
      }),
    );
    return discovered;
  };

  let wave = [...new Set(sources)];
  while (wave.length > 0) {
    wave.forEach((page) => crawled.add(page));
    const found = (await mapLimit(wave, 8, crawlPage)).flat();
    wave = [...new Set(found)].filter((page) => !crawled.has(page));
  }
  return {pagesCrawled: crawled.size, urlsFetched: fetched.size, refsChecked, anchorsChecked, issues, external};
}

// ---------------------------------------------------------------------------------------------
// Browser check of one URL, shared by the sitemap spec and the full audit.

/** Problems found loading `url` in a fresh page: non-200 status, no hydration, console errors. */
export async function browserProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const response = await page.goto(url);
  if (response?.status() !== 200) problems.push(`status ${response?.status() ?? 'none'}`);
  const hydrated = await page
    .waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 15_000})
    .then(() => true)
    .catch(() => false);
  if (!hydrated) problems.push('did not hydrate within 15 s');
  return problems;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const {chromium} = await import('@playwright/test');
  const {chromiumArgs} = await import('../playwright.config');
  const buildDir = path.resolve(repoRoot, process.argv[2] ?? 'build');
  const resultsDir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(resultsDir, {recursive: true});
  const served = await serveBuild(buildDir, Number(process.env.AUDIT_PORT ?? 4390));
  try {
    const routes = sitemapRoutes(buildDir);
    const started = performance.now();
    const links = await crawlLinks(served.origin, ['/', ...routes], {follow: true});
    const crawlMs = Math.round(performance.now() - started);
    fs.writeFileSync(path.join(resultsDir, 'external-links.txt'), `${[...links.external].sort().join('\n')}\n`);

    const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: chromiumArgs});
    const context = await browser.newContext();
    const sitemapIssues: {route: string; problems: string[]}[] = [];
    await mapLimit(routes, 4, async (route) => {
      const page = await context.newPage();
      const problems = await browserProblems(page, served.origin + route).catch((e: Error) => [e.message]);
      await page.close();
      if (problems.length > 0) sitemapIssues.push({route, problems});
    });
    await browser.close();

    const result = {
      date: new Date().toISOString(),
      buildDir: path.relative(repoRoot, buildDir) || '.',
      links: {
        pagesCrawled: links.pagesCrawled,
        urlsFetched: links.urlsFetched,
        refsChecked: links.refsChecked,
        anchorsChecked: links.anchorsChecked,
        externalLinks: links.external.size,
        crawlMs,
        issues: links.issues,
      },
      sitemap: {urls: routes.length, issues: sitemapIssues},
    };
    fs.writeFileSync(path.join(resultsDir, 'audit.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify({...result, links: {...result.links, issues: result.links.issues.length}}, null, 2));
    for (const issue of links.issues) console.error(`link: ${issue.page} -> ${issue.href}: ${issue.reason}`);
    for (const issue of sitemapIssues) console.error(`sitemap: ${issue.route}: ${issue.problems.join('; ')}`);
    process.exitCode = links.issues.length + sitemapIssues.length > 0 ? 1 : 0;
  } finally {
    served.stop();
  }
}

// Run only as a CLI (`tsx bench/audit.ts`), not when the specs import the helpers.
if (process.argv[1] && path.basename(process.argv[1]) === 'audit.ts') void main();

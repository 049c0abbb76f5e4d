import {load} from 'cheerio';
import {expect, test, type APIRequestContext} from '@playwright/test';

/**
 * What AI agents read (issue 34, afdocs checks): the llms.txt index and its section files, the directive on every
 * page and twin, the twins' parity with their pages and their links, and content negotiation. Request-level only:
 * the e2e server (scripts/serve) answers as production does.
 */
const SITE = 'https://docs.datahub.com';
const LIMIT = 50_000;
const localPath = (url: string) => new URL(url).pathname;
const linksOf = (text: string) => [...text.matchAll(/^- \[[^\]]+\]\((\S+?)\)/gm)].map((m) => m[1]!);
/** A page address as afdocs compares them: no `.md`, no trailing slash. */
const normalized = (pathname: string) => pathname.replace(/\.md$/, '').replace(/\/+$/, '') || '/';

async function text(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  return response.text();
}

/** The files an index links (`.txt`) and the pages they list, read from the server. */
async function walk(request: APIRequestContext, indexPath: string) {
  const index = await text(request, indexPath);
  const files = new Map<string, string>([[indexPath, index]]);
  // Section files and other versions' indexes; the full text (several MB of page content) is not an index.
  for (const link of linksOf(index).filter((l) => l.endsWith('.txt') && !l.endsWith('/llms-full.txt'))) {
    files.set(localPath(link), await text(request, localPath(link)));
  }
  const pages = [...files.values()].flatMap(linksOf).filter((l) => !l.endsWith('.txt'));
  return {index, files, pages: pages.map(localPath)};
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await text(request, '/sitemap.xml');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const SAMPLE = [
  '/docs/quickstart',
  '/docs/deploy/kubernetes',
  '/docs/generated/ingestion/sources/kafka',
  '/docs/1.1.0/quickstart',
];

test.describe('llms files', () => {
  test('the root index is small, links a file per section and the 1.1.0 index, all under 50,000 characters', async ({
    request,
  }) => {
    const {index, files} = await walk(request, '/llms.txt');
    expect(index).toMatch(/^# DataHub\n\n> \S/);
    expect(index.length).toBeLessThan(20_000);
    expect(index).toContain(`(${SITE}/docs/1.1.0/llms.txt)`);
    expect(index).toContain(`(${SITE}/docs/llms/getting-started.txt)`);
    expect(files.size).toBeGreaterThan(10);
    const old = await walk(request, '/docs/1.1.0/llms.txt');
    for (const [pathname, body] of [...files, ...old.files]) {
      expect(body.length, pathname).toBeLessThan(LIMIT);
    }
    const full = await request.get('/llms-full.txt');
    expect(full.status()).toBe(200);
  });

  test('every current doc page of the sitemap is listed by its twin, and every listed twin exists', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const {pages} = await walk(request, '/llms.txt');
    const listed = new Set(pages.map(normalized));
    const current = (await sitemapPaths(request)).filter(
      (p) => /^\/docs(\/|$)/.test(p) && !p.startsWith('/docs/1.1.0/'),
    );
    expect(current.length).toBeGreaterThan(300);
    expect(current.filter((p) => !listed.has(normalized(p)))).toEqual([]);
    const currentTwins = pages.filter((p) => !p.startsWith('/docs/1.1.0/'));
    const failures: string[] = [];
    for (let i = 0; i < currentTwins.length; i += 25) {
      await Promise.all(
        currentTwins.slice(i, i + 25).map(async (twin) => {
          const response = await request.get(twin);
          if (response.status() !== 200) failures.push(`${twin}: HTTP ${response.status()}`);
          else if (!response.headers()['content-type']?.startsWith('text/markdown')) failures.push(`${twin}: type`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  test('the 1.1.0 index covers every 1.1.0 doc page and nothing else', async ({request}) => {
    const {index, pages} = await walk(request, '/docs/1.1.0/llms.txt');
    expect(index).toMatch(/^# DataHub 1\.1\.0\n/);
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.filter((p) => !p.startsWith('/docs/1.1.0/'))).toEqual([]);
    const listed = new Set(pages.map(normalized));
    const old = (await sitemapPaths(request)).filter((p) => p.startsWith('/docs/1.1.0/'));
    expect(old.filter((p) => !listed.has(normalized(p)))).toEqual([]);
  });
});

test.describe('directives for agents', () => {
  for (const pathname of SAMPLE) {
    test(`${pathname}: the HTML names llms.txt near the start of its body and links the twin`, async ({request}) => {
      const html = await text(request, pathname);
      // Quoted or not: the page is re-serialised after the build (end tags written back), which drops needless quotes.
      const twin = `${pathname}.md`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(html).toMatch(new RegExp(`<link rel=alternate type=text/markdown href=("${twin}"|${twin})>`));
      const body = html.slice(html.indexOf('<body'));
      const visible = body.replace(/<script\b[\s\S]*?<\/script>|<nav\b[\s\S]*?<\/nav>|<style\b[\s\S]*?<\/style>/g, '');
      const at = visible.search(/\/llms\.txt/);
      expect(at).toBeGreaterThan(0);
      expect(at / visible.length).toBeLessThan(0.1);
      const $ = load(html);
      const directive = $('body > .site-agent-directive');
      expect(directive.attr('aria-hidden')).toBe('true');
      expect(directive.text()).toContain(`${SITE}${pathname}.md`);
    });

    test(`${pathname}.md: the twin names llms.txt under its title`, async ({request}) => {
      const twin = await text(request, `${pathname}.md`);
      const [title, blank, directive] = twin.split('\n');
      expect(title).toMatch(/^# \S/);
      expect(blank).toBe('');
      expect(directive).toMatch(/^> For AI agents: .*\/llms\.txt/);
    });
  }

  test('the directive is hidden on screen and from assistive technologies', async ({page}) => {
    await page.goto('/docs/quickstart');
    const directive = page.locator('.site-agent-directive');
    await expect(directive).toHaveCount(1);
    const box = await directive.boundingBox();
    expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
    // One pixel, clipped: out of sight, and out of the accessibility tree.
    await expect(directive).toHaveCSS('clip-path', 'inset(50%)');
    await expect(directive).toHaveAttribute('aria-hidden', 'true');
  });
});

test.describe('Markdown twins', () => {
  for (const pathname of SAMPLE) {
    test(`${pathname}.md keeps the page's headings, tables and admonitions`, async ({request}) => {
      const $ = load(await text(request, pathname));
      const twin = (await text(request, `${pathname}.md`)).replace(/\s+/g, ' ');
      const article = $('article .markdown').first();
      const headings = article
        .find('h2, h3')
        .map((_, el) =>
          $(el)
            .text()
            .replace(/\u200b/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .get()
        .filter(Boolean);
      expect(headings.length).toBeGreaterThan(0);
      // Headings written from code spans or links keep their words; compare on words only.
      const words = (s: string) => s.replace(/[`*_[\]()]/g, '').toLowerCase();
      const missingHeadings = headings.filter((h) => !words(twin).includes(words(h)));
      expect(missingHeadings).toEqual([]);
      const firstCells = article
        .find('table tbody tr td:first-child')
        .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
        .get()
        .filter((cell) => cell.length > 2);
      const missingCells = firstCells.filter((cell) => !words(twin).includes(words(cell)));
      expect(missingCells).toEqual([]);
      const admonitions = article.find('.theme-admonition').length;
      if (admonitions > 0) expect(twin).toMatch(/:::(note|tip|info|warning|danger|caution)/);
    });
  }

  test('the links of sample twins resolve on the site', async ({request}) => {
    test.setTimeout(120_000);
    const targets = new Set<string>();
    for (const pathname of SAMPLE) {
      const twin = await text(request, `${pathname}.md`);
      const code = /```[\s\S]*?```/g;
      for (const m of twin.replace(code, '').matchAll(/\]\((https:\/\/docs\.datahub\.com\/[^)\s#]*)/g)) {
        targets.add(localPath(m[1]!));
      }
      // No path-relative links: an agent that saved the file could not resolve them.
      expect(twin.replace(code, '').match(/\]\((?!https?:|mailto:|#)[^)]+\)/g) ?? []).toEqual([]);
    }
    expect(targets.size).toBeGreaterThan(10);
    const broken: string[] = [];
    await Promise.all(
      [...targets].map(async (target) => {
        const response = await request.get(target);
        if (response.status() !== 200) broken.push(`${target}: HTTP ${response.status()}`);
      }),
    );
    expect(broken).toEqual([]);
  });
});

test.describe('content negotiation', () => {
  for (const pathname of ['/docs/quickstart', '/docs/deploy/', '/docs/1.1.0/quickstart']) {
    test(`${pathname} with Accept: text/markdown answers its twin`, async ({request}) => {
      const response = await request.get(pathname, {headers: {accept: 'text/markdown'}});
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers()['vary']).toContain('Accept');
      expect(await response.text()).toBe(await text(request, `${pathname.replace(/\/$/, '')}.md`));
    });
  }

  test('browsers still get the HTML, and the responses revalidate', async ({request}) => {
    const response = await request.get('/docs/quickstart', {
      headers: {accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'},
    });
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['vary']).toContain('Accept');
    for (const pathname of ['/docs/quickstart', '/docs/quickstart.md', '/llms.txt']) {
      const headers = (await request.get(pathname)).headers();
      expect(headers['cache-control'], pathname).toBe('public, max-age=0, must-revalidate');
      expect(headers['etag'], pathname).toBeTruthy();
    }
  });
});

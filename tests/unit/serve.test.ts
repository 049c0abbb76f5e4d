import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {headersForPath, parseHeaderRules} from '../../scripts/serve/headersFile';
import {parseArgs} from '../../scripts/serve/index';
import {
  IMMUTABLE,
  REVALIDATE,
  chooseEncoding,
  prefersMarkdown,
  startServer,
  type RunningServer,
} from '../../scripts/serve/server';
import {parseHeadersFile, renderHeadersFile, renderVercelJson} from '../../scripts/security/headers';
import {PRECOMPRESSED_PREFIXES, isPrecompressed} from '../../scripts/security/precompressed';

const page = (canonical: string, title: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<link data-rh=true rel=canonical href=https://docs.datahub.com${canonical} /></head>` +
  `<body><h1>${title}</h1>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(40)}</body></html>`;

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
/** A Pagefind file as Pagefind writes it: its signature and data, gzip-compressed. */
const PAGEFIND_DATA = 'pagefind_dcd{"words":["lineage"]}';
const pagefindFile = () => zlib.gzipSync(PAGEFIND_DATA);
const FIXTURE: Record<string, string | Buffer> = {
  'index.html': page('/', 'Home'),
  '404.html': page('/404.html', 'Page Not Found'),
  'integrations/index.html': page('/integrations', 'Integrations'),
  'learn/data-mesh/index.html': page('/learn/data-mesh', 'Data mesh'),
  'docs/index.html': page('/docs/', 'Documentation'),
  'docs/quickstart/index.html': page('/docs/quickstart', 'Quickstart'),
  'docs/quickstart.md': '# Quickstart\n\nRun `datahub docker quickstart`.\n',
  'docs/deploy/index.html': page('/docs/deploy/', 'Deploy'),
  'docs/deploy.md': '# Deploy\n\nDeploy DataHub.\n',
  'docs/1.1.0/quickstart/index.html': page('/docs/1.1.0/quickstart', 'Quickstart 1.1.0'),
  'docs/1.1.0/quickstart.md': '# Quickstart (1.1.0)\n',
  'learn/data-mesh.md': '# not a twin of a doc, but served as a file\n',
  'assets/js/main.0a1b2c3d.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'pagefind/pagefind-worker.js': 'self.onmessage = () => {};',
  'pagefind/wasm.en.pagefind': pagefindFile(),
  'pagefind/index/en_1a2b.pf_index': pagefindFile(),
  'pagefind/pagefind.en_12ab.pf_meta': 'binary',
  'search.wasm': 'binary',
  'llms.txt': '# DataHub\n',
  _headers: renderHeadersFile([
    ['Content-Security-Policy', CSP],
    ['X-Frame-Options', 'DENY'],
  ]),
};

let dir: string;
let server: RunningServer;
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${pathname}`, {headers, redirect: 'manual'});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  server = await startServer({dir, port: 0});
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

describe('the server binds 127.0.0.1 and reads its arguments', () => {
  it('listens on the loopback address', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('takes --dir and --port, else PORT, else 3000 and build', () => {
    expect(parseArgs([], {})).toEqual({dir: 'build', port: 3000});
    expect(parseArgs(['--dir', 'build-test'], {PORT: '4173'})).toEqual({dir: 'build-test', port: 4173});
    expect(parseArgs(['--dir=x', '--port=5000'], {PORT: '4173'})).toEqual({dir: 'x', port: 5000});
    expect(() => parseArgs(['--port', 'abc'], {})).toThrow(/not a port/);
  });
});

describe('clean addresses', () => {
  for (const [from, to] of [
    ['/integrations.html', '/integrations'],
    ['/integrations/index.html', '/integrations'],
    ['/learn/data-mesh.html', '/learn/data-mesh'],
    ['/learn/data-mesh/index.html', '/learn/data-mesh'],
    ['/docs/quickstart.html', '/docs/quickstart'],
    ['/docs/quickstart/index.html', '/docs/quickstart'],
    ['/docs/1.1.0/quickstart.html', '/docs/1.1.0/quickstart'],
    ['/docs/deploy/index.html', '/docs/deploy/'],
    ['/docs/index.html', '/docs/'],
    ['/index.html', '/'],
    ['/docs/quickstart.html?tab=docker', '/docs/quickstart?tab=docker'],
  ] as const) {
    it(`${from} -> ${to}`, async () => {
      const response = await get(from);
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe(to);
    });
  }

  it('serves the page itself at its clean address, with or without the slash', async () => {
    for (const pathname of ['/docs/quickstart', '/docs/quickstart/', '/docs/deploy/', '/docs/deploy']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(await (await get('/docs/quickstart')).text()).toContain('<h1>Quickstart</h1>');
  });

  it('answers unknown paths, and .html paths of no page, with 404.html and status 404', async () => {
    for (const pathname of ['/nope', '/docs/nope.html', '/docs/nope/index.html', '/assets/js/gone.js']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    }
  });

  it('does not serve the host configuration nor leave the build directory', async () => {
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/docs%2F..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });

  it('answers GET and HEAD only', async () => {
    expect((await fetch(`${server.origin}/`, {method: 'POST'})).status).toBe(405);
    const head = await fetch(`${server.origin}/docs/quickstart`, {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('content types and compression', () => {
  for (const [pathname, type] of [
    ['/docs/quickstart.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/assets/js/main.0a1b2c3d.js', 'text/javascript; charset=utf-8'],
    ['/search.wasm', 'application/wasm'],
    ['/pagefind/wasm.en.pagefind', 'application/octet-stream'],
    ['/pagefind/pagefind.en_12ab.pf_meta', 'application/octet-stream'],
  ] as const) {
    it(`${pathname} is ${type}`, async () => {
      expect((await get(pathname)).headers.get('content-type')).toBe(type);
    });
  }

  it('sends brotli when accepted, else gzip, else the file as it is', async () => {
    const br = await get('/docs/quickstart', {'accept-encoding': 'gzip, deflate, br'});
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('<h1>Quickstart</h1>');
    const gzip = await get('/docs/quickstart', {'accept-encoding': 'gzip'});
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('<h1>Quickstart</h1>');
    const none = await get('/docs/quickstart', {'accept-encoding': 'identity'});
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(Number(none.headers.get('content-length'))).toBe(FIXTURE['docs/quickstart/index.html']!.length);
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
  });

  it("sends Pagefind's gzip files as stored, with Content-Encoding gzip, so the browser inflates them", async () => {
    for (const pathname of ['/pagefind/wasm.en.pagefind', '/pagefind/index/en_1a2b.pf_index']) {
      const response = await get(pathname, {'accept-encoding': 'br, gzip'});
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(Number(response.headers.get('content-length'))).toBe(pagefindFile().length);
      // fetch inflates it, as a browser does: Pagefind then finds its signature and skips its own inflate.
      expect(await response.text()).toBe(PAGEFIND_DATA);
    }
    // Files outside those paths are not gzip, or not known to be: no Content-Encoding, and never compressed again.
    for (const pathname of ['/pagefind/pagefind.en_12ab.pf_meta', '/search.wasm']) {
      const response = await get(pathname, {'accept-encoding': 'identity'});
      expect(response.headers.get('content-encoding')).toBeNull();
    }
  });
});

describe('headers of _headers and cache rules', () => {
  it('gives every response the security headers, the Pagefind worker and wasm too', async () => {
    for (const pathname of [
      '/docs/quickstart',
      '/pagefind/pagefind-worker.js',
      '/pagefind/wasm.en.pagefind',
      '/nope',
    ]) {
      const response = await get(pathname);
      expect(response.headers.get('content-security-policy')).toBe(CSP);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('caches hashed assets for a year and makes HTML, Markdown and text revalidate', async () => {
    expect((await get('/assets/js/main.0a1b2c3d.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    for (const pathname of ['/docs/quickstart', '/docs/quickstart.md', '/llms.txt', '/pagefind/pagefind-worker.js']) {
      const response = await get(pathname);
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
      expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    }
  });

  it('answers 304 to a revalidation with the ETag or the date', async () => {
    const first = await get('/docs/quickstart.md');
    const etag = first.headers.get('etag')!;
    const byTag = await get('/docs/quickstart.md', {'if-none-match': etag});
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    const byDate = await get('/docs/quickstart.md', {'if-modified-since': first.headers.get('last-modified')!});
    expect(byDate.status).toBe(304);
    expect((await get('/docs/quickstart.md', {'if-none-match': 'W/"other"'})).status).toBe(200);
  });

  it('parses Netlify rules: later matching rules replace a header, placeholders match one segment', () => {
    const rules = parseHeaderRules('/*\n  A: 1\n  B: 1\n/docs/:page\n  B: 2\n# comment\n/assets/*\n  A: 3\n');
    expect([...headersForPath(rules, '/docs/x').values()]).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(headersForPath(rules, '/docs/x/y').get('b')).toEqual(['B', '1']);
    expect(headersForPath(rules, '/assets/js/a.js').get('a')).toEqual(['A', '3']);
  });

  it("writes the same Content-Encoding rules for Pagefind's gzip files into _headers and vercel.json", () => {
    const rules = parseHeaderRules(renderHeadersFile([]));
    const encodingOf = (pathname: string) => headersForPath(rules, pathname).get('content-encoding')?.[1];
    for (const pathname of [
      '/pagefind/wasm.en.pagefind',
      '/pagefind/index/en_1.pf_index',
      '/pagefind/fragment/en_2.pf_fragment',
      '/pagefind/filter/en_3.pf_filter',
    ]) {
      expect(encodingOf(pathname)).toBe('gzip');
      expect(isPrecompressed(pathname)).toBe(true);
    }
    for (const pathname of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/x.pf_meta', '/']) {
      expect(encodingOf(pathname)).toBeUndefined();
      expect(isPrecompressed(pathname)).toBe(false);
    }
    const vercel = JSON.parse(renderVercelJson([])) as {headers: {source: string; headers: {key: string}[]}[]};
    const encoded = vercel.headers.filter((h) => h.headers.some((header) => header.key === 'Content-Encoding'));
    expect(encoded.map((h) => h.source)).toEqual(PRECOMPRESSED_PREFIXES.map((prefix) => `${prefix}(.*)`));
  });

  it('writes the same cache rules into _headers and vercel.json', () => {
    const file = renderHeadersFile([['X-Frame-Options', 'DENY']]);
    const rules = parseHeaderRules(file);
    expect(headersForPath(rules, '/docs/quickstart').get('cache-control')?.[1]).toBe(REVALIDATE);
    expect(headersForPath(rules, '/assets/js/a.js').get('cache-control')?.[1]).toBe(IMMUTABLE);
    expect(parseHeadersFile(file)).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', REVALIDATE],
    ]);
    const vercel = JSON.parse(renderVercelJson([['X-Frame-Options', 'DENY']])) as {
      cleanUrls: boolean;
      headers: {source: string; headers: {key: string; value: string}[]}[];
      rewrites: {source: string; destination: string; has: {key: string; value: string}[]}[];
    };
    expect(vercel.cleanUrls).toBe(true);
    const cacheOf = (source: string) =>
      vercel.headers.find((h) => h.source === source)?.headers.find((h) => h.key === 'Cache-Control')?.value;
    expect(cacheOf('/(.*)')).toBe(REVALIDATE);
    expect(cacheOf('/assets/(.*)')).toBe(IMMUTABLE);
    const pages = vercel.rewrites.map((r) => ({
      pattern: new RegExp(`^${r.source.replace(':path(', '(')}$`),
      destination: r.destination,
    }));
    const rewrite = (pathname: string) => {
      for (const {pattern, destination} of pages) {
        const m = pattern.exec(pathname);
        if (m) return destination.replace(':path', m[1] ?? '');
      }
      return undefined;
    };
    expect(rewrite('/docs')).toBe('/docs.md');
    expect(rewrite('/docs/')).toBe('/docs.md');
    expect(rewrite('/docs/quickstart')).toBe('/docs/quickstart.md');
    expect(rewrite('/docs/deploy/')).toBe('/docs/deploy.md');
    expect(rewrite('/docs/1.1.0/quickstart')).toBe('/docs/1.1.0/quickstart.md');
    expect(rewrite('/docs/1.1.0')).toBe('/docs/1.1.0.md');
    expect(rewrite('/docs/quickstart.md')).toBeUndefined();
    expect(rewrite('/docs/llms/ingestion.txt')).toBeUndefined();
    expect(rewrite('/integrations')).toBeUndefined();
    for (const rewrite of vercel.rewrites) {
      expect(new RegExp(`^${rewrite.has[0]!.value}$`).test('text/markdown, text/plain;q=0.5')).toBe(true);
    }
  });
});

describe('content negotiation', () => {
  it('answers the Markdown twin to Accept: text/markdown, with Vary: Accept', async () => {
    for (const [pathname, heading] of [
      ['/docs/quickstart', '# Quickstart\n'],
      ['/docs/deploy/', '# Deploy\n'],
      ['/docs/1.1.0/quickstart', '# Quickstart (1.1.0)\n'],
    ] as const) {
      const response = await get(pathname, {accept: 'text/markdown'});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('vary')).toContain('Accept');
      expect(await response.text()).toMatch(new RegExp(`^${heading.replace(/[()]/g, '\\$&')}`));
    }
  });

  it('keeps the HTML for browsers, which vary by Accept too', async () => {
    const response = await get('/docs/quickstart', {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept');
  });

  it('answers HTML to a page without a twin and 404 to an unknown page', async () => {
    expect((await get('/integrations', {accept: 'text/markdown'})).headers.get('content-type')).toContain('text/html');
    expect((await get('/docs/nope', {accept: 'text/markdown'})).status).toBe(404);
  });

  it('weighs Accept and Accept-Encoding', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0, */*')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
  });
});

/**
 * A static server for a built site that answers the way the production host does (vercel.json, static/_headers):
 *
 * - every page at its clean address: `x.html` and `x/index.html` answer 308 with the page's canonical address
 *   (`x`, or `x/` for the index pages whose `<link rel=canonical>` ends with a slash); `x` and `x/` both serve
 *   `x/index.html` (the site's `trailingSlash` is unset); unknown paths answer the build's 404.html with status 404;
 * - `Accept: text/markdown` on a page that has a Markdown twin (scripts/postbuild/markdownTwin.ts: `/docs/x` ->
 *   `/docs/x.md`) answers the twin, `Content-Type: text/markdown`, with `Vary: Accept` on both representations;
 * - the headers of the build's `_headers` file by path (the Content-Security-Policy and friends, cache rules);
 *   without a Cache-Control rule, hashed `/assets/` files are cached for a year (`immutable`) and everything else
 *   revalidates (`max-age=0, must-revalidate`) with an ETag and Last-Modified; conditional requests answer 304;
 * - brotli when the client accepts it, else gzip, for text types (compressed once per file and kept in memory).
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import {cleanAddress} from '../../src/utils/cleanAddress';
import {headersForPath, parseHeaderRules, type HeaderRule} from './headersFile';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  // Pagefind's index files are gzip streams the Pagefind client inflates itself: sent as they are.
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

const COMPRESSIBLE =
  /^(text\/|application\/(json|manifest\+json|xml|yaml|wasm)|image\/svg\+xml|image\/x-icon|font\/ttf)/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Build files that are host configuration, not content. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The quality (0-1) an Accept-style header gives `value`; `wildcards` are checked when it is not named. */
function quality(header: string, value: string, wildcards: string[]): number {
  let named: number | undefined;
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isNaN(weight)) continue;
    if (name === value) named = weight;
    else if (wildcards.includes(name)) wildcard = Math.max(wildcard ?? 0, weight);
  }
  return named ?? wildcard ?? 0;
}

/** Whether an Accept header asks for Markdown at least as much as for HTML. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const markdown = quality(accept, 'text/markdown', []);
  return markdown > 0 && markdown >= quality(accept, 'text/html', ['text/*', '*/*']);
}

/** The encoding to send: brotli when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (quality(acceptEncoding, 'br', ['*']) > 0) return 'br';
  if (quality(acceptEncoding, 'gzip', ['*']) > 0) return 'gzip';
  return undefined;
}

/** `/docs/quickstart` -> `/docs/quickstart.md`; `/docs/deploy/` -> `/docs/deploy.md`; the root has none. */
export function twinPathOf(pathname: string): string | undefined {
  const clean = pathname.replace(/\/+$/, '');
  return clean === '' ? undefined : `${clean}.md`;
}

export interface ServeOptions {
  /** The build directory. */
  dir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningServer {
  origin: string;
  port: number;
  close: () => Promise<void>;
}

interface Encoded {
  mtimeMs: number;
  body: Buffer;
}

export function createHandler(dirArg: string): http.RequestListener {
  const dir = path.resolve(dirArg);
  const headersFile = path.join(dir, '_headers');
  const rules: HeaderRule[] = fs.existsSync(headersFile) ? parseHeaderRules(fs.readFileSync(headersFile, 'utf8')) : [];
  const encodedCache = new Map<string, Encoded>();
  const canonicalCache = new Map<string, {mtimeMs: number; slash: boolean}>();

  const statFile = (file: string): fs.Stats | undefined => {
    try {
      const stat = fs.statSync(file);
      return stat.isFile() ? stat : undefined;
    } catch {
      return undefined;
    }
  };

  /** The file a path serves (`x/index.html`, `x.html`, the file itself), inside the build only. */
  const fileFor = (pathname: string): string | undefined => {
    if (HIDDEN.has(pathname)) return undefined;
    const base = path.join(dir, pathname);
    if (base !== dir && !base.startsWith(dir + path.sep)) return undefined;
    const candidates = pathname.endsWith('/')
      ? [path.join(base, 'index.html')]
      : [path.join(base, 'index.html'), `${base}.html`, base];
    return candidates.find((file) => statFile(file) !== undefined);
  };

  /** Whether a page's canonical address ends with a slash (`<link rel=canonical href=".../x/">`). */
  const canonicalHasSlash = (file: string): boolean => {
    const stat = statFile(file);
    if (!stat) return false;
    const cached = canonicalCache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.slash;
    const html = fs.readFileSync(file, 'utf8');
    const link = /<link\b[^>]*\brel=["']?canonical\b[^>]*>/i.exec(html)?.[0] ?? '';
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1] ?? '';
    const slash = /\/$/.test(href.replace(/^https?:\/\/[^/]+/, '')) && !/^(https?:\/\/[^/]+)?\/$/.test(href);
    canonicalCache.set(file, {mtimeMs: stat.mtimeMs, slash});
    return slash;
  };

  const encode = (file: string, stat: fs.Stats, encoding: 'br' | 'gzip'): Buffer => {
    const key = `${encoding}:${file}`;
    const cached = encodedCache.get(key);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.body;
    const raw = fs.readFileSync(file);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > 1_000_000 ? 5 : 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : zlib.gzipSync(raw, {level: 9});
    encodedCache.set(key, {mtimeMs: stat.mtimeMs, body});
    return body;
  };

  return (req, res) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, {allow: 'GET, HEAD'}).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, {'content-type': 'text/plain; charset=utf-8'}).end('Bad request');
      return;
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) {
      res.writeHead(400, {'content-type': 'text/plain; charset=utf-8'}).end('Bad request');
      return;
    }
    const headers = new Map<string, [string, string]>();
    const set = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
    const applyRules = () => {
      for (const [key, entry] of headersForPath(rules, url.pathname)) headers.set(key, entry);
    };

    // Clean addresses: `x.html` and `x/index.html` leave for the page's canonical address.
    const clean = cleanAddress(url.pathname, '/');
    if (clean !== undefined) {
      const page = fileFor(decodeURIComponent(clean));
      if (page && page.endsWith('.html')) {
        const target = clean !== '/' && canonicalHasSlash(page) ? `${clean}/` : clean;
        applyRules();
        set('Location', `${target}${url.search}`);
        set('Cache-Control', REVALIDATE);
        res.writeHead(308, Object.fromEntries(headers.values())).end();
        return;
      }
    }

    let file = fileFor(pathname);
    let status = 200;
    const isPage = file?.endsWith('.html') === true;
    const twin = isPage ? twinPathOf(pathname) : undefined;
    const twinFile = twin ? fileFor(twin) : undefined;
    let negotiated = false;
    if (twinFile && prefersMarkdown(req.headers.accept)) {
      file = twinFile;
      negotiated = true;
    }
    if (!file) {
      file = path.join(dir, '404.html');
      status = 404;
    }
    const stat = statFile(file);
    if (!stat) {
      res.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found');
      return;
    }

    const type = contentTypeOf(file);
    const vary = ['Accept-Encoding', ...(twinFile ? ['Accept'] : [])];
    set('Content-Type', type);
    set('Cache-Control', /^\/assets\//.test(pathname) ? IMMUTABLE : REVALIDATE);
    applyRules();
    if (status === 404 || negotiated) set('Cache-Control', REVALIDATE);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    set('ETag', etag);
    set('Last-Modified', stat.mtime.toUTCString());
    set('Vary', vary.join(', '));

    if (status === 200) {
      const ifNoneMatch = req.headers['if-none-match'];
      const ifModifiedSince = req.headers['if-modified-since'];
      const notModified = ifNoneMatch
        ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))
        : ifModifiedSince !== undefined && Math.floor(stat.mtimeMs / 1000) <= Date.parse(ifModifiedSince) / 1000;
      if (notModified) {
        headers.delete('content-type');
        res.writeHead(304, Object.fromEntries(headers.values())).end();
        return;
      }
    }

    const encoding = COMPRESSIBLE.test(type) ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    const body = encoding ? encode(file, stat, encoding) : fs.readFileSync(file);
    if (encoding) set('Content-Encoding', encoding);
    set('Content-Length', String(body.length));
    res.writeHead(status, Object.fromEntries(headers.values()));
    res.end(method === 'HEAD' ? undefined : body);
  };
}

export async function startServer({dir, port = 0, host = '127.0.0.1'}: ServeOptions): Promise<RunningServer> {
  if (!fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(path.join(dir, '404.html'))) {
    throw new Error(`${dir} holds no built site (no index.html): build it first`);
  }
  const server = http.createServer(createHandler(dir));
  // Idle connections stay open longer than any client keeps them (Node's default is 5 s). The first request for a
  // large file compresses it synchronously, which can hold the event loop for a second or more; with the short
  // default, a client reusing its pooled connection right then met a socket closing under it ("fetch failed").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

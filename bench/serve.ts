/**
 * A static server for a built site that compresses like a CDN: gzip (or brotli with `encoding: 'br'`) for text
 * assets when the client accepts it, compressed once per file and kept in memory. The bench and Lighthouse use it so
 * that their figures are those of a real static host (`docusaurus serve` sends everything uncompressed).
 *
 * Path resolution follows the production host (vercel.json): `/a/b.html` and `/a/b/index.html` redirect (308) to
 * `/a/b` (`cleanUrls`); `/a/b` -> `a/b/index.html`, `a/b.html` or the file itself; anything else answers the build's
 * 404.html with status 404. Pagefind's gzip files go out as stored with `Content-Encoding: gzip`, as the production
 * headers send them (scripts/security/precompressed.ts). It also records, per path, the bytes it sent on the wire.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileForRoute} from './audit';
import {cleanAddress} from '../src/utils/cleanAddress';
import {PRECOMPRESSED_ENCODING, isPrecompressed} from '../scripts/security/precompressed';

export type Encoding = 'gzip' | 'br';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|wasm)|image\/svg)/;

/** Bytes a static host sends for a file with the given encoding (what the bench counts). */
export function compressedSize(data: Buffer, encoding: Encoding): number {
  return encoding === 'br'
    ? zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length
    : zlib.gzipSync(data, {level: 9}).length;
}

export interface StaticServer {
  origin: string;
  stop: () => Promise<void>;
  /** Bytes sent on the wire per pathname since the last reset (body only). */
  sent: Map<string, number>;
}

export async function startStaticServer(
  buildDir: string,
  port = 0,
  encoding: Encoding = (process.env.BENCH_ENCODING as Encoding | undefined) ?? 'gzip',
  /** Pagefind's gzip files with `Content-Encoding: gzip`, as the production headers send them (false: as they are). */
  precompressed = process.env.BENCH_PRECOMPRESSED !== '0',
): Promise<StaticServer> {
  const cache = new Map<string, {body: Buffer; encoded: boolean}>();
  const sent = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const clean = cleanAddress(url.pathname, '/');
    if (clean) {
      res.writeHead(308, {location: `${clean}${url.search}`}).end();
      return;
    }
    let file = fileForRoute(buildDir, pathname);
    let status = 200;
    if (!file || !path.resolve(file).startsWith(path.resolve(buildDir))) {
      file = path.join(buildDir, '404.html');
      status = 404;
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const useEncoding = COMPRESSIBLE.test(type) && accepts.includes(encoding) ? encoding : undefined;
    const key = `${useEncoding ?? 'identity'}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      const raw = fs.readFileSync(file);
      const body =
        useEncoding === 'br'
          ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}})
          : useEncoding === 'gzip'
            ? zlib.gzipSync(raw, {level: 9})
            : raw;
      entry = {body, encoded: useEncoding !== undefined};
      cache.set(key, entry);
    }
    const headers: Record<string, string> = {
      'content-type': type,
      'content-length': String(entry.body.length),
      vary: 'Accept-Encoding',
      'cache-control': /\/assets\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
    };
    if (entry.encoded && useEncoding) headers['content-encoding'] = useEncoding;
    else if (precompressed && status === 200 && isPrecompressed(pathname))
      headers['content-encoding'] = PRECOMPRESSED_ENCODING;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    sent.set(pathname, (sent.get(pathname) ?? 0) + entry.body.length);
    res.end(entry.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    sent,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Security headers of the deployed site, derived from the build and the config:
 *
 *   tsx scripts/security/headers.ts <buildDir>           writes static/_headers and vercel.json
 *   tsx scripts/security/headers.ts --check <buildDir>   exits 1 when the committed files differ (drift)
 *
 * The Content-Security-Policy allows only this origin, the third-party hosts enabled by the environment
 * (config/thirdParty.ts), Algolia when hosted search is configured (config/search.ts), and the inline
 * scripts Docusaurus emits, by hash. Rebuild and rerun after a Docusaurus upgrade: its inline scripts change.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {analyticsIds, thirdPartyHosts, type Env} from '../../config/thirdParty';
import {algoliaEnabled, searchConfig} from '../../config/search';
import {PRECOMPRESSED_ENCODING, PRECOMPRESSED_PREFIXES} from './precompressed';

const repoRoot = path.resolve(__dirname, '../..');
export const headersFile = path.join(repoRoot, 'static/_headers');
export const vercelFile = path.join(repoRoot, 'vercel.json');

/** Pages that embed third-party frames on demand: the events calendar and the customer-stories form. */
const FRAME_HOSTS = ['https://lu.ma', 'https://datahub.com'];

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/**
 * sha256 sources of every distinct inline script body across the built pages. JSON-LD and other data blocks are
 * skipped: browsers never execute them, so CSP does not apply to them.
 */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = m[1] ?? '';
      const body = m[2] ?? '';
      if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Hosts DocSearch talks to when Algolia is configured (queries, and insights when enabled). */
export function algoliaHosts(): string[] {
  if (!algoliaEnabled) return [];
  const appId = searchConfig.appId.toLowerCase();
  return [`https://${appId}-dsn.algolia.net`, `https://*.algolianet.com`, 'https://insights.algolia.io'];
}

export function contentSecurityPolicy(scriptHashes: string[], env: Env): string {
  const thirdParty = thirdPartyHosts(env);
  const scriptHosts = thirdParty.filter((host) => host.startsWith('https:'));
  const connectHosts = [...thirdParty, ...algoliaHosts()];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Pagefind (local search) compiles its WebAssembly module: 'wasm-unsafe-eval' allows that and not eval().
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...scriptHosts],
    // Docusaurus and Infima render style="" attributes in the server HTML, and Mermaid and DocSearch inject
    // <style> elements at run time: hashes cannot cover attributes nor generated styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...scriptHosts],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectHosts],
    // Tag Manager's <noscript> frame, for readers without JavaScript.
    ['frame-src', ...FRAME_HOSTS, ...(analyticsIds(env).gtmContainerId ? ['https://www.googletagmanager.com'] : [])],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function securityHeaders(scriptHashes: string[], env: Env): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes, env)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
  ];
}

/** Cache rules: hashed build assets are kept for a year; everything else (HTML, Markdown, llms files) revalidates. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Docusaurus writes only content-hashed file names under /assets/. */
export const HASHED_ASSETS = '/assets/';

/**
 * Netlify `_headers`: every path gets the security headers and the revalidation rule; `/assets/*` then replaces the
 * Cache-Control (on Netlify a later matching rule's value of a header replaces an earlier one's; scripts/serve does
 * the same). Pagefind's gzip files get their `Content-Encoding` (./precompressed.ts).
 */
export function renderHeadersFile(headers: [string, string][]): string {
  const lines = [...headers, ['Cache-Control', CACHE_REVALIDATE]].map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated by scripts/security/headers.ts from the build: do not edit.',
    '/*',
    ...lines,
    `${HASHED_ASSETS}*`,
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    ...PRECOMPRESSED_PREFIXES.flatMap((prefix) => [`${prefix}*`, `  Content-Encoding: ${PRECOMPRESSED_ENCODING}`]),
    '',
  ].join('\n');
}

/** `Accept: text/markdown` on a docs page answers its Markdown twin (`/docs/x` -> `/docs/x.md`), as scripts/serve does. */
const MARKDOWN_ACCEPT = {type: 'header', key: 'accept', value: '(.*)text/markdown(.*)'};
/**
 * A page path below /docs/ (no trailing slash): files, whose last segment has an extension such as `.md` or `.txt`,
 * are left alone (`1.1.0` is a version, not an extension).
 */
export const PAGE_PATH = '(?!(?:.*/)?[^/]*\\.[a-zA-Z][^/]*$).*[^/]';

export function renderVercelJson(headers: [string, string][]): string {
  const config = {
    // `x.html` and `x/index.html` answer a 308 redirect to `x`, as scripts/serve does: the build has no `x.html`
    // files, and its 404.html hydrated as page `x` would show both pages.
    cleanUrls: true,
    rewrites: [
      {source: '/docs', has: [MARKDOWN_ACCEPT], destination: '/docs.md'},
      {source: '/docs/', has: [MARKDOWN_ACCEPT], destination: '/docs.md'},
      {source: `/docs/:path(${PAGE_PATH})`, has: [MARKDOWN_ACCEPT], destination: '/docs/:path.md'},
      {source: `/docs/:path(${PAGE_PATH})/`, has: [MARKDOWN_ACCEPT], destination: '/docs/:path.md'},
    ],
    headers: [
      {
        source: '/(.*)',
        headers: [...headers, ['Cache-Control', CACHE_REVALIDATE]].map(([key, value]) => ({key, value})),
      },
      {source: '/docs(/.*)?', headers: [{key: 'Vary', value: 'Accept'}]},
      {source: `${HASHED_ASSETS}(.*)`, headers: [{key: 'Cache-Control', value: CACHE_IMMUTABLE}]},
      ...PRECOMPRESSED_PREFIXES.map((prefix) => ({
        source: `${prefix}(.*)`,
        headers: [{key: 'Content-Encoding', value: PRECOMPRESSED_ENCODING}],
      })),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The headers `_headers` gives every path (its `/*` rule), as name/value pairs (for the CSP spec). */
export function parseHeadersFile(text: string): [string, string][] {
  const pairs: [string, string][] = [];
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) inAllPaths = line.trim() === '/*';
    else if (inAllPaths && /^\s+\S+:/.test(line)) {
      const colon = line.indexOf(':');
      pairs.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return pairs;
}

function main(args: string[]): void {
  const check = args[0] === '--check';
  const buildDir = path.resolve(repoRoot, (check ? args[1] : args[0]) ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No built site in ${buildDir}: run the build first.`);
    process.exit(2);
  }
  const headers = securityHeaders(inlineScriptHashes(buildDir), process.env);
  const wanted = new Map([
    [headersFile, renderHeadersFile(headers)],
    [vercelFile, renderVercelJson(headers)],
  ]);
  if (!check) {
    for (const [file, text] of wanted) fs.writeFileSync(file, text);
    console.log(`Wrote ${[...wanted.keys()].map((f) => path.relative(repoRoot, f)).join(' and ')}.`);
    return;
  }
  const drifted = [...wanted].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
  if (drifted.length > 0) {
    for (const [file, text] of drifted) {
      console.error(`${path.relative(repoRoot, file)} is out of date for ${buildDir}. Expected:\n${text}`);
    }
    console.error('Run `tsx scripts/security/headers.ts <buildDir>` and commit the result.');
    process.exit(1);
  }
  console.log('Security headers match the build.');
}

if (process.argv[1] && path.basename(process.argv[1]) === 'headers.ts') main(process.argv.slice(2));

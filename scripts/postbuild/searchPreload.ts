/**
 * Preloads of the search index in the /search page (written after the Pagefind index, which names its files).
 * A visit to `/search?q=...` waited for the main bundle, then fetched Pagefind's entry file, then its metadata and
 * WebAssembly, then the index chunks: four round trips after the bundle before the first result, the page's largest
 * paint. With these links the entry, metadata and WebAssembly arrive while the bundles load. The entry file is asked
 * for with a cache tag (the index's hash, `data-pagefind-tag`) that src/search/localClient.ts passes to Pagefind as
 * `metaCacheTag`, so that Pagefind requests the address preloaded here instead of one stamped with the time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SHORTHAND_FILE} from '../../src/search/shorthand';

export interface PagefindEntry {
  languages?: Record<string, {hash?: string; wasm?: string | null}>;
}

const MARK = 'data-pagefind-tag';

/** The preload links for an index whose entry file is `entry`; `baseUrl` is the site's (`/`). */
export function preloadLinks(entry: PagefindEntry, baseUrl: string): string {
  const base = `${baseUrl}pagefind/`;
  const language = entry.languages?.en;
  if (!language?.hash) throw new Error('pagefind-entry.json: no "en" index (languages.en.hash)');
  const tag = language.hash;
  const link = (href: string, extra = '') => `<link rel=preload href="${href}" as=fetch crossorigin${extra}>`;
  return [
    link(`${base}pagefind-entry.json?ts=${encodeURIComponent(tag)}`, ` ${MARK}="${tag}"`),
    link(`${base}pagefind.${tag}.pf_meta`),
    ...(language.wasm ? [link(`${base}wasm.${language.wasm}.pagefind`)] : []),
    // The shorthand list (k8s, sso ...) is read before the first query.
    link(`${baseUrl}${SHORTHAND_FILE}`),
  ].join('');
}

/** Adds the links to the head of `html` (once). */
export function withSearchPreloads(html: string, links: string): string {
  if (html.includes(MARK)) return html;
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('search page: no </head> to put the index preloads before');
  return html.slice(0, at) + links + html.slice(at);
}

/** Writes the preloads into the built /search page; returns the page written, or undefined without one. */
export function writeSearchPreloads(buildDir: string, baseUrl: string): string | undefined {
  const page = path.join(buildDir, 'search', 'index.html');
  if (!fs.existsSync(page)) return undefined;
  const entry = JSON.parse(fs.readFileSync(path.join(buildDir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  const links = preloadLinks(entry as PagefindEntry, baseUrl);
  fs.writeFileSync(page, withSearchPreloads(fs.readFileSync(page, 'utf8'), links));
  return page;
}

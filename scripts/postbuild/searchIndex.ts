/**
 * Builds the Pagefind index of a finished build into `<buildDir>/pagefind/` (a step of the post-build outputs
 * plugin, src/plugins/postBuildOutputs). Every HTML page of the build is a candidate; each is indexed from the clean
 * document of scripts/lib/searchDocument.ts (pages without a search body are skipped), not from the served HTML,
 * which stays as Docusaurus wrote it.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as cheerio from 'cheerio';
import YAML from 'yaml';
import {toSearchDocument} from '../lib/searchDocument';
import {addWords, VOCABULARY_FILE, type Vocabulary} from '../../src/search/spelling';
import {SHORTHAND_FILE, type Shorthand} from '../../src/search/shorthand';
import {searchShorthandSchema} from '../../data/schemas/searchShorthand';
import {validateDoc} from '../lib/dataFamily';
import {recompressCoreFiles} from './pagefindRecompress';

/** Shorthand readers type and the words the docs use for it (the query expansion of src/search/shorthand.ts). */
export const SHORTHAND_SOURCE = 'data/search-shorthand.yaml';

/** data/search-shorthand.yaml, validated: throws a DataError naming the entry, the field and the fix when it is invalid. */
export function readShorthand(root: string): Shorthand {
  const entries = validateDoc(
    SHORTHAND_SOURCE,
    YAML.parse(fs.readFileSync(path.join(root, SHORTHAND_SOURCE), 'utf8')),
    searchShorthandSchema,
    {format: 'write a list of {short, means} entries (see data/schemas/searchShorthand.ts)'},
  );
  return Object.fromEntries(entries.map(({short, means}) => [short, means]));
}

/** Folders of a build that hold no pages to index. */
const SKIP = new Set(['pagefind', 'assets', 'img', 'search', 'test-only']);

function* htmlFiles(dir: string, root = dir): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir !== root || !SKIP.has(entry.name)) yield* htmlFiles(full, root);
    } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
      yield full;
    }
  }
}

/** The URL path a built file is served at (`docs/x/index.html` -> `/docs/x/`, as Pagefind would write it). */
export function servedPath(buildDir: string, file: string): string {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * The URL a search hit opens: the served path without the folder slash (`/docs/x`, the route readers share and
 * the sitemap lists) when the page's canonical link has none; as served otherwise (the docs root, `/docs/`, and
 * pages without a canonical link). Only the slash is taken from the canonical link: its path carries the base URL,
 * which Pagefind adds itself.
 */
export function indexedUrl(html: string, served: string): string {
  if (served === '/' || !served.endsWith('/')) return served;
  const headEnd = html.indexOf('</head>'); // the head alone: parsing every body twice would slow the index step
  const href = cheerio
    .load(headEnd < 0 ? html : html.slice(0, headEnd))('link[rel="canonical"]')
    .attr('href');
  if (!href) return served;
  const canonicalPath = new URL(href, 'https://site.invalid/').pathname;
  return canonicalPath.endsWith('/') ? served : served.slice(0, -1);
}

type PagefindApi = typeof import('pagefind');

/**
 * Pagefind's Node API, loaded from `siteDir`'s node_modules. The package is ESM only and exports only an `import`
 * entry, while Docusaurus loads plugins as CommonJS through jiti, which turns `import()` into a `require` that
 * cannot resolve it: the entry file is located here and loaded with Node's own `require` (ES modules without
 * top-level await load that way from Node 20.19 and 22.12, the versions package.json requires).
 */
export function loadPagefind(siteDir: string): PagefindApi {
  const nativeRequire = createRequire(path.join(siteDir, 'package.json'));
  for (const dir of nativeRequire.resolve.paths('pagefind') ?? []) {
    const manifest = path.join(dir, 'pagefind', 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const {exports} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {exports?: {'.'?: {import?: string}}};
    const entry = exports?.['.']?.import;
    if (!entry) throw new Error(`${manifest} has no \`import\` entry: update loadPagefind to the package's exports`);
    return nativeRequire(path.join(dir, 'pagefind', entry)) as PagefindApi;
  }
  throw new Error(`pagefind is not installed under ${siteDir}: run \`npm ci\``);
}

/** Indexes every page of `buildDir`; the shorthand list is read from `siteDir`. */
export async function buildSearchIndex(
  buildDir: string,
  siteDir: string,
): Promise<{pages: number; skipped: number; bytesSaved: number}> {
  const pagefind = loadPagefind(siteDir);
  // The index runs in a Pagefind child process: closed on failure too, or it would keep the build process alive.
  try {
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    let pages = 0;
    let skipped = 0;
    const vocabulary: Vocabulary = {};
    for (const file of htmlFiles(buildDir)) {
      const html = fs.readFileSync(file, 'utf8');
      const url = indexedUrl(html, servedPath(buildDir, file));
      const doc = toSearchDocument(html, url);
      if (!doc) {
        skipped++;
        continue;
      }
      for (const text of doc.vocabularyText) addWords(vocabulary, text);
      const added = await index.addHTMLFile({url, content: doc.html});
      if (added.errors.length) throw new Error(`pagefind: ${url}: ${added.errors.join('; ')}`);
      pages++;
    }
    const written = await index.writeFiles({outputPath: path.join(buildDir, 'pagefind')});
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    const recompressed = await recompressCoreFiles(path.join(buildDir, 'pagefind'));
    // Sorted, so the file is the same for the same pages.
    const sorted = Object.fromEntries(Object.entries(vocabulary).sort(([a], [b]) => a.localeCompare(b)));
    fs.writeFileSync(path.join(buildDir, VOCABULARY_FILE), JSON.stringify(sorted));
    const shorthand = readShorthand(siteDir);
    fs.writeFileSync(path.join(buildDir, SHORTHAND_FILE), JSON.stringify(shorthand));
    return {pages, skipped, bytesSaved: recompressed.reduce((sum, r) => sum + r.before - r.after, 0)};
  } finally {
    await pagefind.close();
  }
}

/**
 * The docs plugin's own route data, read from `.docusaurus/` after a build: every doc's source file,
 * permalink, title and description, and each version's sidebar. Reading what Docusaurus computed (instead of
 * re-deriving URLs from file paths and `slug`) keeps numbered prefixes, index pages and slugs exactly right.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROUTE_DATA_DIR = '.docusaurus/docusaurus-plugin-content-docs/default';

export interface DocRoute {
  id: string;
  title: string;
  description: string;
  /** Repository-relative source file, e.g. `genDocs/quickstart.md`. */
  source: string;
  /** URL path including the base URL, e.g. `/docs/quickstart` or `/docs/actions/`. */
  permalink: string;
  /** Version name: `current` or `1.1.0`. */
  version: string;
}

/** A sidebar item as the docs plugin stores it (links resolved to hrefs). */
export interface SidebarEntry {
  type: 'link' | 'category' | 'html';
  label?: string;
  href?: string;
  docId?: string;
  items?: SidebarEntry[];
}

export interface VersionData {
  version: string;
  label: string;
  sidebars: Record<string, SidebarEntry[]>;
}

/** A category index page (`link: {type: 'generated-index'}`): a title, a description and the category's items. */
export interface CategoryIndex {
  title: string;
  description: string;
  permalink: string;
}

export interface RouteData {
  docs: DocRoute[];
  versions: VersionData[];
  /** Category index pages of every version (none in route data written before they were read). */
  categories?: CategoryIndex[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

/** A doc's metadata file has these fields; the plugin's other JSON files do not. */
export function toDocRoute(value: unknown): DocRoute | null {
  if (!isObject(value)) return null;
  const {id, title, description, source, permalink, version} = value;
  if (typeof id !== 'string' || typeof source !== 'string' || typeof permalink !== 'string') return null;
  if (typeof version !== 'string' || typeof title !== 'string') return null;
  return {
    id,
    title,
    description: typeof description === 'string' ? description : '',
    source: source.replace(/^@site\//, ''),
    permalink,
    version,
  };
}

function toVersionData(value: unknown): VersionData | null {
  const version = isObject(value) ? value.version : undefined;
  if (!isObject(version) || typeof version.version !== 'string' || !isObject(version.docsSidebars)) return null;
  return {
    version: version.version,
    label: typeof version.label === 'string' ? version.label : version.version,
    sidebars: version.docsSidebars as Record<string, SidebarEntry[]>,
  };
}

function toCategoryIndex(value: unknown): CategoryIndex | null {
  const index = isObject(value) ? value.categoryGeneratedIndex : undefined;
  if (!isObject(index) || typeof index.title !== 'string' || typeof index.permalink !== 'string') return null;
  return {
    title: index.title,
    description: typeof index.description === 'string' ? index.description : '',
    permalink: index.permalink,
  };
}

/** Reads the route data of the last build made in `root`. Throws when there is none. */
export function readRouteData(root: string): RouteData {
  const dir = path.join(root, ROUTE_DATA_DIR);
  if (!fs.existsSync(dir)) {
    throw new Error(`${ROUTE_DATA_DIR}/ does not exist: run \`docusaurus build\` in ${root} first`);
  }
  const docs = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => toDocRoute(readJson(path.join(dir, name))))
    .filter((doc): doc is DocRoute => doc !== null)
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  const versionDir = path.join(dir, 'p');
  const pageData = fs.existsSync(versionDir)
    ? fs
        .readdirSync(versionDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => readJson(path.join(versionDir, name)))
    : [];
  const versions = pageData.map(toVersionData).filter((v): v is VersionData => v !== null);
  const categories = pageData
    .map(toCategoryIndex)
    .filter((c): c is CategoryIndex => c !== null)
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  return {docs, versions, categories};
}

/**
 * The docs of a build as the post-build steps need them, taken from the content the docs plugin loaded (handed to
 * every plugin's `postBuild` in `plugins[].content`): every doc's source file, permalink, title and description,
 * each version's sidebars with links resolved to addresses, and the category index pages. Using what Docusaurus
 * computed (instead of re-deriving URLs from file paths and `slug`) keeps numbered prefixes, index pages and slugs
 * exactly right.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type LoadedDoc = LoadedVersion['docs'][number];
type LoadedSidebarItem = LoadedVersion['sidebars'][string][number];

/** The docs plugin as `postBuild` lists it in `plugins` (name and instance id of the classic preset's docs). */
export const DOCS_PLUGIN = {name: 'docusaurus-plugin-content-docs', id: 'default'} as const;

export interface DocRoute {
  id: string;
  title: string;
  description: string;
  /** Site-relative source file, e.g. `docs/quickstart.md`. */
  source: string;
  /** URL path including the base URL, e.g. `/docs/quickstart` or `/docs/actions/`. */
  permalink: string;
  /** Version name: `current` or `1.1.0`. */
  version: string;
}

/** A sidebar item as the pages render it: docs and category links resolved to addresses. */
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

/** A category index page (`link: {type: 'generated-index'}`): a title, a description and an address. */
export interface CategoryIndex {
  title: string;
  description: string;
  permalink: string;
}

export interface RouteData {
  docs: DocRoute[];
  versions: VersionData[];
  /** Category index pages of every version. */
  categories?: CategoryIndex[];
}

/** A plugin as `postBuild` receives it in `plugins`. */
export interface PluginWithContent {
  name: string;
  options: {id?: string};
  content: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The loaded content of the docs plugin among the plugins of a build. Throws when it is not there. */
export function docsContentOf(plugins: readonly PluginWithContent[]): LoadedContent {
  const plugin = plugins.find((p) => p.name === DOCS_PLUGIN.name && (p.options.id ?? 'default') === DOCS_PLUGIN.id);
  const content = plugin?.content;
  if (!isObject(content) || !Array.isArray(content.loadedVersions)) {
    throw new Error(
      `the build has no content of ${DOCS_PLUGIN.name} (id ${DOCS_PLUGIN.id}): the post-build outputs need the ` +
        'docs of the classic preset',
    );
  }
  return content as LoadedContent;
}

function toDocRoute(doc: LoadedDoc): DocRoute {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description ?? '',
    source: doc.source.replace(/^@site\//, ''),
    permalink: doc.permalink,
    version: doc.version,
  };
}

/**
 * A version's sidebars with every doc item written as a link to its page (label: the doc's `sidebar_label`, the
 * item's label, or its title) and every category carrying the address of its linked doc or index page: the form the
 * docs theme renders.
 */
export function resolvedSidebars(version: LoadedVersion): Record<string, SidebarEntry[]> {
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const docOf = (id: string): LoadedDoc => {
    const doc = docsById.get(id);
    if (!doc) throw new Error(`sidebar of version ${version.versionName} lists doc "${id}", which is not loaded`);
    return doc;
  };
  const sidebarLabel = (doc: LoadedDoc): string | undefined => {
    const label = doc.frontMatter.sidebar_label;
    return typeof label === 'string' ? label : undefined;
  };
  const resolve = (item: LoadedSidebarItem): SidebarEntry => {
    switch (item.type) {
      case 'doc':
      case 'ref': {
        const doc = docOf(item.id);
        return {type: 'link', label: sidebarLabel(doc) ?? item.label ?? doc.title, href: doc.permalink, docId: doc.id};
      }
      case 'category': {
        const href =
          item.link?.type === 'doc'
            ? docOf(item.link.id).permalink
            : item.link?.type === 'generated-index'
              ? item.link.permalink
              : undefined;
        return {type: 'category', label: item.label, ...(href ? {href} : {}), items: item.items.map(resolve)};
      }
      case 'link':
        return {type: 'link', label: item.label, href: item.href};
      default:
        return {type: 'html'};
    }
  };
  return Object.fromEntries(Object.entries(version.sidebars).map(([name, items]) => [name, items.map(resolve)]));
}

/** The category index pages of a version's sidebars, once each (title: the index's own, else the category label). */
export function categoryIndexes(version: LoadedVersion): CategoryIndex[] {
  const found = new Map<string, CategoryIndex>();
  const walk = (items: LoadedSidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index' && !found.has(item.link.permalink)) {
        found.set(item.link.permalink, {
          title: item.link.title ?? item.label,
          description: item.link.description ?? '',
          permalink: item.link.permalink,
        });
      }
      walk(item.items);
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items);
  return [...found.values()];
}

/** The docs, sidebars and category index pages of every version the build includes, sorted by address. */
export function routeDataOf(content: LoadedContent): RouteData {
  const byPermalink = (a: {permalink: string}, b: {permalink: string}) => a.permalink.localeCompare(b.permalink);
  return {
    docs: content.loadedVersions.flatMap((version) => version.docs.map(toDocRoute)).sort(byPermalink),
    versions: content.loadedVersions.map((version) => ({
      version: version.versionName,
      label: version.label,
      sidebars: resolvedSidebars(version),
    })),
    categories: content.loadedVersions.flatMap(categoryIndexes).sort(byPermalink),
  };
}

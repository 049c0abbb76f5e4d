/**
 * Drops what no page of this site reads from the docs version metadata (page weight). Every doc page loads its
 * version's metadata prop (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`): the sidebars, plus a map of
 * every doc of the version (id, title, description, sidebar) that grows with every page. The only reader of that map
 * is the theme's DocCard (`useDocById`, for a card's description), and the only cards on this site are those of the
 * generated-index category pages (`/docs/category/...`). The plugin keeps the map entries of the docs those pages
 * show and removes the rest, after the docs plugin wrote the prop and before both bundles are compiled (server and
 * client read the same file, so the HTML and hydration agree).
 *
 * If a page ever renders a DocCard for a doc outside a generated-index category (a DocCardList in MDX), the build
 * fails with the theme's "no version doc found by id=..." error: list that category here or remove the plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface SidebarItem {
  type: string;
  href?: string;
  docId?: string;
  items?: SidebarItem[];
}

interface VersionProp {
  version?: {docs?: Record<string, unknown>; docsSidebars?: Record<string, SidebarItem[]>};
}

const isGeneratedIndex = (item: SidebarItem) => item.type === 'category' && /\/category\//.test(item.href ?? '');

/** Doc ids shown as cards: the direct doc children of generated-index categories, in every sidebar. */
export function cardDocIds(sidebars: Record<string, SidebarItem[]>): Set<string> {
  const ids = new Set<string>();
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (isGeneratedIndex(item)) {
        for (const child of item.items ?? []) if (child.type === 'link' && child.docId) ids.add(child.docId);
      }
      if (item.items) walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return ids;
}

/** Trims one parsed version prop in place; returns how many doc entries it removed. */
export function trimVersionProp(prop: VersionProp): number {
  const docs = prop.version?.docs;
  if (!docs) return 0;
  const keep = cardDocIds(prop.version?.docsSidebars ?? {});
  let removed = 0;
  for (const id of Object.keys(docs)) {
    if (keep.has(id)) continue;
    delete docs[id];
    removed += 1;
  }
  return removed;
}

export function trimVersionProps(dataDir: string): number {
  let removed = 0;
  if (!fs.existsSync(dataDir)) return 0;
  for (const file of fs.readdirSync(dataDir, {recursive: true}).map(String)) {
    if (!file.endsWith('.json') || !file.split(path.sep).includes('p')) continue;
    const full = path.join(dataDir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes('"docsSidebars"')) continue;
    const prop = JSON.parse(text) as VersionProp;
    const count = trimVersionProp(prop);
    if (count > 0) {
      fs.writeFileSync(full, JSON.stringify(prop, null, 2));
      removed += count;
    }
  }
  return removed;
}

export default function trimVersionMetadataPlugin(context: LoadContext): Plugin {
  return {
    name: 'trim-version-metadata',
    configureWebpack(config) {
      if (config.mode === 'production' && process.env.TRIM_VERSION_METADATA !== '0') {
        const dataDir = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
        const count = trimVersionProps(dataDir);
        if (count > 0)
          console.log(`[trim-version-metadata] ${count} doc entries no card shows removed from version props`);
      }
      return {};
    },
  };
}

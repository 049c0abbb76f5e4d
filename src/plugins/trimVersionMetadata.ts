/**
 * Drops what no page of this site reads from the docs version metadata (issue 19). Every doc page loads its
 * version's metadata prop (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`): the sidebars, plus a map of
 * every doc of the version with its title and description. The descriptions are read only by the theme's DocCard
 * (`useDocById`), which renders the cards of generated-index category pages and DocCardList, and this site has
 * neither: they were 58% of the gzipped prop and grew with every page. The plugin removes `description` from that
 * map after the docs plugin wrote it, before both bundles are compiled (server and client read the same file, so the
 * HTML and hydration agree). If a generated-index page or a DocCardList is added, its cards would show no
 * descriptions: remove this plugin then (the build logs what it trimmed).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface VersionProp {
  version?: {docs?: Record<string, {description?: string}>};
}

export function trimVersionProps(dataDir: string): number {
  let trimmed = 0;
  if (!fs.existsSync(dataDir)) return 0;
  for (const file of fs.readdirSync(dataDir, {recursive: true}).map(String)) {
    if (!file.endsWith('.json') || !file.split(path.sep).includes('p')) continue;
    const full = path.join(dataDir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes('"docsSidebars"')) continue;
    const prop = JSON.parse(text) as VersionProp;
    const docs = prop.version?.docs;
    if (!docs) continue;
    let changed = false;
    for (const doc of Object.values(docs)) {
      if ('description' in doc) {
        delete doc.description;
        changed = true;
      }
    }
    if (changed) {
      fs.writeFileSync(full, JSON.stringify(prop, null, 2));
      trimmed += 1;
    }
  }
  return trimmed;
}

export default function trimVersionMetadataPlugin(context: LoadContext): Plugin {
  return {
    name: 'trim-version-metadata',
    configureWebpack(config) {
      if (config.mode === 'production' && process.env.TRIM_VERSION_METADATA !== '0') {
        const dataDir = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
        const count = trimVersionProps(dataDir);
        if (count > 0) console.log(`[trim-version-metadata] doc descriptions removed from ${count} version props`);
      }
      return {};
    },
  };
}

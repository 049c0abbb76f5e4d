import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {listFiles} from '../../scripts/generate/docs';
import {parsePage} from '../../scripts/lib/frontMatter';

type Item = string | {type?: string; id?: string; label?: string; items?: Item[]; link?: {type: string; id?: string}};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...docIds(item.items ?? [])];
  });
}

const root = path.resolve(import.meta.dirname, '../..');

/** "Parent > Child" for every category that holds a category of the same name (the reader sees the name twice). */
function nestedSameName(items: Item[], parent?: string): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string' || item.type !== 'category') return [];
    const here = parent !== undefined && item.label === parent ? [`${parent} > ${item.label}`] : [];
    return [...here, ...nestedSameName(item.items ?? [], item.label)];
  });
}

const frozenSidebar = JSON.parse(
  fs.readFileSync(path.join(root, 'versioned_sidebars/version-1.1.0-sidebars.json'), 'utf8'),
) as {overviewSidebar: Item[]};

describe('overviewSidebar (current version)', () => {
  const ids = docIds(sidebars.overviewSidebar as Item[]);
  const pages = listFiles(path.join(root, 'docs'))
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'))
    .map((f) => f.replace(/\.mdx?$/, ''));

  it('exists after `npm run generate`', () => {
    expect(fs.existsSync(path.join(root, 'docs/generated'))).toBe(true);
    expect(pages.length).toBeGreaterThan(0);
  });

  it('lists every page exactly once', () => {
    const missing = pages.filter((p) => !ids.includes(p));
    expect(missing, `pages missing from sidebars/*.ts: ${missing.join(', ')}`).toEqual([]);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes, `pages listed twice: ${dupes.join(', ')}`).toEqual([]);
  });

  it('only names pages that exist', () => {
    const unknown = ids.filter((id) => !pages.includes(id));
    expect(unknown).toEqual([]);
  });

  it('never nests a section in a section of the same name', () => {
    expect(nestedSameName(sidebars.overviewSidebar as Item[])).toEqual([]);
  });
});

describe('overviewSidebar of 1.1.0', () => {
  it('never nests a section in a section of the same name', () => {
    expect(nestedSameName(frozenSidebar.overviewSidebar)).toEqual([]);
  });

  it('labels the link to the features page exactly "What Is DataHub?"', () => {
    // Docusaurus labels a doc link with the page's `sidebar_label` first, then the sidebar item's `label`, then the
    // page title (plugin-content-docs, props.js): the front matter decides, so both must say it.
    const item = frozenSidebar.overviewSidebar.find(
      (entry): entry is Exclude<Item, string> => typeof entry !== 'string' && entry.id === 'features',
    );
    expect(item?.type).toBe('doc');
    const file = path.join(root, 'versioned_docs/version-1.1.0/features.md');
    const {frontMatter} = parsePage(fs.readFileSync(file, 'utf8'), file);
    const shown = (frontMatter.sidebar_label as string | undefined) ?? item?.label ?? frontMatter.title;
    expect(shown).toBe('What Is DataHub?');
    expect(item?.label).toBe('What Is DataHub?');
  });
});

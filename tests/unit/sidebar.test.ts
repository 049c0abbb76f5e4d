import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {listFiles} from '../../scripts/generate/docs';

type Item = string | {type?: string; id?: string; items?: Item[]; link?: {type: string; id?: string}};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...docIds(item.items ?? [])];
  });
}

const root = path.resolve(import.meta.dirname, '../..');

describe('overviewSidebar (current version)', () => {
  const ids = docIds(sidebars.overviewSidebar as Item[]);
  const pages = listFiles(path.join(root, 'genDocs'))
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'))
    .map((f) => f.replace(/\.mdx?$/, ''));

  it('exists after `npm run generate`', () => {
    expect(fs.existsSync(path.join(root, 'genDocs'))).toBe(true);
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
});

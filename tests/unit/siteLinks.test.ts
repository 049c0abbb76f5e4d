import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docPaths, pillars} from '../../src/components/Home/links';
import {docsSections} from '../../src/components/DocsLanding/sections';

const root = path.resolve(import.meta.dirname, '../..');

/** Whether a site path is a doc of the current version (docs/, generated pages after `npm run generate`) or a /learn page. */
function exists(to: string): boolean {
  const docs = /^\/docs\/(.+)$/.exec(to);
  if (docs) {
    const base = path.join(root, 'docs', docs[1]!);
    return ['.md', '.mdx', '/index.md', '/index.mdx'].some((ext) => fs.existsSync(`${base}${ext}`));
  }
  if (to === '/learn') return true;
  const post = /^\/learn\/([a-z0-9-]+)$/.exec(to);
  return post !== null && fs.existsSync(path.join(root, 'learn', `${post[1]}.md`));
}

describe('home page links', () => {
  it('gives each "What DataHub does" card a page of its own', () => {
    const targets = pillars.map((card) => card.to);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('links only pages that exist', () => {
    const missing = [...pillars, ...docPaths].map((card) => card.to).filter((to) => !exists(to));
    expect(missing).toEqual([]);
  });

  it('links the Learn articles', () => {
    expect(docPaths.map((card) => card.to)).toContain('/learn');
  });
});

describe('docs landing page links (/docs/)', () => {
  const targets = docsSections.flatMap((section) => [section.to, ...section.links.map((link) => link.to)]);

  it('links only pages that exist', () => {
    expect(targets.filter((to) => !exists(to))).toEqual([]);
  });

  it('links the Learn articles', () => {
    expect(targets).toContain('/learn');
  });
});

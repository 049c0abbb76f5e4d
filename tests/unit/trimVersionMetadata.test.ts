import {describe, expect, it} from 'vitest';
import {cardDocIds, trimVersionProp} from '../../src/plugins/trimVersionMetadata';

const link = (docId: string) => ({type: 'link', href: `/docs/${docId}`, docId});
const sidebars = {
  main: [
    {
      type: 'category',
      href: '/docs/category/features',
      items: [link('features/a'), {type: 'category', href: '/docs/b', docId: 'b', items: [link('b/deep')]}],
    },
    {type: 'category', href: '/docs/guides', docId: 'guides/index', items: [link('guides/x')]},
    link('intro'),
  ],
};

describe('version metadata trimming (src/plugins/trimVersionMetadata)', () => {
  it('keeps the docs shown as cards on generated-index category pages only', () => {
    expect([...cardDocIds(sidebars)].sort()).toEqual(['features/a']);
  });

  it('removes every other doc entry and keeps the card docs with their description', () => {
    const entry = (id: string) => ({id, title: id, description: `About ${id}`, sidebar: 'main'});
    const ids = ['features/a', 'b', 'b/deep', 'guides/index', 'guides/x', 'intro'];
    const prop = {version: {docsSidebars: sidebars, docs: Object.fromEntries(ids.map((id) => [id, entry(id)]))}};
    expect(trimVersionProp(prop)).toBe(5);
    expect(prop.version.docs).toEqual({'features/a': entry('features/a')});
    expect(prop.version.docsSidebars).toBe(sidebars);
  });
});

/**
 * Generator of the GraphQL API reference (/docs/graphql/<page>): the types and operations of the SDL files in
 * graphql/, with the prose of data/graphql/pages.yaml around them. Writes one Markdown page per kind (CommonMark, no
 * MDX), letter pages for kinds too large for one page, and the "GraphQL API reference" sidebar category.
 *
 * Steps: render the section of every type and operation once (sections.ts), decide the page of every type
 * (layout.ts), assemble the pages (pages.ts) and resolve their links against that page map (links.ts).
 */
import type {GraphQLSchema} from 'graphql';
import type {GraphqlPages} from '../../../data/schemas/graphqlPages';
import {GRAPHQL_DIR, loadSchema} from '../../lib/graphqlSchema';
import {CURRENT, VERSIONS_FILE} from '../../lib/versions';
import {releaseOf, stampRelease} from '../releaseLine';
import type {FamilyGenerator, FamilyOutput, GeneratedDoc} from '../types';
import {PAGE_IDS} from './kinds';
import {planPages} from './layout';
import {resolveLinks} from './links';
import {renderIndexPage, renderPage} from './pages';
import {GRAPHQL_PAGES_FILE, loadGraphqlProse} from './prose';
import {collectSections} from './sections';

/** What the reference is made from, for the generate cache of Next and of frozen versions. */
export const GRAPHQL_INPUTS = [GRAPHQL_DIR, GRAPHQL_PAGES_FILE];

/** The pages of the reference, without the release sentence. */
export function renderReference(schema: GraphQLSchema, prose: GraphqlPages): GeneratedDoc[] {
  const sections = collectSections(schema, prose);
  const map = planPages(schema, sections);
  const doc = (id: string, markdown: string): GeneratedDoc => ({
    path: `graphql/${id}.md`,
    content: resolveLinks(markdown, map.pageOf),
  });
  return PAGE_IDS.flatMap((page) => {
    const letterPages = map.letterPages.get(page);
    if (!letterPages) return [doc(page, renderPage(prose, page, sections[page]))];
    return [
      doc(page, renderIndexPage(prose, page, sections[page], letterPages)),
      ...letterPages.map((lp) => doc(lp.id, renderPage(prose, page, lp.sections, lp))),
    ];
  });
}

/** Sidebar items of the reference: one entry per kind, a category for kinds split into letter pages. */
export function sidebarItems(docs: GeneratedDoc[], prose: GraphqlPages): FamilyOutput['sidebar'] {
  const ids = new Set(docs.map((d) => d.path.replace(/\.md$/, '')));
  const items = PAGE_IDS.map((p) => {
    const letters = [...ids].filter((id) => id.startsWith(`graphql/${p}-`)).sort();
    if (letters.length === 0) return `graphql/${p}`;
    return {
      type: 'category' as const,
      label: prose.pages[p].sidebarLabel,
      link: {type: 'doc' as const, id: `graphql/${p}`},
      items: letters,
    };
  });
  return [{type: 'category', label: 'GraphQL API reference', items}];
}

/** The reference for one docs version (`current` for Next): its pages name that version's release. */
export function graphqlFor(root: string, docsVersion: string): FamilyOutput {
  const schema = loadSchema(root);
  const prose = loadGraphqlProse(root, schema);
  const docs = renderReference(schema, prose);
  return stampRelease({docs, sidebar: sidebarItems(docs, prose)}, releaseOf(root, docsVersion));
}

const generator: FamilyGenerator = {
  name: 'graphql',
  inputs: [...GRAPHQL_INPUTS, VERSIONS_FILE],
  run(root: string): FamilyOutput {
    return graphqlFor(root, CURRENT);
  },
};

export default generator;

/**
 * Assembles the Markdown of the reference pages from the prose of data/graphql/pages.yaml and the sections: a kind
 * page, or for a split kind its index page and letter pages. Links are still placeholders here (see links.ts).
 */
import {editUrlFor} from '../../../config/site';
import type {GraphqlPages} from '../../../data/schemas/graphqlPages';
import {areaOf} from './areas';
import type {PageId} from './kinds';
import {rangeLabel, type LetterPage} from './layout';
import {anchorFor, pageUrl} from './links';
import {mdText} from './markdown';
import type {Section} from './sections';

interface PageHead {
  title: string;
  sidebarLabel: string;
  description: string;
  /** Paragraphs between the front matter and the types. */
  intro: string[];
}

function frontMatter(head: PageHead, editUrl: string): string[] {
  const q = (s: string) => JSON.stringify(s);
  return [
    '---',
    `title: ${q(head.title)}`,
    `sidebar_label: ${q(head.sidebarLabel)}`,
    `description: ${q(head.description)}`,
    `custom_edit_url: ${q(editUrl)}`,
    '---',
    '',
  ];
}

/** One blank line between blocks, one newline at the end. */
function finish(lines: string[]): string {
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

/** The head of a kind page (or of the index page of a split kind). */
function kindHead(prose: GraphqlPages, page: PageId): PageHead {
  const spec = prose.pages[page];
  return {...spec, intro: [...spec.intro, prose.usingTheApi]};
}

/** The head of a letter page: its range, and the kind's second intro paragraph (how these types are used). */
function letterHead(prose: GraphqlPages, page: PageId, lp: LetterPage): PageHead {
  const spec = prose.pages[page];
  const range = rangeLabel(lp);
  return {
    title: `${spec.title}: ${range}`,
    sidebarLabel: `${spec.sidebarLabel} ${range}`,
    description: `${spec.title} of the DataHub GraphQL API whose names start with ${range}: fields, arguments and descriptions.`,
    intro: [
      `This page lists the ${spec.noun} of the DataHub GraphQL API whose names start with ${range}. The [${spec.sidebarLabel.toLowerCase()} index](${pageUrl(page)}) explains how these types are used and links to the other letter pages.`,
      spec.intro[1]!,
      prose.usingTheApi,
    ],
  };
}

/** The index page of a split kind: its introduction, then each letter page with links to its types. */
export function renderIndexPage(prose: GraphqlPages, page: PageId, all: Section[], letterPages: LetterPage[]): string {
  const spec = prose.pages[page];
  const head = kindHead(prose, page);
  const lines = frontMatter(head, editUrlFor('graphql'));
  for (const p of head.intro) lines.push(mdText(p), '');
  lines.push(
    `There are ${all.length} ${spec.noun}, too many for one page, so their full definitions are split by the first letter of their name over ${letterPages.length} pages. Each page groups its types by schema area, and every type name below links straight to its definition.`,
    '',
  );
  for (const lp of letterPages) {
    lines.push(`## ${mdText(spec.sidebarLabel)}: ${rangeLabel(lp)}`, '');
    lines.push(`Full definitions: [${mdText(spec.sidebarLabel)} ${rangeLabel(lp)}](${pageUrl(lp.id)}).`, '');
    lines.push(
      [...lp.sections]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => `[${s.name}](${pageUrl(lp.id)}#${anchorFor(s.name)})`)
        .join(', '),
      '',
    );
  }
  return finish(lines);
}

/** A page of types or operations (a whole kind, or one letter page), grouped by schema area. */
export function renderPage(prose: GraphqlPages, page: PageId, sections: Section[], letterPage?: LetterPage): string {
  const spec = prose.pages[page];
  const head = letterPage ? letterHead(prose, page, letterPage) : kindHead(prose, page);
  const example = letterPage ? undefined : spec.example;
  if (example) head.intro.push(example.lead);
  // A page whose types all come from one SDL file is edited there.
  const files = new Set(sections.map((s) => s.file ?? 'builtin'));
  const only = files.size === 1 ? [...files][0] : undefined;
  const editUrl = only && only !== 'builtin' ? editUrlFor(only) : editUrlFor('graphql');
  const lines = frontMatter(head, editUrl);
  for (const p of head.intro) lines.push(mdText(p), '');
  if (example) lines.push('```graphql', example.operation, '```', '');

  // Group by schema area (source file), groups and entries sorted for stable output.
  const groups = new Map<string, Section[]>();
  for (const s of sections) {
    const g = areaOf(s.file, prose.areas);
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(s);
  }
  const groupNames = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  lines.push(
    `The ${sections.length} ${spec.noun} below are grouped by area: ${groupNames.map((g) => mdText(g)).join(', ')}.`,
    '',
  );
  for (const g of groupNames) {
    lines.push(`## ${mdText(g)} ${spec.noun}`, '');
    const items = groups.get(g)!.sort((a, b) => a.name.localeCompare(b.name));
    for (const s of items) {
      lines.push(`### ${s.name}`, '', ...s.body);
    }
  }
  return finish(lines);
}

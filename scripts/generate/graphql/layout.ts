/**
 * The page map: which page holds the section of each type, decided once from the schema and the size of each
 * section before any page is assembled. A kind whose sections would make a page larger than MAX_PAGE_CHARS is
 * split into letter pages (`objects-a-c`, `objects-d-1`...) below an index page that keeps the kind URL.
 */
import type {GraphQLSchema} from 'graphql';
import {PAGE_IDS, pageOfType, type PageId} from './kinds';
import {resolveLinks} from './links';
import type {Section} from './sections';

/**
 * Largest Markdown size of one generated page, so that no page grows past roughly 400 kB of HTML (Docusaurus adds
 * about two to three times the Markdown size).
 */
export const MAX_PAGE_CHARS = 100_000;

export interface LetterPage {
  id: string;
  first: string;
  last: string;
  /** Set when one letter is spread over several pages: 1, 2... */
  part?: number;
  sections: Section[];
}

export interface PageMap {
  /** The page of a type, by name: its letter page when its kind is split, else its kind page. */
  pageOf(typeName: string): string;
  /** The letter pages of each split kind, in order. */
  letterPages: Map<PageId, LetterPage[]>;
}

/** "A to C", "D (part 1)", "S": the names a letter page covers. */
export function rangeLabel(lp: LetterPage): string {
  if (lp.part !== undefined) return `${lp.first} (part ${lp.part})`;
  return lp.first === lp.last ? lp.first : `${lp.first} to ${lp.last}`;
}

const letterOf = (name: string) => name[0]!.toUpperCase();

/** Splits the sections of a kind into consecutive letter ranges of at most MAX_PAGE_CHARS of Markdown each. */
function splitByLetter(page: PageId, sections: Section[], bodySize: (s: Section) => number): LetterPage[] {
  const byLetter = new Map<string, Section[]>();
  for (const s of [...sections].sort((a, b) => a.name.localeCompare(b.name))) {
    const l = letterOf(s.name);
    if (!byLetter.has(l)) byLetter.set(l, []);
    byLetter.get(l)!.push(s);
  }
  // A section is its `### Name` heading, blank lines and body.
  const size = (list: Section[]) => list.reduce((n, s) => n + s.name.length + 8 + bodySize(s), 0);
  const pages: LetterPage[] = [];
  let current: Section[] = [];
  let letters: string[] = [];
  const budget = MAX_PAGE_CHARS - 8_000; // room for front matter, intro and group headings
  for (const [letter, list] of [...byLetter].sort(([a], [b]) => a.localeCompare(b))) {
    if (size(list) > budget) {
      // One letter alone is too large (D: Dashboard, Data..., Dataset, Document, Domain): give it
      // numbered pages of consecutive types, each within the budget.
      if (current.length > 0)
        pages.push({id: '', first: letters[0]!, last: letters[letters.length - 1]!, sections: current});
      current = [];
      letters = [];
      let chunk: Section[] = [];
      let part = 1;
      for (const s of list) {
        if (chunk.length > 0 && size(chunk) + size([s]) > budget) {
          pages.push({id: '', first: letter, last: letter, part: part++, sections: chunk});
          chunk = [];
        }
        chunk.push(s);
      }
      if (chunk.length > 0) pages.push({id: '', first: letter, last: letter, part, sections: chunk});
      continue;
    }
    if (current.length > 0 && size(current) + size(list) > budget) {
      pages.push({id: '', first: letters[0]!, last: letters[letters.length - 1]!, sections: current});
      current = [];
      letters = [];
    }
    current.push(...list);
    letters.push(letter);
  }
  if (current.length > 0)
    pages.push({id: '', first: letters[0]!, last: letters[letters.length - 1]!, sections: current});
  for (const lp of pages)
    lp.id =
      lp.part !== undefined
        ? `${page}-${lp.first.toLowerCase()}-${lp.part}`
        : lp.first === lp.last
          ? `${page}-${lp.first.toLowerCase()}`
          : `${page}-${lp.first.toLowerCase()}-${lp.last.toLowerCase()}`;
  return pages;
}

/** Decides the letter pages of each kind and the page of every type. Operations are never split. */
export function planPages(schema: GraphQLSchema, sections: Record<PageId, Section[]>): PageMap {
  const kindPage = (name: string): PageId => {
    const type = schema.getType(name);
    if (!type) throw new Error(`GraphQL reference: link to ${name}, which is not a type of the schema`);
    return pageOfType(type);
  };
  // Sizes are measured with every link pointing at a kind page, before the split is known.
  const sizes = new Map<Section, number>();
  const bodySize = (s: Section): number => {
    let n = sizes.get(s);
    if (n === undefined) sizes.set(s, (n = resolveLinks(s.body.join('\n'), kindPage).length));
    return n;
  };
  const letterPages = new Map<PageId, LetterPage[]>();
  const letterPageOf = new Map<string, string>();
  for (const page of PAGE_IDS) {
    if (page === 'queries' || page === 'mutations') continue;
    const size = sections[page].reduce((n, s) => n + bodySize(s), 0);
    if (size <= MAX_PAGE_CHARS) continue;
    const pages = splitByLetter(page, sections[page], bodySize);
    letterPages.set(page, pages);
    for (const lp of pages) for (const s of lp.sections) letterPageOf.set(s.name, lp.id);
  }
  return {pageOf: (name) => letterPageOf.get(name) ?? kindPage(name), letterPages};
}

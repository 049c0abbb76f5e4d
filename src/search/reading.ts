/**
 * When the words as typed find nothing, the search tries looser ones: a spelling correction or shorter prefixes
 * (src/search/localClient.ts). A looser query finds something for almost any letters, often pages that merely
 * contain them somewhere ("xyzzyq" -> "xyzz"). A reader accepts it only when the page it ranks first shows each
 * changed word where a reader looks first: its title, keywords or a heading. Pure functions, unit-tested.
 */
import type {PagefindData} from './hits';
import {keywordsOf} from './ranking';

/** The words of a page's title, keywords and matching headings, lower-case. */
export function shownWords(page: PagefindData): string[] {
  const text = [page.meta.title, ...keywordsOf(page.meta), ...(page.sub_results ?? []).map((sub) => sub.title)].join(
    ' ',
  );
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * How a reader reads the looser query `loose` (same number of words as `typed`) given the page it ranks first:
 * each changed word completed to the word of that page it stands for ("glos" -> "glossary"); null when a changed
 * word is not shown by the page, so the results would be letters matched at random.
 */
export function readingOf(typed: string, loose: string, first: PagefindData): string | null {
  const typedWords = typed.split(' ');
  const shown = shownWords(first);
  const words: string[] = [];
  for (const [i, word] of loose.split(' ').entries()) {
    if (word === typedWords[i]) {
      words.push(word);
      continue;
    }
    const lower = word.toLowerCase();
    const match = shown.find((w) => w === lower) ?? shown.find((w) => w.startsWith(lower));
    if (!match) return null;
    words.push(match);
  }
  return words.join(' ');
}

/** The words Pagefind marked in a page's excerpts (what it matched), lower-case. */
export function markedWords(page: PagefindData): string[] {
  const excerpts = [page.excerpt, ...(page.sub_results ?? []).map((sub) => sub.excerpt)].join(' ');
  return [...excerpts.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap(
    (match) => match[1]!.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [],
  );
}

/**
 * Whether the words as typed were found, not stood in for: Pagefind, when a word is in no page, matches a shorter
 * start of it instead ("xyzzyq" marks "xyz34", "qqqqzz" marks "Q"). A word counts as found when a page marks a
 * word that starts like it (up to four letters of ending may differ: "configuring" marks "configure"). The words as
 * typed are accepted when any of them is found on any of the pages.
 */
export function typedWordsFound(terms: string, pages: PagefindData[]): boolean {
  const marked = pages.flatMap(markedWords);
  // Split as the marked words are: `include_column_lineage` or `urn:li:dataset` are several words.
  return (terms.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => {
    const start = word.slice(0, Math.max(4, word.length - 4));
    return marked.some((m) => m.startsWith(start));
  });
}

/**
 * Whether every word as typed is the start of a word Pagefind marked ("kuberne" of "kubernetes"): then the query needs
 * no spelling help. False for a misspelt word ("snowflke" marks "snowflake") and for a word only found through its
 * stem ("configuring" marks "configure"); the search then asks the spelling help, which leaves known words alone.
 */
export function wordsFoundAsTyped(terms: string, pages: PagefindData[]): boolean {
  const marked = pages.flatMap(markedWords);
  const words = terms.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every((word) => marked.some((m) => m.startsWith(word)));
}

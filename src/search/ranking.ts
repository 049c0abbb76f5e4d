/**
 * Pagefind ranking for this site, chosen with tests/search/relevance.yaml (`npm run bench` reports it per category):
 * term frequency off and almost no page-length penalty, because the index already weighs where a word appears
 * (title, keywords, description, headings, prose, code; reference families less: scripts/lib/searchDocument.ts), and
 * long guides are often the right answer.
 */
export const PAGEFIND_RANKING = {termFrequency: 0, termSaturation: 2, pageLength: 0.1};

/** Between the keywords of a page in its `keywords` metadata (scripts/lib/searchDocument.ts). */
export const KEYWORD_SEPARATOR = ';';

/** A page's keywords, lower-case, from its `keywords` metadata. */
export function keywordsOf(meta: Record<string, string | undefined>): string[] {
  return (meta.keywords ?? '')
    .split(KEYWORD_SEPARATOR)
    .map((k) => k.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * Pages that name the query itself as one of their keywords first (their order kept), then the others as Pagefind
 * ranked them. An author's keyword says "readers type this for this page": for a query such as `lineage` the lineage
 * guide, which declares it, comes before connectors that merely have the word in their name.
 */
export function keywordAnswersFirst<T extends {meta: Record<string, string | undefined>}>(
  pages: T[],
  terms: string,
): T[] {
  const query = terms.trim().toLowerCase().replace(/\s+/g, ' ');
  const declares = (page: T) => keywordsOf(page.meta).includes(query);
  return [...pages.filter(declares), ...pages.filter((page) => !declares(page))];
}

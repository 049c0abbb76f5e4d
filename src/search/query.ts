/**
 * What a typed query becomes before it reaches the index. Pure functions, unit-tested; used by the modal, the
 * /search page and the relevance bench, so all three rank the same way.
 */

/** Longest query handed to the index: longer input (a pasted log) is cut, never rejected. */
export const MAX_QUERY_LENGTH = 200;

/** English words too common to tell pages apart; a query made only of them has no results. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from how i if in into is it its me my of on or so that the ' +
    'their then there these this to was what when where which who why will with you your'
  ).split(' '),
);

/** Control characters, lone surrogates and markup-only punctuation are dropped; the rest is kept as text. */
export function cleanQuery(raw: string): string {
  return raw
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/**
 * The words to search for: the query as typed when it has at least one word that is not a stop word (stop words
 * still help a title such as "What is DataHub?" to rank), nothing when it has only stop words.
 */
export function searchTerms(raw: string): string {
  const words = cleanQuery(raw).split(' ').filter(Boolean);
  return words.some((word) => !STOP_WORDS.has(word.toLowerCase())) ? words.join(' ') : '';
}

/** Shortest prefix a misspelt word is cut to when a query finds nothing. */
const MIN_PREFIX = 4;

/**
 * Looser queries for further tries when a query finds nothing, loosest last: long words cut to ever shorter
 * prefixes, so a typo late in a word ("kubernetis" -> "kuber", "glosary" -> "glos") still reaches the page.
 */
export function fallbackQueries(terms: string): string[] {
  const words = terms.split(' ');
  const longest = Math.max(...words.map((word) => word.length));
  const out: string[] = [];
  for (let length = longest - 1; length >= MIN_PREFIX; length--) {
    const loose = words.map((word) => (word.length > length ? word.slice(0, length) : word)).join(' ');
    if (loose !== terms && !out.includes(loose)) out.push(loose);
  }
  return out;
}

/** The key of a query as DocSearch sends it and as the modal's input holds it. */
export const answerKey = (query: string): string => query.trim();

/**
 * Spelling help for the local index, which matches words and prefixes but not typos. The build writes the words of
 * every page title, heading and `keywords` entry with their counts (scripts/postbuild/searchIndex.ts); a query word
 * that is none of them, nor the start of one, is replaced by the closest one ("snowflke" -> "snowflake").
 */

/** Word -> how often it occurs in titles, headings and keywords. */
export type Vocabulary = Record<string, number>;

export const VOCABULARY_FILE = 'pagefind/search-vocabulary.json';

/** Words shorter than this, or with digits, underscores or dots (identifiers), are never corrected. */
const MIN_LENGTH = 4;

/** Edit distance with adjacent transpositions (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** The closest known word to a misspelt one, or null when the word is known, an identifier, or too far from any. */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const lower = word.toLowerCase();
  if (lower.length < MIN_LENGTH || !/^[a-z]+$/.test(lower)) return null;
  const known = Object.keys(vocabulary);
  if (vocabulary[lower] !== undefined || known.some((k) => k.startsWith(lower))) return null;
  const max = lower.length >= 7 ? 2 : 1;
  let best: {word: string; distance: number; count: number} | null = null;
  for (const candidate of known) {
    if (candidate[0] !== lower[0]) continue;
    const distance = editDistance(lower, candidate, max);
    if (distance > max) continue;
    const count = vocabulary[candidate] ?? 0;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = {word: candidate, distance, count};
    }
  }
  return best?.word ?? null;
}

/** The query with misspelt words corrected, or null when nothing changed. */
export function correctQuery(terms: string, vocabulary: Vocabulary): string | null {
  let changed = false;
  const words = terms.split(' ').map((word) => {
    const corrected = correctWord(word, vocabulary);
    if (corrected) changed = true;
    return corrected ?? word;
  });
  return changed ? words.join(' ') : null;
}

/** Adds the words of one text (a title, a heading, keywords) to a vocabulary. */
export function addWords(vocabulary: Vocabulary, text: string): void {
  for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) vocabulary[word] = (vocabulary[word] ?? 0) + 1;
}

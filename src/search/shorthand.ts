/**
 * Shorthand readers type (`k8s`, `sso`, `cll` ...) searched as the words the docs use. The list is data
 * (data/search-shorthand.yaml, validated and shipped with the index by scripts/postbuild/searchIndex.ts), not code.
 */

/** Written by the index step beside the index. */
export const SHORTHAND_FILE = 'pagefind/search-shorthand.json';

/** Shorthand word -> the words it stands for. */
export type Shorthand = Record<string, string>;

/** The query with every shorthand word replaced by the words it stands for (unchanged when it has none). */
export function expandShorthand(terms: string, shorthand: Shorthand): string {
  return terms
    .split(' ')
    .map((word) => (Object.hasOwn(shorthand, word.toLowerCase()) ? shorthand[word.toLowerCase()]! : word))
    .join(' ');
}

/**
 * The tag of the current Pagefind index, written into the /search page by the index step
 * (scripts/postbuild/searchIndex.ts) and read by the page's head script (earlySearch.ts).
 *
 * Pagefind starts with two requests one after the other: its entry file (`pagefind-entry.json`, which names the index
 * of each language), then that index's meta file. The entry is fetched with a query string that defeats caches
 * (`?ts=<now>`) unless Pagefind is given a `metaCacheTag`; the meta file is named by the index's hash. Knowing the
 * hash when the page loads, the head script can preload both with the page, and Pagefind then asks for the same URLs.
 * The tag is the index's own hash (`en_92232d479c`), so it changes whenever the index does.
 */
export const INDEX_TAG_META = 'site-search-index';

/** A tag as Pagefind writes it: a language code and a hex hash. Anything else is ignored. */
const TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]+)?_[0-9a-f]{6,}$/i;

export const isIndexTag = (value: string | null | undefined): value is string => !!value && TAG.test(value);

/** The files Pagefind fetches first for the index `tag`, as it names them. */
export function indexFiles(baseUrl: string, tag: string): {entry: string; meta: string} {
  return {
    entry: `${baseUrl}pagefind/pagefind-entry.json?ts=${encodeURIComponent(tag)}`,
    meta: `${baseUrl}pagefind/pagefind.${tag}.pf_meta`,
  };
}

/** `html` with the tag as a `<meta>` element at the start of its head (before the head script that reads it). */
export function withIndexTag(html: string, tag: string): string {
  if (!isIndexTag(tag)) throw new Error(`search index tag "${tag}" is not of the form <language>_<hex hash>`);
  const meta = `<meta name="${INDEX_TAG_META}" content="${tag}">`;
  const existing = new RegExp(`<meta name="?${INDEX_TAG_META}"? content="?[^">]*"?>`);
  if (existing.test(html)) return html.replace(existing, meta);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('search index tag: the page has no <head>');
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

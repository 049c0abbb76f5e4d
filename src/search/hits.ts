/**
 * Maps local (Pagefind) results to the DocSearch hit records the search UI renders.
 * Pure functions: unit-tested, and shared by the modal and the /search page.
 */

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;

interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface DocSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  version: string;
  _highlightResult: {hierarchy: Record<Level, Highlighted>; content: Highlighted};
  _snippetResult: {hierarchy: Record<Level, Highlighted>; content: Highlighted};
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text without any markup (entities decoded). */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m) => ENTITIES[m] ?? m);
}

/**
 * Safe snippet HTML: everything is escaped except the `<mark>` highlighting. Works whether the input
 * text was escaped or not, so hostile page content or queries are always shown as text.
 */
export function safeSnippet(html: string): string {
  return html
    .split(/(<mark>|<\/mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : escapeHtml(plainText(part))))
    .join('');
}

const highlighted = (value: string | null, html?: string): Highlighted => ({
  value: html !== undefined ? safeSnippet(html) : escapeHtml(value ?? ''),
  matchLevel: html?.includes('<mark>') ? 'full' : 'none',
  matchedWords: [],
});

function levels(hierarchy: Hierarchy, markedLevel?: Level, markedHtml?: string): Record<Level, Highlighted> {
  const out = {} as Record<Level, Highlighted>;
  for (const level of Object.keys(hierarchy) as Level[]) {
    out[level] = highlighted(hierarchy[level], level === markedLevel ? markedHtml : undefined);
  }
  return out;
}

/** Absolute URL as DocSearch requires (a relative one makes it show "No results"). */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** Hits for one page result: the page itself, then up to `maxSections` of its matching sections. */
export function toHits(data: PagefindData, origin: string, maxSections = 3): DocSearchHit[] {
  const title = data.meta.title ?? plainText(data.url);
  const category = data.meta.category ?? 'Documentation';
  const version = data.meta.version ?? '';
  const base: Hierarchy = {lvl0: category, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const pageUrl = absoluteUrl(data.url, origin);
  const page: DocSearchHit = {
    objectID: pageUrl,
    url: pageUrl,
    url_without_anchor: pageUrl,
    anchor: null,
    type: 'lvl1',
    hierarchy: base,
    content: plainText(data.excerpt),
    version,
    _highlightResult: {hierarchy: levels(base), content: highlighted(null, data.excerpt)},
    _snippetResult: {hierarchy: levels(base), content: highlighted(null, data.excerpt)},
  };
  const sections = (data.sub_results ?? [])
    .filter((sub) => sub.url !== data.url && sub.title !== title)
    .slice(0, maxSections)
    .map((sub): DocSearchHit => {
      const hierarchy: Hierarchy = {...base, lvl2: sub.title};
      const url = absoluteUrl(sub.url, origin);
      return {
        objectID: url,
        url,
        url_without_anchor: pageUrl,
        anchor: url.split('#')[1] ?? null,
        type: 'content',
        hierarchy,
        content: plainText(sub.excerpt),
        version,
        _highlightResult: {hierarchy: levels(hierarchy), content: highlighted(null, sub.excerpt)},
        _snippetResult: {hierarchy: levels(hierarchy), content: highlighted(null, sub.excerpt)},
      };
    });
  return [page, ...sections];
}

/** The docusaurus_tag values of DocSearch facet filters such as [["docusaurus_tag:default", ...], "language:en"]. */
export function tagsFromFacetFilters(facetFilters: unknown): string[] {
  const flat = Array.isArray(facetFilters) ? facetFilters.flat(2) : [];
  return flat
    .filter((f): f is string => typeof f === 'string' && f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length));
}

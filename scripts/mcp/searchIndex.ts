/**
 * An in-memory full-text index of the Markdown twins, for the `search_docs` tool.
 *
 * The site's own search index is Pagefind's (`<build>/pagefind/`), but the `pagefind` package only writes indexes
 * from Node; reading one needs its browser bundle and WebAssembly. The twins hold the same pages as plain Markdown,
 * so the server indexes them directly: titles, headings and body words, ranked title first, then headings, then
 * BM25 on the body. The build's shorthand list (`pagefind/search-shorthand.json`, `k8s` -> `kubernetes`) expands
 * queries the way the site's search box does.
 */
import {fold} from './text';
import {SITE_URL, type DocsVersion, type TwinPage} from './site';

export interface SearchHit {
  route: string;
  title: string;
  version: DocsVersion;
  snippet: string;
  score: number;
}

interface IndexedPage {
  page: TwinPage;
  titleTerms: Set<string>;
  foldedTitle: string;
  headingCounts: Map<string, number>;
  bodyCounts: Map<string, number>;
  length: number;
  /** How many other pages link to this one: pages that many others point to are the main page of their topic. */
  inlinks: number;
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do for from how i in is it of on or the this to what when where which with you your'.split(
    ' ',
  ),
);

/** Plural and possessive endings folded away, so `connectors` finds `connector`. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function terms(text: string): string[] {
  return (fold(text).match(/[a-z0-9]+/g) ?? []).map(stem);
}

function counts(words: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const w of words) map.set(w, (map.get(w) ?? 0) + 1);
  return map;
}

/** Markdown reduced to readable prose for snippets: no link targets, emphasis or code ticks. */
export function plain(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/^[\s>#|-]+/, '')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Prose paragraphs of a twin: wrapped lines joined, each list item and table row on its own; headings, code
 * blocks, directive fences and table rules left out.
 */
function proseLines(markdown: string): string[] {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(paragraph.join(' '));
    paragraph = [];
  };
  let fence: string | undefined;
  for (const line of markdown.split('\n').slice(1)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      flush();
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined || /^\s*\|?\s*:?-{3,}/.test(line)) continue;
    if (/^\s*(#|:::)/.test(line)) {
      flush(); // headings are indexed, not quoted
      continue;
    }
    const text = plain(line);
    if (!text) {
      flush();
      continue;
    }
    if (/^\s*([-*+] |\d+\. |\|)/.test(line)) flush();
    paragraph.push(text);
    if (/^\s*\|/.test(line)) flush();
  }
  flush();
  return out;
}

const SNIPPET_LENGTH = 240;

/** A short passage of the page around the first query word it contains, or its first prose line. */
export function snippetOf(markdown: string, queryTerms: string[]): string {
  const lines = proseLines(markdown).filter((l) => !/^(This reference describes DataHub)/.test(l));
  const hit = lines.find((l) => terms(l).some((t) => queryTerms.includes(t)));
  const line = hit ?? lines[0] ?? '';
  if (line.length <= SNIPPET_LENGTH) return line;
  const folded = fold(line);
  const positions = queryTerms.map((t) => folded.indexOf(t)).filter((i) => i >= 0);
  const at = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, Math.min(at - 60, line.length - SNIPPET_LENGTH));
  const cut = line.slice(start, start + SNIPPET_LENGTH).trim();
  return `${start > 0 ? '...' : ''}${cut}${start + SNIPPET_LENGTH < line.length ? '...' : ''}`;
}

export class SearchIndex {
  private readonly pages: IndexedPage[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;
  private readonly shorthand: Record<string, string>;

  constructor(pages: Iterable<TwinPage>, shorthand: Record<string, string> = {}) {
    this.shorthand = shorthand;
    this.pages = [...pages].map((page) => {
      const headings = page.markdown
        .split('\n')
        .filter((l) => /^#{2,6}\s/.test(l))
        .join(' ');
      const body = terms(page.markdown);
      return {
        page,
        titleTerms: new Set(terms(page.title)),
        foldedTitle: terms(page.title).join(' '),
        headingCounts: counts(terms(headings)),
        bodyCounts: counts(body),
        length: body.length,
        inlinks: 0,
      };
    });
    const byRoute = new Map(this.pages.map((p) => [p.page.route, p]));
    const linkPattern = new RegExp(`\\]\\(${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/docs[^)#\\s]*)`, 'g');
    for (const p of this.pages) {
      const targets = new Set([...p.page.markdown.matchAll(linkPattern)].map((m) => m[1]!.replace(/\/+$/, '')));
      targets.delete(p.page.route);
      for (const target of targets) {
        const linked = byRoute.get(target);
        if (linked) linked.inlinks++;
      }
    }
    for (const p of this.pages) {
      for (const term of p.bodyCounts.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    this.averageLength = this.pages.reduce((n, p) => n + p.length, 0) / Math.max(1, this.pages.length);
  }

  get size(): number {
    return this.pages.length;
  }

  /** The query's words, shorthand expanded and stop words dropped (kept when the query is only stop words). */
  queryTerms(query: string): string[] {
    const words = fold(query).match(/[a-z0-9]+/g) ?? [];
    const expanded = words.flatMap((w) =>
      Object.prototype.hasOwnProperty.call(this.shorthand, w) ? terms(this.shorthand[w] ?? w) : [stem(w)],
    );
    const useful = expanded.filter((w) => !STOP_WORDS.has(w));
    return [...new Set(useful.length > 0 ? useful : expanded)];
  }

  search(query: string, version: DocsVersion, limit: number): SearchHit[] {
    const wanted = this.queryTerms(query);
    if (wanted.length === 0) return [];
    const phrase = wanted.join(' ');
    const total = this.pages.length;
    const ranked = [];
    for (const p of this.pages) {
      if (p.page.version !== version) continue;
      let matched = 0;
      let score = 0;
      for (const term of wanted) {
        const inTitle = p.titleTerms.has(term);
        const inHeadings = p.headingCounts.get(term) ?? 0;
        const inBody = p.bodyCounts.get(term) ?? 0;
        if (!inTitle && inHeadings === 0 && inBody === 0) continue;
        matched++;
        const df = this.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
        const bm25 = (inBody * 2.2) / (inBody + 1.2 * (0.25 + (0.75 * p.length) / this.averageLength));
        score += idf * ((inTitle ? 4 : 0) + Math.min(inHeadings, 3) * 0.8 + bm25);
      }
      if (matched === 0) continue;
      score *= 1 + 0.2 * Math.log1p(p.inlinks);
      const titleTier = p.foldedTitle === phrase ? 2 : wanted.every((t) => p.titleTerms.has(t)) ? 1 : 0;
      ranked.push({p, matched, titleTier, score});
    }
    ranked.sort(
      (a, b) =>
        b.matched - a.matched ||
        b.titleTier - a.titleTier ||
        b.score - a.score ||
        a.p.page.title.length - b.p.page.title.length ||
        a.p.page.route.localeCompare(b.p.page.route),
    );
    return ranked.slice(0, limit).map(({p, score}) => ({
      route: p.page.route,
      title: p.page.title,
      version: p.page.version,
      snippet: snippetOf(p.page.markdown, wanted),
      score: Math.round(score * 100) / 100,
    }));
  }
}

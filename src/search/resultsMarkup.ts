/**
 * The markup of the /search page's results: the status line and the list. One function for both renderers, the
 * page's head script that paints the results of a direct visit before the bundles run (src/search/earlySearch.ts)
 * and the React page that takes over (src/components/LocalSearchPage), so the hand-over swaps identical markup and
 * nothing moves. Every text is escaped; snippets are already safe (`safeSnippet` keeps only `<mark>`).
 */
import type {DocSearchHit} from './hits';

export interface PageGroup {
  page: DocSearchHit;
  sections: DocSearchHit[];
}

export type ResultsView =
  | {status: 'idle' | 'loading' | 'done'; query: string; groups: PageGroup[]; total: number; corrected: string | null}
  | {status: 'error'; query: string; message: string};

/** The CSS module class names the markup uses (the page's `styles`). */
export interface ResultsClasses {
  count: string;
  error: string;
  suggestions: string;
  result: string;
  crumbs: string;
  version: string;
  resultTitle: string;
  snippet: string;
  sections: string;
}

/** Translated texts; `{query}` and `{count}` are filled in. */
export interface ResultsTexts {
  noResults: string;
  pagesFound: string;
  correctedQuery: string;
  tryFor: string;
  searching: string;
  networkHint: string;
  suggestions: readonly string[];
}

/** What the page hands its head script (src/search/earlySearch.ts), as JSON in the script's text. */
export interface EarlySearchSettings {
  baseUrl: string;
  /** The version tags and page count the page searches with on arrival. */
  tags: string[];
  pages: number;
  classes: ResultsClasses;
  texts: ResultsTexts;
  searchPath: string;
}

/** Attributes of the regions the head script fills (rendered empty by the server). */
export const STATUS_REGION = 'data-search-status';
export const LIST_REGION = 'data-search-list';

/**
 * Text as HTML. Control characters are left out: the HTML parser drops a NUL and shows the others as nothing a reader
 * can see, so the two renderers would disagree about them.
 */
const escapeText = (text: string): string =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A template's `{name}` places filled with escaped values (or markup already built). */
function fill(template: string, values: Record<string, string>): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name] : escapeText(part);
    })
    .join('');
}

/** The hits of one list, grouped by page: a page hit followed by its section hits. */
export function groupByPage(hits: DocSearchHit[]): PageGroup[] {
  const groups: PageGroup[] = [];
  for (const hit of hits) {
    if (hit.type === 'lvl1') groups.push({page: hit, sections: []});
    else groups[groups.length - 1]?.sections.push(hit);
  }
  return groups;
}

/** A result's address inside the site (path and anchor), so a click can stay in the app. */
export function inSitePath(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.hash;
}

const link = (href: string, text: string) => `<a href="${escapeText(href)}">${escapeText(text)}</a>`;

/** The status line(s) above the list; empty while idle. */
export function statusMarkup(view: ResultsView, c: ResultsClasses, t: ResultsTexts, searchPath: string): string {
  const query = view.query.trim();
  if (view.status === 'error')
    return `<p class="${c.error}" role="alert">${escapeText(view.message)}. ${escapeText(t.networkHint)}</p>`;
  if (!query) return '';
  if (view.status === 'loading' && view.groups.length === 0)
    return `<p class="${c.count}">${escapeText(t.searching)}</p>`;
  if (view.status !== 'done') return '';
  const quoted = {query: escapeText(view.query), count: String(view.total)};
  let html = `<p class="${c.count}">${fill(view.total === 0 ? t.noResults : t.pagesFound, quoted)}</p>`;
  if (view.corrected)
    html += `<p class="${c.count}">${fill(t.correctedQuery, {query: `<strong>${escapeText(view.corrected)}</strong>`})}</p>`;
  if (view.total === 0) {
    const offers = t.suggestions.map((s) => link(`${searchPath}?q=${encodeURIComponent(s)}`, s)).join(', ');
    html += `<p class="${c.suggestions}">${escapeText(t.tryFor)}: ${offers}</p>`;
  }
  return html;
}

/** The items of the results list. */
export function listMarkup(view: ResultsView, c: ResultsClasses): string {
  if (view.status === 'error') return '';
  return view.groups
    .map(({page, sections}) => {
      const version = page.version ? `<span class="${c.version}">${escapeText(page.version)}</span>` : '';
      const sectionItems = sections
        .map(
          (s) =>
            `<li>${link(inSitePath(s.url), s.hierarchy.lvl2 ?? '')}<p class="${c.snippet}">${s._snippetResult.content.value}</p></li>`,
        )
        .join('');
      return (
        `<li class="${c.result}"><p class="${c.crumbs}">${escapeText(page.hierarchy.lvl0 ?? '')}${version}</p>` +
        `<h2 class="${c.resultTitle}">${link(inSitePath(page.url), page.hierarchy.lvl1 ?? '')}</h2>` +
        `<p class="${c.snippet}">${page._snippetResult.content.value}</p>` +
        (sectionItems ? `<ul class="${c.sections}">${sectionItems}</ul>` : '') +
        '</li>'
      );
    })
    .join('');
}

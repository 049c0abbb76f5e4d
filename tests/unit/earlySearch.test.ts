import {afterEach, describe, expect, it, vi} from 'vitest';
import * as cheerio from 'cheerio';
import {
  EARLY_DONE,
  EARLY_RESULTS,
  WARM_PAGEFIND,
  WARM_SHORTHAND,
  takeEarlyResults,
  type EarlyResults,
} from '../../src/search/handOver';
import {
  LIST_REGION,
  STATUS_REGION,
  groupByPage,
  listMarkup,
  statusMarkup,
  type ResultsClasses,
  type ResultsTexts,
} from '../../src/search/resultsMarkup';
import {toHits, type PagefindData} from '../../src/search/hits';
import {buildEarlySearchScript} from '../../src/plugins/earlySearchScript';

const CLASSES: ResultsClasses = {
  count: 'count_a',
  error: 'error_a',
  suggestions: 'suggestions_a',
  result: 'result_a',
  crumbs: 'crumbs_a',
  version: 'version_a',
  resultTitle: 'resultTitle_a',
  snippet: 'snippet_a',
  sections: 'sections_a',
};
const TEXTS: ResultsTexts = {
  noResults: 'No results for "{query}"',
  pagesFound: '{count} pages found for "{query}"',
  correctedQuery: 'Showing results for {query}',
  tryFor: 'Try searching for',
  searching: 'Searching…',
  networkHint: 'You might want to check your network connection.',
  suggestions: ['quickstart', 'lineage'],
};
const HOSTILE = '<img src=x onerror=alert(1)>"&';

function pageData(url: string, title: string, subs: string[] = []): PagefindData {
  return {
    url,
    excerpt: `About <mark>lineage</mark> and ${HOSTILE}`,
    meta: {title, category: 'Docs', version: 'Next'},
    sub_results: subs.map((s) => ({title: s, url: `${url}#${s.toLowerCase()}`, excerpt: `<mark>lineage</mark> ${s}`})),
  };
}

const HITS = [
  ...toHits(pageData('/docs/lineage', 'Lineage', ['Column level']), 'http://127.0.0.1'),
  ...toHits(pageData('/docs/x', HOSTILE), 'http://127.0.0.1'),
];

describe('the results markup', () => {
  it('lists each page with its crumbs, version, title link, snippet and section links', () => {
    const $ = cheerio.load(
      `<ol>${listMarkup({status: 'done', query: 'lineage', groups: groupByPage(HITS), total: 2, corrected: null}, CLASSES)}</ol>`,
    );
    const items = $('ol > li.result_a');
    expect(items).toHaveLength(2);
    expect(items.first().find('p.crumbs_a').text()).toBe('DocsNext');
    expect(items.first().find('h2.resultTitle_a > a').attr('href')).toBe('/docs/lineage');
    expect(items.first().find('ul.sections_a > li > a').attr('href')).toBe(
      '/docs/lineage#column level'.replace(' ', '%20'),
    );
    expect(items.first().find('p.snippet_a mark').first().text()).toBe('lineage');
  });

  it('shows hostile titles, snippets and queries as text', () => {
    const groups = groupByPage(HITS);
    const html =
      statusMarkup({status: 'done', query: HOSTILE, groups, total: 2, corrected: HOSTILE}, CLASSES, TEXTS, '/search') +
      listMarkup({status: 'done', query: HOSTILE, groups, total: 2, corrected: null}, CLASSES);
    const $ = cheerio.load(html);
    expect($('img')).toHaveLength(0);
    expect($('p.count_a').first().text()).toBe(`2 pages found for "${HOSTILE}"`);
    expect($('p.count_a strong').text()).toBe(HOSTILE);
    expect($('h2 a').last().text()).toBe(HOSTILE);
  });

  it('leaves control characters out of the text it shows', () => {
    const html = statusMarkup(
      {status: 'done', query: 'lineage%00\u0000\u001b', groups: [], total: 0, corrected: null},
      CLASSES,
      TEXTS,
      '/search',
    );
    expect(cheerio.load(html)('p.count_a').text()).toBe('No results for "lineage%00"');
  });

  it('says what was searched: nothing found with suggestions, searching, an error, idle', () => {
    const none = cheerio.load(
      statusMarkup({status: 'done', query: 'xyzzyq', groups: [], total: 0, corrected: null}, CLASSES, TEXTS, '/search'),
    );
    expect(none('p.count_a').text()).toBe('No results for "xyzzyq"');
    expect(none('p.suggestions_a').text()).toBe('Try searching for: quickstart, lineage');
    expect(none('p.suggestions_a a').first().attr('href')).toBe('/search?q=quickstart');
    const loading = statusMarkup(
      {status: 'loading', query: 'k', groups: [], total: 0, corrected: null},
      CLASSES,
      TEXTS,
      '/',
    );
    expect(cheerio.load(loading)('p').text()).toBe('Searching…');
    const error = cheerio.load(statusMarkup({status: 'error', query: 'k', message: 'Unable'}, CLASSES, TEXTS, '/'));
    expect(error('p[role=alert]').text()).toBe('Unable. You might want to check your network connection.');
    expect(statusMarkup({status: 'idle', query: '', groups: [], total: 0, corrected: null}, CLASSES, TEXTS, '/')).toBe(
      '',
    );
  });
});

/** A stand-in for the page: the regions and the input the head script fills. */
function fakeDocument() {
  const regions: Record<string, {innerHTML: string}> = {
    [STATUS_REGION]: {innerHTML: ''},
    [LIST_REGION]: {innerHTML: ''},
  };
  const preloads: Record<string, string>[] = [];
  return {
    regions,
    preloads,
    readyState: 'complete',
    documentElement: {lang: 'en-US'},
    querySelector: (selector: string) => regions[selector.slice(1, -1)] ?? null,
    createElement: () => ({}),
    head: {appendChild: (link: Record<string, string>) => preloads.push(link)},
  };
}

describe('the head script of /search', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function run(search: string, extra: Record<string, unknown> = {}) {
    const data = [pageData('/docs/lineage', 'Lineage'), pageData('/docs/b', 'B')];
    const pagefind = {
      options: vi.fn(),
      init: vi.fn(),
      search: vi.fn(async () => ({results: data.map((d, i) => ({id: String(i), data: async () => d}))})),
    };
    const win: Record<string, unknown> = {
      location: {search, origin: 'http://127.0.0.1'},
      [WARM_PAGEFIND]: Promise.resolve(pagefind),
      [WARM_SHORTHAND]: Promise.resolve({}),
      ...extra,
    };
    const doc = fakeDocument();
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
    const {startEarlySearch} = await import('../../src/search/earlySearch');
    startEarlySearch({
      baseUrl: '/',
      tags: ['docs-default-current', 'default'],
      pages: 10,
      classes: CLASSES,
      texts: TEXTS,
      searchPath: '/search',
    });
    await (win[EARLY_DONE] as Promise<void> | undefined);
    return {win, doc, pagefind};
  }

  it('paints the results of the address query with the page markup and hands them over', async () => {
    const {win, doc, pagefind} = await run('?q=%20lineage%20');
    expect(pagefind.search).toHaveBeenCalledWith('lineage', {
      filters: {docusaurus_tag: {any: ['docs-default-current', 'default']}},
    });
    const early = win[EARLY_RESULTS] as EarlyResults;
    expect(early.query).toBe('lineage');
    const view = {
      status: 'done' as const,
      query: 'lineage',
      groups: groupByPage(early.results.hits),
      total: 2,
      corrected: null,
    };
    expect(doc.regions[LIST_REGION]!.innerHTML).toBe(listMarkup(view, CLASSES));
    expect(doc.regions[STATUS_REGION]!.innerHTML).toBe(statusMarkup(view, CLASSES, TEXTS, '/search'));
    // The WebAssembly of the page's language starts with the page, fetched as Pagefind's own fetch() asks for it.
    expect(doc.preloads).toEqual([
      {rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/pagefind/wasm.en.pagefind'},
    ]);
    expect(win[WARM_PAGEFIND]).toBeInstanceOf(Promise); // for the app's later searches
  });

  it('does nothing without a query or once the app runs', async () => {
    for (const [search, extra] of [
      ['', {}],
      ['?q=%20', {}],
      ['?q=kafka', {docusaurusRoot: {}}],
    ] as const) {
      const {win, doc, pagefind} = await run(search, extra);
      expect(pagefind.search).not.toHaveBeenCalled();
      expect(win[EARLY_DONE]).toBeUndefined();
      expect(doc.regions[LIST_REGION]!.innerHTML).toBe('');
      expect(doc.preloads).toEqual([]);
    }
  });

  it('hands its results only to the same query, tags and page count', () => {
    const results = {hits: [], nbPages: 0, correctedQuery: null};
    const early: EarlyResults = {query: 'kafka', tags: ['a', 'b'], pages: 10, results};
    for (const [q, tags, pages, expected] of [
      ['kafka', ['a', 'b'], 10, results],
      ['kafk', ['a', 'b'], 10, undefined],
      ['kafka', [], 10, undefined],
      ['kafka', ['a', 'b'], 20, undefined],
    ] as const) {
      vi.stubGlobal('window', {[EARLY_RESULTS]: early});
      expect(takeEarlyResults(q, [...tags], pages)).toBe(expected);
    }
  });
});

describe('the head script bundle', () => {
  it('builds standalone, defines its global and holds no closing script tag', () => {
    const text = buildEarlySearchScript(process.cwd());
    expect(text).toMatch(/^"use strict";var __siteEarlySearch=/);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).toContain('startEarlySearch');
  });
});

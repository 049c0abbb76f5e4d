/**
 * The /search page on the local index: results grouped by page with their matching sections,
 * highlighted matches, a version scope, and "Load more". Query in `?q=`, so direct visits and
 * reloads work; the query is only ever rendered as text.
 *
 * The status line and the list are markup from src/search/resultsMarkup.ts, shared with the page's head script
 * (src/search/earlySearch.ts): on a direct visit that script paints the results before the bundles run, and the
 * page adopts them (the same markup, so nothing moves); links in them navigate inside the app.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import Head from '@docusaurus/Head';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchQueryString} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {searchLocal, type LocalResults} from '@site/src/search/localClient';
import {takeEarlyResults} from '@site/src/search/handOver';
import {EARLY_SEARCH_GLOBAL} from '@site/src/search/earlySearchGlobal';
import {
  groupByPage,
  listMarkup,
  statusMarkup,
  LIST_REGION,
  STATUS_REGION,
  type EarlySearchSettings,
  type PageGroup,
  type ResultsClasses,
  type ResultsTexts,
  type ResultsView,
} from '@site/src/search/resultsMarkup';
import {SEARCH_SUGGESTIONS} from '@site/src/search/suggestions';
import styles from './styles.module.css';

const classes = styles as unknown as ResultsClasses;
const PAGE_SIZE = 10;
const ALL = 'all';
/** The scope a visit starts with: the current version's docs. */
const DEFAULT_SCOPE = 'current';

/** The Pagefind tags a version scope searches: the docs of that version and the pages outside the docs. */
const scopeTags = (scope: string): string[] => (scope === ALL ? [] : [`docs-default-${scope}`, 'default']);

type State =
  | {status: 'idle' | 'loading' | 'done'; groups: PageGroup[]; total: number; corrected: string | null}
  | {status: 'error'; message: string};

const IDLE: State = {status: 'idle', groups: [], total: 0, corrected: null};

/** What one search answers: its query, version tags and page count. */
const searchKey = (query: string, tags: string[], pages: number) => JSON.stringify([query, tags, pages]);

const doneState = (results: LocalResults): State => ({
  status: 'done',
  groups: groupByPage(results.hits),
  total: results.nbPages,
  corrected: results.correctedQuery,
});

function resultsTexts(): ResultsTexts {
  return {
    noResults: translate({id: 'search.page.noResults', message: 'No results for "{query}"'}),
    pagesFound: translate({id: 'search.page.pagesFound', message: '{count} pages found for "{query}"'}),
    correctedQuery: translate({id: 'search.modal.correctedQuery', message: 'Showing results for {query}'}),
    tryFor: translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'}),
    searching: translate({id: 'search.loading', message: 'Searching…'}),
    networkHint: translate({
      id: 'search.page.networkHint',
      message: 'You might want to check your network connection.',
    }),
    suggestions: SEARCH_SUGGESTIONS,
  };
}

/** The head script of a direct visit, server render only: the browser's bundles do not carry its text. */
function earlySearchScript(settings: EarlySearchSettings): string {
  const bundle = process.env.SITE_EARLY_SEARCH_SCRIPT ?? '';
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return bundle && `${bundle};${EARLY_SEARCH_GLOBAL}.startEarlySearch(${json});`;
}

/**
 * A plain click on a link of the results stays in the app: those links are markup, not `<Link>`. A native listener
 * on the page (links are keyboard-operable themselves; the regions only let the click bubble up).
 */
function useInAppLinks(page: RefObject<HTMLElement | null>): void {
  const history = useHistory();
  useEffect(() => {
    const element = page.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor?.closest(`[${STATUS_REGION}], [${LIST_REGION}]`) || event.defaultPrevented || event.button !== 0)
        return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [page, history]);
}

export default function LocalSearchPage(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const searchPath = useBaseUrl('/search');
  const versions = useVersions('default');
  const [query, setQuery] = useSearchQueryString();
  const [scope, setScope] = useState<string>(DEFAULT_SCOPE);
  const [pages, setPages] = useState(PAGE_SIZE);
  // A direct visit's first render adopts the results the head script painted (the same markup), so hydration finds
  // its regions' markup already in place and the list is not parsed and laid out a second time. The address is read
  // directly: while hydrating, the router's query string reads empty (the server's snapshot).
  const [adopted] = useState(() => {
    if (typeof window === 'undefined') return undefined;
    const addressQuery = (new URLSearchParams(window.location.search).get('q') ?? '').trim();
    const early = takeEarlyResults(addressQuery, scopeTags(DEFAULT_SCOPE), PAGE_SIZE);
    return early
      ? {
          query: addressQuery,
          key: searchKey(addressQuery, scopeTags(DEFAULT_SCOPE), PAGE_SIZE),
          state: doneState(early),
        }
      : undefined;
  });
  const [state, setState] = useState<State>(adopted?.state ?? IDLE);
  const adoptedKey = useRef(adopted?.key);
  const tags = useMemo(() => scopeTags(scope), [scope]);
  // Controls the server does not render wait until after hydration (the "Load more" button of adopted results).
  const isBrowser = useIsBrowser();
  const pageRef = useRef<HTMLElement>(null);
  useInAppLinks(pageRef);

  useEffect(() => {
    const trimmed = query.trim();
    if (adoptedKey.current) {
      // The adopted results stand until the router reports the address's query, and after, if they answer it.
      if (!trimmed) return;
      const same = adoptedKey.current === searchKey(trimmed, tags, pages);
      adoptedKey.current = undefined;
      if (same) return;
    }
    if (!trimmed) {
      setState(IDLE);
      return;
    }
    // The results the head script painted on arrival, when they answer this very search.
    const early = takeEarlyResults(trimmed, tags, pages);
    if (early) {
      setState(doneState(early));
      return;
    }
    let cancelled = false;
    setState((s) =>
      s.status === 'error' ? {status: 'loading', groups: [], total: 0, corrected: null} : {...s, status: 'loading'},
    );
    searchLocal(baseUrl, {query: trimmed, tags, pages})
      .then((r) => !cancelled && setState(doneState(r)))
      .catch(() => !cancelled && setState({status: 'error', message: 'Unable to fetch results'}));
    return () => {
      cancelled = true;
    };
  }, [query, tags, pages, baseUrl]);

  const {siteConfig} = useDocusaurusContext();
  const texts = resultsTexts();
  // The adopted results' own query until the router reports it, so their status line renders as painted.
  const view: ResultsView = {...state, query: query || (adoptedKey.current ? (adopted?.query ?? '') : '')};
  const searchLabel = translate({id: 'search.tabTitle', message: 'Search'});
  // The tab title says what was searched: `"q" - Search | DataHub`. Text, never markup: Head escapes it.
  const tabTitle = `${query ? `"${query}" - ` : ''}${searchLabel} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
  // The heading stays the same with or without a query (the query is only known after hydration; a changing
  // heading would shift the layout).
  const heading = translate({id: 'search.title', message: 'Search the documentation'});
  const headScript = earlySearchScript({
    baseUrl: siteConfig.baseUrl,
    tags: scopeTags(DEFAULT_SCOPE),
    pages: PAGE_SIZE,
    classes,
    texts,
    searchPath,
  });
  return (
    // Without a query its main content needs the bundles: config/ssrTemplate.ts runs them at once on a page with this
    // mark; with one, the loader waits for the head script's results first.
    <main ref={pageRef} className={styles.page} data-bundles-first="">
      <Head>
        <title>{tabTitle}</title>
        <meta name="robots" content="noindex" />
        {/* Fetched while the page's own scripts load: the results, the page's largest paint, wait on it. */}
        <link rel="modulepreload" href={`${siteConfig.baseUrl}pagefind/pagefind.js`} />
        {headScript && <script>{headScript}</script>}
      </Head>
      <Heading as="h1">{heading}</Heading>
      <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className={styles.label}>
          {translate({id: 'search.input.label', message: 'Search'})}
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          value={query}
          placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
          onChange={(e) => {
            setPages(PAGE_SIZE);
            setQuery(e.target.value);
          }}
          autoComplete="off"
        />
        <label htmlFor="search-page-scope" className={styles.label}>
          {translate({id: 'search.scope.label', message: 'Version'})}
        </label>
        <select
          id="search-page-scope"
          className={styles.select}
          value={scope}
          onChange={(e) => setScope(e.target.value)}>
          {versions.map((v) => (
            <option key={v.name} value={v.name}>
              {v.label}
            </option>
          ))}
          <option value={ALL}>{translate({id: 'search.scope.all', message: 'All versions'})}</option>
        </select>
      </form>
      {/* Markup shared with the head script (resultsMarkup.ts): escaped text, snippets with <mark> only. */}
      <div
        aria-live="polite"
        className={styles.status}
        dangerouslySetInnerHTML={{__html: statusMarkup(view, classes, texts, searchPath)}}
        {...{[STATUS_REGION]: ''}}
      />
      <ol
        className={styles.results}
        dangerouslySetInnerHTML={{__html: listMarkup(view, classes)}}
        {...{[LIST_REGION]: ''}}
      />
      {isBrowser && state.status === 'done' && state.total > state.groups.length && (
        <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + PAGE_SIZE)}>
          {translate({id: 'search.loadMore', message: 'Load more results'})}
        </button>
      )}
    </main>
  );
}

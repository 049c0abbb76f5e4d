/**
 * The /search page on the local index: results grouped by page with their matching sections,
 * highlighted matches, a version scope, and "Load more". Query in `?q=`, so direct visits and
 * reloads work; the query is only ever rendered as text.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchQueryString} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Translate, {translate} from '@docusaurus/Translate';
import {searchLocal} from '@site/src/search/localClient';
import {SEARCH_SUGGESTIONS} from '@site/src/search/suggestions';
import type {DocSearchHit} from '@site/src/search/hits';
import styles from './styles.module.css';

const PAGE_SIZE = 10;
const ALL = 'all';

interface PageGroup {
  page: DocSearchHit;
  sections: DocSearchHit[];
}

/** The Pagefind tags a version scope searches: the docs of that version and the pages outside the docs. */
const scopeTags = (scope: string): string[] => (scope === ALL ? [] : [`docs-default-${scope}`, 'default']);

function groupByPage(hits: DocSearchHit[]): PageGroup[] {
  const groups: PageGroup[] = [];
  for (const hit of hits) {
    if (hit.type === 'lvl1') groups.push({page: hit, sections: []});
    else groups[groups.length - 1]?.sections.push(hit);
  }
  return groups;
}

function relative(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.hash;
}

type State =
  | {status: 'idle' | 'loading' | 'done'; groups: PageGroup[]; total: number; corrected?: string | null}
  | {status: 'error'; message: string};

export default function LocalSearchPage(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const versions = useVersions('default');
  const [query, setQuery] = useSearchQueryString();
  const [scope, setScope] = useState<string>('current');
  const [pages, setPages] = useState(PAGE_SIZE);
  const [state, setState] = useState<State>({status: 'idle', groups: [], total: 0});
  const tags = useMemo(() => scopeTags(scope), [scope]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle', groups: [], total: 0});
      return;
    }
    let cancelled = false;
    setState((s) => (s.status === 'error' ? {status: 'loading', groups: [], total: 0} : {...s, status: 'loading'}));
    searchLocal(baseUrl, {query: trimmed, tags, pages})
      .then(
        (r) =>
          !cancelled &&
          setState({status: 'done', groups: groupByPage(r.hits), total: r.nbPages, corrected: r.correctedQuery}),
      )
      .catch(() => !cancelled && setState({status: 'error', message: 'Unable to fetch results'}));
    return () => {
      cancelled = true;
    };
  }, [query, tags, pages, baseUrl]);

  const {siteConfig} = useDocusaurusContext();
  const searchLabel = translate({id: 'search.tabTitle', message: 'Search'});
  // The tab title says what was searched: `"q" - Search | DataHub`. Text, never markup: Head escapes it.
  const tabTitle = `${query ? `"${query}" - ` : ''}${searchLabel} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
  // The heading stays the same with or without a query (the query is only known after hydration; a changing
  // heading would shift the layout).
  const heading = translate({id: 'search.title', message: 'Search the documentation'});
  return (
    // Its results need the bundles: config/ssrTemplate.ts runs them at once on a page with this mark.
    <main className={styles.page} data-bundles-first="">
      <Head>
        <title>{tabTitle}</title>
        <meta name="robots" content="noindex" />
        {/* Fetched while the page's own scripts load: the results, the page's largest paint, wait on it. */}
        <link rel="modulepreload" href={`${siteConfig.baseUrl}pagefind/pagefind.js`} />
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
      <div aria-live="polite" className={styles.status}>
        {state.status === 'error' && (
          <p className={styles.error} role="alert">
            {state.message}. You might want to check your network connection.
          </p>
        )}
        {state.status !== 'error' && query.trim() && state.status === 'done' && (
          <p className={styles.count}>
            {state.total === 0 ? `No results for "${query}"` : `${state.total} pages found for "${query}"`}
          </p>
        )}
        {state.status === 'done' && query.trim() && state.corrected && (
          <p className={styles.count}>
            <Translate id="search.modal.correctedQuery" values={{query: <strong>{state.corrected}</strong>}}>
              {'Showing results for {query}'}
            </Translate>
          </p>
        )}
        {state.status === 'done' && query.trim() && state.total === 0 && (
          <p className={styles.suggestions}>
            {translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'})}:{' '}
            {SEARCH_SUGGESTIONS.map((suggestion, i) => (
              <React.Fragment key={suggestion}>
                {i > 0 && ', '}
                <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
              </React.Fragment>
            ))}
          </p>
        )}
        {state.status === 'loading' && state.groups.length === 0 && (
          <p className={styles.count}>{translate({id: 'search.loading', message: 'Searching…'})}</p>
        )}
      </div>
      {state.status !== 'error' && (
        <ol className={styles.results}>
          {state.groups.map(({page, sections}) => (
            <li key={page.objectID} className={styles.result}>
              <p className={styles.crumbs}>
                {page.hierarchy.lvl0}
                {page.version && <span className={styles.version}>{page.version}</span>}
              </p>
              <Heading as="h2" className={styles.resultTitle}>
                <Link to={relative(page.url)}>{page.hierarchy.lvl1}</Link>
              </Heading>
              {/* Snippets are escaped by safeSnippet except for <mark> highlighting. */}
              <p className={styles.snippet} dangerouslySetInnerHTML={{__html: page._snippetResult.content.value}} />
              {sections.length > 0 && (
                <ul className={styles.sections}>
                  {sections.map((s) => (
                    <li key={s.objectID}>
                      <Link to={relative(s.url)}>{s.hierarchy.lvl2}</Link>
                      <p
                        className={styles.snippet}
                        dangerouslySetInnerHTML={{__html: s._snippetResult.content.value}}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {state.status === 'done' && state.total > state.groups.length && (
        <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + PAGE_SIZE)}>
          {translate({id: 'search.loadMore', message: 'Load more results'})}
        </button>
      )}
    </main>
  );
}

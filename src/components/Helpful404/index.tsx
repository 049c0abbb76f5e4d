/**
 * The "Were you looking for ..." part of the 404 page. A path listed in data/moved-pages.yaml redirects to the
 * page's new URL (with a visible link while it happens); any other path lists the closest pages from the local
 * search index, queried with the words of the path.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {DocSearchHit} from '@site/src/search/hits';
import {importSearchClient} from '@site/src/search/lazyClient';
// Validated from data/moved-pages.yaml by `npm run generate`.
import movedPages from '@site/generated/moved-pages.json';
import versions from '@site/versions.json';
import {movedTarget, queryFromPath, versionTagOf, type MovedPage} from './lookup';
import styles from './styles.module.css';

const SUGGESTIONS = 5;

type Suggestions = {state: 'loading'} | {state: 'done'; hits: DocSearchHit[]} | {state: 'failed'};

function useSuggestions(query: string, tag: string, enabled: boolean): Suggestions {
  const {siteConfig} = useDocusaurusContext();
  const [result, setResult] = useState<Suggestions>({state: 'loading'});
  useEffect(() => {
    if (!enabled || !query) return undefined;
    let current = true;
    // Loaded here, not with the module: this component sits in the docs layout's chunk, which every doc page loads.
    importSearchClient()
      .then(({searchLocal}) => searchLocal(siteConfig.baseUrl, {query, tags: [tag], pages: SUGGESTIONS}))
      .then(({hits}) => current && setResult({state: 'done', hits: hits.filter((h) => h.type === 'lvl1')}))
      .catch(() => current && setResult({state: 'failed'}));
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl, query, tag, enabled]);
  return result;
}

/** Same-origin hit URLs become paths so that Link navigates inside the app; the index's `dir/` becomes `dir`. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/(.)\/$/, '$1')}${parsed.hash}`;
};

export default function Helpful404(): ReactNode {
  // The static 404.html is rendered for /404.html: read the real path only once hydrated.
  const isBrowser = useIsBrowser();
  return isBrowser ? <PathHelp /> : null;
}

function PathHelp(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const target = movedTarget(pathname, siteConfig.baseUrl, movedPages as MovedPage[]);
  const query = queryFromPath(pathname, siteConfig.baseUrl);
  const suggestions = useSuggestions(query, versionTagOf(pathname, siteConfig.baseUrl, versions), !target);

  useEffect(() => {
    if (target) window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  }, [target]);

  const heading = translate({id: 'notFound.lookingFor', message: 'Were you looking for ...'});
  return (
    <section className={styles.helpful} aria-labelledby="not-found-suggestions">
      <Heading as="h2" id="not-found-suggestions" className={styles.heading}>
        {heading}
      </Heading>
      {target ? (
        <p role="status">
          {translate({id: 'notFound.moved', message: 'This page has moved. Taking you to its new address:'})}{' '}
          <Link to={target}>{target}</Link>
        </p>
      ) : (
        <>
          {suggestions.state === 'done' && suggestions.hits.length > 0 && (
            <ul className={styles.list}>
              {suggestions.hits.slice(0, SUGGESTIONS).map((hit) => (
                <li key={hit.url}>
                  <Link to={pathOf(hit.url)}>{hit.hierarchy.lvl1}</Link>
                  <span className={styles.category}>{hit.hierarchy.lvl0}</span>
                </li>
              ))}
            </ul>
          )}
          {suggestions.state === 'loading' && query && (
            <p role="status">{translate({id: 'notFound.searching', message: 'Looking for similar pages ...'})}</p>
          )}
          <p>
            <Link to={`/search?q=${encodeURIComponent(query)}`}>
              {query
                ? translate({id: 'notFound.searchFor', message: 'Search the documentation for "{query}"'}, {query})
                : translate({id: 'notFound.search', message: 'Search the documentation'})}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

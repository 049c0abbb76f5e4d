/**
 * The `hitComponent` of the DocSearch modal: the hit as a link, with a visible badge naming the docs version the
 * hit belongs to (the Pagefind meta "version", carried by src/search/hits.ts) when it has one.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  hit: {url: string; version?: string};
  children: ReactNode;
}

/** Hits carry absolute URLs (DocSearch needs them); same-origin ones become paths so Link navigates in the app. */
export function inAppUrl(url: string, origin: string): string {
  if (!url.startsWith(`${origin}/`)) return url;
  return url.slice(origin.length);
}

export default function SearchHitBadge({hit, children}: Props): React.JSX.Element {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Link to={inAppUrl(hit.url, origin)} className={styles.hit}>
      <span className={styles.content}>{children}</span>
      {hit.version && (
        <span className={styles.badge}>
          <span className={styles.visuallyHidden}>{translate({id: 'search.hit.version', message: 'Version'})} </span>
          {hit.version}
        </span>
      )}
    </Link>
  );
}

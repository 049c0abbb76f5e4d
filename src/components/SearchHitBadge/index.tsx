/**
 * The `hitComponent` of the DocSearch modal: the hit as a link, with a visible badge naming the docs version the
 * hit belongs to (the Pagefind meta "version", carried by src/search/hits.ts) when it has one.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {inAppUrl} from '@site/src/search/urls';
import styles from './styles.module.css';

interface Props {
  hit: {url: string; version?: string};
  children: ReactNode;
}

export default function SearchHitBadge({hit, children}: Props): React.JSX.Element {
  // Hits carry absolute URLs (DocSearch needs them); same-origin ones become paths so Link navigates in the app.
  const to = typeof window === 'undefined' ? hit.url : inAppUrl(hit.url, window.location.href);
  return (
    <Link to={to} className={styles.hit}>
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

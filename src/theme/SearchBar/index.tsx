import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import LocalSearchBar from '@site/src/components/LocalSearchBar';

/**
 * Wraps the Algolia SearchBar: with Algolia keys configured at build time it is used as it is;
 * otherwise the same DocSearch UI is fed by the local index (src/search/localClient.ts).
 */
export default function SearchBarWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.algoliaEnabled ? <SearchBar /> : <LocalSearchBar />;
}

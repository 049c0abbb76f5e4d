import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchPage from '@theme-original/SearchPage';
import LocalSearchPage from '@site/src/components/LocalSearchPage';

/** Wraps the Algolia search page: the original with Algolia configured, the local index otherwise. */
export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.algoliaEnabled) return <SearchPage />;
  return (
    <Layout title="Search" description="Search the DataHub documentation.">
      <LocalSearchPage />
    </Layout>
  );
}

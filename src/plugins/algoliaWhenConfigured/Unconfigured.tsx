/** Stands in for the Algolia search bar and page when no Algolia keys are set (see index.ts). Never rendered. */
export default function AlgoliaUnconfigured(): never {
  throw new Error(
    'Algolia search is not configured: set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME (config/search.ts).',
  );
}

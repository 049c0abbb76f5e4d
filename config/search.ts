/**
 * Search configuration. With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME set at build time the DocSearch UI queries Algolia; otherwise it is fed by the
 * local index built with the site (see src/theme/SearchBar).
 */
const env = process.env;

export const algoliaEnabled = Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_API_KEY && env.ALGOLIA_INDEX_NAME);

export const searchConfig = {
  appId: env.ALGOLIA_APP_ID ?? 'LOCAL',
  apiKey: env.ALGOLIA_SEARCH_API_KEY ?? 'local-index',
  indexName: env.ALGOLIA_INDEX_NAME ?? 'datahub-docs',
  insights: algoliaEnabled,
  contextualSearch: true,
  searchParameters: {},
  searchPagePath: 'search',
  externalUrlRegex: 'datahubproject\\.io|datahub\\.com/(?!docs)',
  replaceSearchResultPathname: {from: '/docs/', to: '/docs/'},
};

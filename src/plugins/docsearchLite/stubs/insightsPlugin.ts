/**
 * Stand-in for `@algolia/autocomplete-plugin-algolia-insights` (Algolia click analytics) inside autocomplete-core.
 * The engine creates the plugin only when DocSearch passes `insights` (the local search bar does not) or an Algolia
 * response asks for automatic insights (the local index sends no such field), so this is never called.
 */
export function createAlgoliaInsightsPlugin() {
  return {name: 'aa.algoliaInsightsPlugin'};
}

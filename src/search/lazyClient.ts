/**
 * The local search client as its own chunk (`search-client`): the search button and the 404 suggestions are on
 * every page, but the client (ranking, spelling help, hits) is needed only once a
 * reader searches. One loader, so every caller shares one request and one module instance.
 */
export type SearchClientModule = typeof import('./localClient');

let searchClientModule: Promise<SearchClientModule> | null = null;

export function importSearchClient(): Promise<SearchClientModule> {
  searchClientModule ??= import(/* webpackChunkName: "search-client" */ './localClient').catch((error: unknown) => {
    searchClientModule = null; // a later attempt may succeed
    throw error;
  });
  return searchClientModule;
}

/**
 * The global the /search head script's bundle defines (src/plugins/earlySearchScript.ts builds it); the page's
 * inline call is `<global>.startEarlySearch(settings)`. Its own module, outside the bundle, so naming it here does not
 * change the bundle's text (whose hash is in the committed CSP).
 */
export const EARLY_SEARCH_GLOBAL = '__siteEarlySearch';

/**
 * The /search page's results are its largest paint, and they wait on Pagefind: its runtime, WebAssembly, the index
 * chunk of the query and one fragment per page shown. Loaded from the bundle, that chain starts only after React
 * has downloaded and run. A small inline script on the page (SEARCH_PAGE_WARMUP_SCRIPT) starts it while the page is
 * still being parsed: it runs the page's first search with the same options and version scope, which leaves the
 * index chunks and fragments in Pagefind's own caches (the module is one instance per document), so the bundle's
 * search (src/search/localClient.ts) then answers without waiting on the network. Only with a query in `?q=`: a
 * visit without one fetches nothing of the index.
 */
import {PAGEFIND_OPTIONS} from './localClient';

/** The version scope the page starts with, and the Pagefind tags it searches. */
export const DEFAULT_SCOPE = 'current';
export const ALL_VERSIONS = 'all';

/** The Pagefind tags a version scope searches: the docs of that version and the pages outside the docs. */
export const scopeTags = (scope: string): string[] =>
  scope === ALL_VERSIONS ? [] : [`docs-default-${scope}`, 'default'];

/** Page results the search page shows at first (and whose fragments the warm-up fetches). */
export const SEARCH_PAGE_SIZE = 10;

/**
 * Plain ES5 apart from `import()`, no dependencies, no text of the reader's: the query is read from the address and
 * only handed to Pagefind. Its hash goes into the CSP (npm run security:headers). Any failure is left to the
 * page's own search, which reports it.
 */
export function searchPageWarmupScript(baseUrl: string): string {
  const options = JSON.stringify({...PAGEFIND_OPTIONS, baseUrl});
  const filters = JSON.stringify({docusaurus_tag: {any: scopeTags(DEFAULT_SCOPE)}});
  const entry = JSON.stringify(`${baseUrl}pagefind/pagefind.js`);
  return `(function(){try{var q=(new URLSearchParams(location.search).get('q')||'').trim();if(!q)return;
import(${entry}).then(function(p){return p.options(${options}).then(function(){return p.init();})
.then(function(){return p.search(q,{filters:${filters}});})
.then(function(r){if(r)r.results.slice(0,${SEARCH_PAGE_SIZE}).forEach(function(x){x.data();});});})
.catch(function(){});}catch(e){}})();`;
}

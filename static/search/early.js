// @ts-check
/**
 * `/search?q=...` only: starts the local search (Pagefind's runtime, its index, the first page of results) while
 * the page's bundles are still downloading, instead of after they ran. The results are the page's largest paint
 * and wait on both chains; run one after the other they made it the slowest page on a phone (issue 28).
 * The search page renders this script with its settings in data attributes (src/components/LocalSearchPage);
 * src/search/localClient.ts then takes the Pagefind instance from `window.__pagefindEarly`, whose caches already
 * hold the index chunks and result fragments. Any failure here is left to the page's own loading, which retries.
 */
const tag = document.querySelector('script[data-search-early]');
const query = new URLSearchParams(window.location.search).get('q')?.trim();
if (tag instanceof HTMLScriptElement && query) {
  const {base = '/', options = '{}', filters = '{}', pages = '10'} = tag.dataset;
  const ready = import(`${base}pagefind/pagefind.js`).then(async (pagefind) => {
    await pagefind.options({...JSON.parse(options), baseUrl: base});
    await pagefind.init();
    return pagefind;
  });
  Object.assign(window, {__pagefindEarly: ready});
  ready
    .then((pagefind) => pagefind.search(query, {filters: JSON.parse(filters)}))
    .then((found) => Promise.all(found.results.slice(0, Number(pages)).map((r) => r.data())))
    .catch(() => undefined);
}

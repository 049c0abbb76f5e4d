/**
 * On a first visit to `/search?q=...`, starts the local search index (Pagefind's runtime, the index metadata and
 * WebAssembly, the shorthand list) as soon as the main bundle runs, while the page's own chunks still load and
 * hydrate. The results, the page's largest paint, wait on all of it; the page then finds the same loading
 * promises (src/search/localClient.ts keeps them) instead of starting them after hydration. The spelling vocabulary
 * is left to the queries that need it (a misspelt one): its 13 kB competed with the results.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {importSearchClient} from '@site/src/search/lazyClient';
import {isSearchWithQuery} from '@site/src/search/urls';

if (ExecutionEnvironment.canUseDOM && isSearchWithQuery(window.location, siteConfig.baseUrl)) {
  // The client is imported, not bundled here: every page runs this module, only /search?q= needs the client. The
  // page's chunk shares the same module instance, so it finds the promises started here.
  importSearchClient()
    .then(({loadPagefind, loadShorthand}) => {
      void loadShorthand(siteConfig.baseUrl);
      // Errors surface where the page awaits the same promises; here they would only be noise.
      return loadPagefind(siteConfig.baseUrl);
    })
    .catch(() => undefined);
}

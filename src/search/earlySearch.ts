/**
 * The /search page's head script. A direct visit to /search?q=… used to paint its results only after two chains one
 * after the other: the page's bundles (download, run, hydrate), then Pagefind (its runtime, WebAssembly, index and
 * fragments). The results are the page's largest paint, so they waited on both. This script runs the same search
 * (`searchLocal`) with no framework, paints the status line and the list with the markup the React page renders
 * (resultsMarkup.ts), and hands its Pagefind instance and its results to the app (handOver.ts); the bundle loader
 * waits for it (capped), so the bundles do not compete with the results for the network and the main thread.
 *
 * Built on its own by src/plugins/earlySearchScript.ts (esbuild, a global `__siteEarlySearch`) and inlined in the
 * page's head, server render only. It does nothing without a query or once the app runs (an in-app navigation
 * renders the page with React alone). The query is only ever escaped text in the page.
 */
import {loadPagefind, loadShorthand, searchLocal} from './localClient';
import {EARLY_DONE, EARLY_RESULTS, WARM_PAGEFIND, WARM_SHORTHAND, handOver, type EarlyResults} from './handOver';
import {
  groupByPage,
  listMarkup,
  statusMarkup,
  LIST_REGION,
  STATUS_REGION,
  type EarlySearchSettings,
  type ResultsView,
} from './resultsMarkup';

/**
 * Resolves once the frame with the results is on screen (a task after the next frame's callbacks): the bundle loader
 * starts the bundles only then, so they do not compete with the results' own paint.
 */
const painted = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const domReady = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), {once: true}))
    : Promise.resolve();

function paint(view: ResultsView, settings: EarlySearchSettings): void {
  const status = document.querySelector(`[${STATUS_REGION}]`);
  const list = document.querySelector(`[${LIST_REGION}]`);
  // The app took over already (a very slow search): it paints its own results.
  if (!status || !list || (window as {docusaurusRoot?: unknown}).docusaurusRoot) return;
  status.innerHTML = statusMarkup(view, settings.classes, settings.texts, settings.searchPath);
  list.innerHTML = listMarkup(view, settings.classes);
}

/**
 * Pagefind fetches its WebAssembly only after its runtime has loaded and has read its entry file; named by the page's
 * language, it can start with the page. A preload with the credentials mode of Pagefind's own `fetch()`.
 */
function preloadWasm(baseUrl: string): void {
  const language = (document.documentElement.lang || 'en').split('-')[0]!.toLowerCase();
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `${baseUrl}pagefind/wasm.${language}.pagefind`;
  document.head.appendChild(link);
}

export function startEarlySearch(settings: EarlySearchSettings): void {
  const query = (new URLSearchParams(window.location.search).get('q') ?? '').trim();
  if (!query || (window as {docusaurusRoot?: unknown}).docusaurusRoot) return;
  const {baseUrl, tags, pages} = settings;
  preloadWasm(baseUrl);
  handOver(WARM_PAGEFIND, loadPagefind(baseUrl));
  handOver(WARM_SHORTHAND, loadShorthand(baseUrl));
  const done = searchLocal(baseUrl, {query, tags, pages})
    .then(async (results) => {
      await domReady();
      const view: ResultsView = {
        status: 'done',
        query,
        groups: groupByPage(results.hits),
        total: results.nbPages,
        corrected: results.correctedQuery,
      };
      paint(view, settings);
      handOver(EARLY_RESULTS, {query, tags, pages, results} satisfies EarlyResults);
      await painted();
    })
    // Nothing painted: the app searches again and shows its own error.
    .catch(() => undefined);
  handOver(EARLY_DONE, done);
}

/**
 * The page shell: Docusaurus' own SSR template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`), with its two
 * bundle scripts loaded differently (against the quickstart's bimodal LCP under React, explained below).
 *
 * The default puts `<script defer>` for runtime~main and main in the head. With the bundles already downloaded,
 * Chromium often runs them (about 60 kB of React and the whole hydration) before its first paint, so the page's
 * text appeared only after the JavaScript had run: the same page painted at 200 ms in one visit and after its
 * hydration in the next; and where they were fetched early, their bytes competed with the CSS and fonts the text
 * needs (Lighthouse's mobile LCP went from 1.3 s to 2.3-3.1 s whenever they were). Here the bundles are fetched and
 * executed, in order, only once the browser has painted the page with its fonts: the brand fonts are preloaded
 * and `font-display: optional`, so text stays invisible until they load or their short block period ends, and a
 * frame painted before that shows no text. So the loader waits for `document.fonts.ready` (at most 1.5 s), then for
 * the browser's first-contentful-paint entry (at most 1 s more; the next frame where paint timing is missing). A
 * hidden tab produces no frames, so it runs them at once, as does a page whose main content needs them (`data-bundles-first`: /search).
 * A direct visit to /search?q=… paints its results from its head script first (src/search/earlySearch.ts): the loader
 * waits for them (at most 3 s), so the bundles compete neither for the network nor for the main thread.
 * In the browser, this is the `bundleLoader` of config/speedPatches.ts.
 * `tests/unit/frameworkPatches.test.ts` fails when the framework's template changes, so this is re-checked.
 */
import {EARLY_DONE} from '../src/search/handOver';
import {patchesOff} from './speedPatches';

const LOADER = `(function () {
  var started = false;
  var bundles = document.currentScript.getAttribute('data-bundles').split(' ');
  var banner = typeof insertBanner === 'function' ? insertBanner : null;
  // The home page's wrong-base-URL banner (Docusaurus' BaseUrlIssueBanner) checks at DOMContentLoaded that the
  // bundles ran, which they have not yet: a placeholder keeps it quiet, and a bundle that cannot load shows it.
  if (banner) window.docusaurus = {};
  function failed() {
    if (!banner) return;
    delete window.docusaurus;
    banner();
    banner = null;
  }
  function go() {
    if (started) return;
    started = true;
    bundles.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      script.onerror = failed;
      document.head.appendChild(script);
    });
  }
  function afterPaint() {
    // The first contentful paint's entry is queued once that frame is on screen (a frame callback can run before a
    // slow compositor presents it); the next frame is the way for browsers without paint timing, 1 s the cap.
    var seen = function () { return performance.getEntriesByName('first-contentful-paint').length > 0; };
    try {
      if (seen()) return go();
      new PerformanceObserver(function (list, observer) {
        if (seen()) { observer.disconnect(); go(); }
      }).observe({type: 'paint', buffered: true});
      setTimeout(go, 1000);
    } catch (e) {
      requestAnimationFrame(function () { setTimeout(go, 0); });
    }
  }
  var early = window.${EARLY_DONE};
  if (early && typeof early.then === 'function') {
    early.then(go, go);
    return void setTimeout(go, 3000);
  }
  // A hidden tab paints nothing; a page whose main content needs the bundles (the /search results) waits for nothing.
  if (document.visibilityState !== 'visible' || document.querySelector('[data-bundles-first]')) return go();
  document.addEventListener('visibilitychange', go);
  var fonts = document.fonts;
  if (!fonts || !fonts.ready) return afterPaint();
  Promise.race([fonts.ready, new Promise(function (resolve) { setTimeout(resolve, 1500); })]).then(afterPaint);
})()`;

/** The framework's template, as `docusaurus build` would use it. */
export const UPSTREAM_TEMPLATE_MODULE = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const upstreamModule: string | {default: string} = require(UPSTREAM_TEMPLATE_MODULE);
// The config loader (jiti) hands over the default export itself; Node and Vitest the module object.
export const upstream = typeof upstreamModule === 'string' ? upstreamModule : upstreamModule.default;

const SCRIPT_TAGS =
  /\s*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const BODY_END = '</body>';
// The bundle URLs ride on an attribute, so the script's text, and its hash in the Content-Security-Policy, stays the
// same when the bundles' content hashes change.
//
// The bundler's runtime (runtime~main) goes last. A chunk that runs before the runtime only queues its modules; the
// runtime, when it runs, takes the queue and starts the app. In the framework's order (runtime first), the whole start
// of the app (React's setup, the first route's loading) ran inside the evaluation of main.js, under that 540 kB
// script's top-level function. With an inspector attached, as Lighthouse and DevTools are, V8 then collects the source
// positions of the functions on the stack, re-parsing those that lack them: for main.js's top level, the whole file,
// 20-30 ms of main thread on this project's machine, in the task Lighthouse counts as blocking. Under the runtime's top
// level (26 kB) the same start re-parses little; for a reader without an inspector the order changes nothing.
// In the browser, this is the `runtimeLast` patch of config/speedPatches.ts.
const BUNDLES_RUNTIME_LAST = `<%= [...it.scripts.filter((script) => !script.split('/').pop().startsWith('runtime~')), ...it.scripts.filter((script) => script.split('/').pop().startsWith('runtime~'))].map((script) => it.baseUrl + script).join(' ') %>`;
const BUNDLES_IN_ORDER = `<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>`;
const loaderTag = (runtimeLast: boolean) =>
  `<script data-bundles="${runtimeLast ? BUNDLES_RUNTIME_LAST : BUNDLES_IN_ORDER}">${LOADER}</script>`;

/** The upstream template with its `<script defer>` tags replaced by the loader; throws when the shape changed. */
export function withBundleLoader(template: string, {runtimeLast = true} = {}): string {
  if (!SCRIPT_TAGS.test(template) || template.split(BODY_END).length !== 2) {
    throw new Error(
      `config/ssrTemplate.ts: ${UPSTREAM_TEMPLATE_MODULE} no longer has the <script defer> loop this site replaces; ` +
        'compare the new template with withBundleLoader() and update both.',
    );
  }
  return template.replace(SCRIPT_TAGS, '').replace(BODY_END, `  ${loaderTag(runtimeLast)}\n  ${BODY_END}`);
}

export const ssrTemplate = withBundleLoader(upstream, {runtimeLast: !patchesOff(process.env).includes('runtimeLast')});

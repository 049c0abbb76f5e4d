/**
 * Dev server only (see index.ts): drops the `require.resolveWeak(...)` entries of `.docusaurus/registry.js`.
 * A weak reference still makes the bundler build the module, so with them every page's MDX is compiled at start
 * even under lazy compilation. The framework uses these ids only to render a chunk that is already in the page
 * (server-rendered HTML, which the dev server does not make); without them a chunk is simply loaded.
 * @param {string} source
 * @returns {string}
 */
module.exports = function weakRegistryLoader(source) {
  return source.replace(/require\.resolveWeak\([^()]*\)/g, 'undefined');
};

/**
 * Preact in place of React (issue 19): `preact/compat` implements React's API for the theme, the router and our
 * components in about a tenth of react-dom's weight. Both bundles use it, so the server's HTML and the browser's
 * hydration come from the same renderer (`preact-render-to-string` on the server).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// One copy of Preact for every importer: the package ships CommonJS and ES builds, and a library that
// `require`s React (react-loadable) would otherwise get a second Preact with its own context ids. Every name is
// pointed at the ES build's file.
const preactFile = (relative: string) => path.join(path.dirname(require.resolve('preact/package.json')), relative);
const PREACT = preactFile('dist/preact.module.js');
const COMPAT = preactFile('compat/dist/compat.module.js');
const ALIASES = {
  preact$: PREACT,
  'preact/hooks$': preactFile('hooks/dist/hooks.module.js'),
  'preact/jsx-runtime$': preactFile('jsx-runtime/dist/jsxRuntime.module.js'),
  'preact/compat$': COMPAT,
  react$: COMPAT,
  'react-dom$': COMPAT,
  'react-dom/client$': preactFile('compat/client.mjs'),
  'react-dom/test-utils$': preactFile('test-utils/dist/testUtils.module.js'),
  'react/jsx-runtime$': preactFile('compat/jsx-runtime.mjs'),
  'react/jsx-dev-runtime$': preactFile('compat/jsx-dev-runtime.mjs'),
};

export default function preactPlugin(): Plugin {
  return {
    name: 'preact',
    getClientModules() {
      return [path.join(__dirname, 'effectTiming.ts')];
    },
    configureWebpack(config, isServer) {
      // Docusaurus points `react` and `react-dom` at the site's copies; aliases match in order, so those two
      // entries are replaced rather than added to.
      const alias = (config.resolve?.alias ?? {}) as Record<string, unknown>;
      delete alias.react;
      delete alias['react-dom'];
      Object.assign(alias, ALIASES);
      // Docusaurus' server entry streams with renderToPipeableStream; serverRenderer.js provides it over Preact.
      if (isServer) {
        alias['react-dom/server$'] = path.join(__dirname, 'serverRenderer.js');
        alias.react$ = path.join(__dirname, 'compatServer.js');
      }
      return {};
    },
  };
}

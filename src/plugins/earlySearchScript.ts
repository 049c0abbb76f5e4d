/**
 * Builds the /search page's head script (src/search/earlySearch.ts) as one small standalone bundle with esbuild and
 * hands its text to the server bundle only, as `process.env.SITE_EARLY_SEARCH_SCRIPT`: the page inlines it in its
 * server-rendered head, and the browser's bundles never carry it (there it is an empty string). Under `npm start`
 * the script is built once when the dev server starts.
 */
import path from 'node:path';
import {buildSync} from 'esbuild';
import type {Plugin} from '@docusaurus/types';
import {EARLY_SEARCH_GLOBAL} from '../search/earlySearchGlobal';

export const EARLY_SEARCH_SCRIPT_FLAG = 'process.env.SITE_EARLY_SEARCH_SCRIPT';

export function buildEarlySearchScript(siteDir: string): string {
  const result = buildSync({
    entryPoints: [path.join(siteDir, 'src/search/earlySearch.ts')],
    bundle: true,
    format: 'iife',
    globalName: EARLY_SEARCH_GLOBAL,
    minify: true,
    // Browsers with native dynamic import(), optional chaining and nullish coalescing (the syntax the code uses).
    target: ['chrome100', 'firefox100', 'safari15'],
    legalComments: 'none',
    write: false,
  });
  const text = result.outputFiles[0]!.text.trim();
  // Inlined in a <script> element: a closing tag in the text would end it early.
  if (/<\/script/i.test(text)) throw new Error('src/search/earlySearch.ts: its bundle contains "</script"');
  return text;
}

export default function earlySearchScriptPlugin(context: {siteDir: string}): Plugin {
  let script: string | undefined;
  return {
    name: 'early-search-script',
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      script ??= buildEarlySearchScript(context.siteDir);
      return {plugins: [new DefinePlugin({[EARLY_SEARCH_SCRIPT_FLAG]: JSON.stringify(isServer ? script : '')})]};
    },
  };
}

/**
 * Finds the doc of the current URL with a map lookup (issue 19: total blocking time). The docs plugin's client
 * (`getActiveDocContext`, used by the version dropdown on every page, and by the version banner) tests the URL
 * against every doc of the version with a compiled route pattern, then scans every doc of every version for the
 * doc's other versions: about 2,000 pattern compilations on the first render of each page, and more with every
 * page added. This plugin swaps in `docsClientUtils.ts`, which answers the same questions from maps built once.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacements} from '../moduleReplacement';

export default function activeDocLookupPlugin(): Plugin {
  return {
    name: 'active-doc-lookup',
    configureWebpack(_config, _isServer, utils) {
      return {
        // The replacement imports the original with a `?original` query, which this pattern does not match.
        plugins: moduleReplacements(utils, [
          [
            /plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils(\.js)?$|^\.\/docsClientUtils$/,
            path.join(__dirname, 'docsClientUtils.ts'),
          ],
        ]),
      };
    },
  };
}

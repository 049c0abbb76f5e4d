/**
 * Without Algolia keys (config/search.ts) the search modal is DocSearch's, fed by the local index, and never shows
 * Ask AI. This plugin builds that modal from DocSearch's own sources (./sources.ts) with stand-ins for the Ask AI
 * libraries (./stubs): the modal's chunk falls from 112 kB to about 40 kB gz, same look, same keyboard model
 * (fewer bytes on a first search). With Algolia keys it changes nothing: the theme's search bar keeps the full modal.
 * tests/unit/docsearchLite.test.ts pins the upstream files and fails when a DocSearch update changes them.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleReplacements} from '../moduleReplacement';
import {STUBBED_IMPORTS, writeDocSearchSources} from './sources';

export interface Options {
  enabled: boolean;
}

const MODAL = '@docsearch/react/modal';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The modal's own import, and the imports of its sources that a stub replaces. */
const REQUESTS = new RegExp(`^(${[MODAL, ...Object.keys(STUBBED_IMPORTS)].map(escapeRegExp).join('|')})$`);

export default function docsearchLitePlugin(context: LoadContext, {enabled}: Options): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'docsearch-lite');
  let entry: string | null = null;
  return {
    name: 'docsearch-lite',
    configureWebpack(_config, _isServer, utils) {
      if (!enabled) return {};
      entry ??= writeDocSearchSources(context.siteDir, outDir);
      const modal = entry;
      return {
        plugins: moduleReplacements(utils, [
          [
            REQUESTS,
            (data) => {
              if (data.request === MODAL) data.request = modal;
              else if (data.context.startsWith(outDir) && data.request in STUBBED_IMPORTS) {
                data.request = path.join(__dirname, 'stubs', STUBBED_IMPORTS[data.request]!);
              }
            },
          ],
        ]),
      };
    },
  };
}

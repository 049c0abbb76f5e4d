/**
 * Without Algolia keys (config/search.ts) the `SearchBar` and `SearchPage` wrappers never render the Algolia
 * originals, yet importing them put the Algolia search bar into main.js and the Algolia search page (89 kB with
 * its search helper) on every visit to /search. When the keys are absent, this plugin points those two
 * imports at a stub, in both bundles; with keys it changes nothing.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleReplacements} from '../moduleReplacement';

export interface Options {
  enabled: boolean;
}

export default function algoliaWhenConfiguredPlugin(_context: LoadContext, {enabled}: Options): Plugin {
  return {
    name: 'algolia-when-configured',
    configureWebpack(_config, _isServer, utils) {
      if (enabled) return {};
      return {
        plugins: moduleReplacements(utils, [
          [/^@theme-original\/Search(Bar|Page)$/, path.join(__dirname, 'Unconfigured.tsx')],
        ]),
      };
    },
  };
}

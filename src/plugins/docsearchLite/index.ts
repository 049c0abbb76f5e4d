/**
 * Without Algolia keys (config/search.ts) the search modal is DocSearch's, fed by the local index, and never shows
 * Ask AI. This plugin builds that modal from DocSearch's own sources (./sources.ts) with stand-ins (./stubs) for
 * its Ask AI parts and for what serves only Algolia: the modal's code falls from 112 kB to about 21 kB gz, same
 * look, same keyboard model (fewer bytes on a first search). With Algolia keys it changes nothing: the theme's
 * search bar keeps the full modal. tests/unit/docsearchLite.test.ts pins the upstream files and fails when a
 * DocSearch or autocomplete-core update changes them.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleReplacements} from '../moduleReplacement';
import {
  ENGINE,
  STUBBED_ENGINE_FILES,
  STUBBED_ENGINE_PACKAGES,
  STUBBED_PACKAGES,
  STUBBED_SOURCES,
  writeDocSearchSources,
} from './sources';

export interface Options {
  enabled: boolean;
}

const MODAL = '@docsearch/react/modal';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const stub = (file: string) => path.join(__dirname, 'stubs', file);

/**
 * The requests that may need a stand-in: the modal itself, the stubbed packages, and relative requests ending in the
 * name of a stubbed file (which file they reach is decided on the path, in `standIn`).
 */
const REQUESTS = new RegExp(
  [
    `^(${[MODAL, ...Object.keys(STUBBED_PACKAGES), ...Object.keys(STUBBED_ENGINE_PACKAGES)].map(escapeRegExp).join('|')})$`,
    `^\\.{1,2}/(.*/)?(${[...Object.keys(STUBBED_SOURCES), ...Object.keys(STUBBED_ENGINE_FILES)]
      .map((key) => escapeRegExp(path.posix.basename(key)))
      .join('|')})$`,
  ].join('|'),
);

/** The stub for `request` made from `context`, or undefined when the module stays as it is. */
export function standIn(request: string, context: string, sourcesDir: string, engineDir: string): string | undefined {
  const inside = (dir: string) => context === dir || context.startsWith(`${dir}${path.sep}`);
  if (inside(sourcesDir)) {
    if (request in STUBBED_PACKAGES) return stub(STUBBED_PACKAGES[request]!);
    const file = path.relative(sourcesDir, path.resolve(context, request)).split(path.sep).join('/');
    return STUBBED_SOURCES[file] ? stub(STUBBED_SOURCES[file]) : undefined;
  }
  if (inside(engineDir)) {
    if (request in STUBBED_ENGINE_PACKAGES) return stub(STUBBED_ENGINE_PACKAGES[request]!);
    const file = path.relative(engineDir, path.resolve(context, request)).split(path.sep).join('/');
    return STUBBED_ENGINE_FILES[file] ? stub(STUBBED_ENGINE_FILES[file]) : undefined;
  }
  return undefined;
}

export default function docsearchLitePlugin(context: LoadContext, {enabled}: Options): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'docsearch-lite');
  // The engine the rebuilt sources import (the site's pinned autocomplete-core, not DocSearch's nested copy).
  const engineDir = path.dirname(createRequire(outDir + path.sep).resolve(`${ENGINE}/package.json`));
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
              else data.request = standIn(data.request, data.context, outDir, engineDir) ?? data.request;
            },
          ],
        ]),
      };
    },
  };
}

/**
 * Build support for deferred data (src/hydration/deferredData.ts), the options rows of the generated connector pages:
 *
 * - `process.env.SITE_SERVER_RENDER` becomes `true` in the server bundle and `false` in the browser's, so a page can
 *   take a different path on each side and the bundler drops the other one: the server `require`s the JSON file and
 *   renders the table at once, the browser gets its URL (scripts/generate/connectors/render.ts);
 * - that URL (`new URL('./_options/<id>.json', import.meta.url)`) is a static asset under `assets/data/`, named by its
 *   content hash like the scripts. A static asset adds no entry to the runtime's chunk map, which every page loads;
 *   an async chunk per page would have added about 15 bytes each (2.4 kB for the 156 pages, measured).
 */
import type {Plugin} from '@docusaurus/types';

export const SERVER_RENDER_FLAG = 'process.env.SITE_SERVER_RENDER';

export default function deferredDataFilesPlugin(): Plugin {
  return {
    name: 'deferred-data-files',
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {
        plugins: [new DefinePlugin({[SERVER_RENDER_FLAG]: JSON.stringify(isServer)})],
        module: {
          rules: [
            {
              test: /[\\/]_options[\\/][^\\/]+\.json$/,
              dependency: 'url',
              type: 'asset/resource',
              generator: {filename: 'assets/data/[name].[contenthash:8][ext]'},
            },
          ],
        },
      };
    },
  };
}

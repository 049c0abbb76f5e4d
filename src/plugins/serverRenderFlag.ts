/**
 * Replaces `process.env.SITE_SERVER_RENDER` by `true` in the server bundle and `false` in the browser's, so that a
 * module can take a different path on each side and the bundler drops the other one. The generated connector pages
 * use it for their options data (scripts/generate/connectors/render.ts): the server imports the JSON file, the
 * browser fetches the same file as a static asset, which adds no entry to the runtime's chunk map of every page.
 */
import type {Plugin} from '@docusaurus/types';

export const SERVER_RENDER_FLAG = 'process.env.SITE_SERVER_RENDER';

export default function serverRenderFlagPlugin(): Plugin {
  return {
    name: 'server-render-flag',
    configureWebpack(_config, isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin({[SERVER_RENDER_FLAG]: JSON.stringify(isServer)})]};
    },
  };
}

/**
 * `npm start` only: Rspack's lazy compilation, so the dev server compiles a page's MDX when a browser first asks for
 * it instead of compiling every page before it serves anything (the bulk of the first-page wait on a 2-core machine;
 * figures in bench/results/devLoop.json). Production builds are untouched. `SITE_DEV_EAGER=1` turns it off.
 *
 * Two pieces make it work with Docusaurus:
 * - the route registry's weak references would still build every page (weakRegistryLoader.cjs removes them);
 * - Docusaurus starts webpack-dev-server itself, so the endpoint that lazy compilation calls is mounted through the
 *   plugin's `devServer.setupMiddlewares`. Docusaurus merges that function with its own through webpack-merge, which
 *   calls both with the same array and concatenates what they return: ours adds to the array and returns nothing.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, MultiCompiler} from '@rspack/core';

type Middleware = (req: unknown, res: unknown, next: () => void) => void;
type DevServer = {compiler: Compiler | MultiCompiler};

/** Whether lazy compilation applies: `docusaurus start` on Rspack, unless turned off. */
export function devLazyCompilationOn(isServer: boolean, bundler: string): boolean {
  return (
    process.env.NODE_ENV === 'development' && process.env.SITE_DEV_EAGER !== '1' && !isServer && bundler === 'rspack'
  );
}

export default function devLazyCompilation(): Plugin {
  return {
    name: 'dev-lazy-compilation',
    configureWebpack(_config, isServer, utils) {
      if (!devLazyCompilationOn(isServer, utils.currentBundler.name)) return {};
      const {lazyCompilationMiddleware} = utils.currentBundler.instance as unknown as {
        lazyCompilationMiddleware: (compiler: Compiler | MultiCompiler) => Middleware;
      };
      return {
        lazyCompilation: {entries: false, imports: true},
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{loader: path.join(__dirname, 'weakRegistryLoader.cjs')}],
            },
          ],
        },
        devServer: {
          setupMiddlewares(middlewares: Middleware[], devServer: DevServer): Middleware[] {
            middlewares.unshift(lazyCompilationMiddleware(devServer.compiler));
            return [];
          },
        },
      } as object;
    },
  };
}

/**
 * A smaller chunk map in runtime~main, for page weight. The runtime that every page loads names every async chunk
 * three times: Docusaurus' `__webpack_require__.gca` maps chunk name -> numeric id, the bundler's
 * `__webpack_require__.u` maps id -> name and id -> content hash. With chunk ids equal to the chunk names
 * (`optimization.chunkIds: 'named'`; Docusaurus already names every route chunk with a short hash), the id -> name
 * map vanishes, and the gca map below keeps only the chunks whose id differs from their name (none). What remains
 * per chunk is its content hash (seven hex digits, below): the runtime still grows with the number of chunks, about
 * half as fast.
 */
import type {Plugin} from '@docusaurus/types';

interface RuntimeModuleLike {
  chunk: {getChunkMaps: (realHash: boolean) => {name: Record<string, string>}};
}
interface Bundler {
  RuntimeModule: new (name: string, stage: number) => RuntimeModuleLike;
}

export default function compactChunkMapPlugin(): Plugin {
  return {
    name: 'compact-chunk-map',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production' || process.env.COMPACT_CHUNK_MAP === '0') return {};
      const bundler = utils.currentBundler.instance as unknown as Bundler & {
        RuntimeModule: {STAGE_ATTACH: number};
      };
      class GetChunkAssetRuntimeModule extends bundler.RuntimeModule {
        constructor() {
          super('CompactChunkAssetRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
        }
        generate(): string {
          const idToName = this.chunk.getChunkMaps(false).name;
          const nameToId = Object.fromEntries(
            Object.entries(idToName)
              .filter(([id, name]) => id !== name)
              .map(([id, name]) => [name, id]),
          );
          // Same contract as Docusaurus' ChunkAssetPlugin: gca(chunkName) -> URL of the chunk's JS file.
          return `__webpack_require__.gca = function(chunkId) { chunkId = ${JSON.stringify(nameToId)}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };`;
        }
      }
      // Replace the framework's gca runtime (core/lib/webpack/plugins/ChunkAssetPlugin) with the compact one.
      const plugins = (config.plugins ?? []) as {constructor: {name: string}}[];
      const index = plugins.findIndex((plugin) => plugin?.constructor?.name === 'ChunkAssetPlugin');
      if (index < 0) throw new Error('compact-chunk-map: Docusaurus ChunkAssetPlugin not found');
      (config.plugins as unknown[])[index] = {
        apply(compiler: {
          hooks: {
            thisCompilation: {
              tap: (
                name: string,
                fn: (compilation: {
                  hooks: {additionalTreeRuntimeRequirements: {tap: (n: string, f: (chunk: unknown) => void) => void}};
                  addRuntimeModule: (chunk: unknown, module: unknown) => void;
                }) => void,
              ) => void;
            };
          };
        }) {
          compiler.hooks.thisCompilation.tap('CompactChunkAssetPlugin', (compilation) => {
            compilation.hooks.additionalTreeRuntimeRequirements.tap('CompactChunkAssetPlugin', (chunk) => {
              compilation.addRuntimeModule(chunk, new GetChunkAssetRuntimeModule());
            });
          });
        },
      };
      // Seven hex digits of content hash for the async chunks instead of Docusaurus' eight: the map carries one hash per
      // chunk (about 1,100), and the digit less is 0.7 kB gzipped on every first visit. 28 bits still make a stale
      // immutable cache entry (a changed chunk keeping its name and hash) a 1 in 268 million event per change.
      return {optimization: {chunkIds: 'named'}, output: {chunkFilename: 'assets/js/[name].[contenthash:7].js'}};
    },
  };
}

/**
 * With BUNDLE_STATS=<file>, writes what each initial chunk of the client bundle is made of (modules with their
 * size, largest first) to that file. An analysis aid for page weight work, off in every normal build.
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

interface StatsModule {
  name?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  names?: string[];
  initial?: boolean;
  files?: string[];
  size?: number;
}

export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      const target = process.env.BUNDLE_STATS;
      if (isServer || !target) return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap: (name: string, fn: (stats: unknown) => void) => void}}}) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = (
                  stats as {toJson: (o: object) => {chunks?: StatsChunk[]; modules?: StatsModule[]}}
                ).toJson({all: false, chunks: true, modules: true, nestedModules: true, ids: true});
                const initial = (json.chunks ?? []).filter((c) => c.initial);
                const initialIds = new Set(initial.map((c) => String(c.id)));
                const flat: {name: string; size: number; chunks: string[]}[] = [];
                const walk = (m: StatsModule, chunks: string[]) => {
                  if (m.modules && m.modules.length > 0) for (const inner of m.modules) walk(inner, chunks);
                  else flat.push({name: m.name ?? '?', size: m.size ?? 0, chunks});
                };
                for (const m of json.modules ?? []) {
                  const chunks = (m.chunks ?? []).map(String).filter((id) => initialIds.has(id));
                  if (chunks.length > 0) walk(m, chunks);
                }
                flat.sort((a, b) => b.size - a.size);
                fs.writeFileSync(
                  target,
                  JSON.stringify(
                    {
                      initialChunks: initial.map((c) => ({id: c.id, names: c.names, files: c.files, size: c.size})),
                      modules: flat,
                    },
                    null,
                    1,
                  ),
                );
              });
            },
          },
        ],
      };
    },
  };
}

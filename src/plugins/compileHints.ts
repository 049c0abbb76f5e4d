/**
 * V8's explicit compile hint on the main bundle, for main-thread time after the first paint.
 *
 * V8 compiles a function the first time it is called. Nearly every function of the main bundle (React, the router,
 * the theme's layout) is called while the bundle starts and hydrates the page, so each first call paid for its own
 * compilation on the main thread: in Chromium's CPU profile of the quickstart at 4x CPU slowdown, about 110 ms of the
 * bundle's start went to compiling its module functions and 55 ms to compiling the components React rendered. A
 * script whose first line is the magic comment `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly,
 * while the script is streamed, on a background thread (Chromium 136 and later; other engines ignore the comment).
 *
 * Only the `main` chunk gets it: it is the one whose functions nearly all run on every visit. The route chunks hold
 * many functions a page never calls, and hinting every chunk measured no better than hinting main alone.
 *
 * The comment is added after minification (which drops comments) and before the real content hash, so the file
 * name still changes with the content. In the browser, this is the `compileHints` patch of config/speedPatches.ts.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'compile-hints';

/** The files of the chunks named `main` that get the hint: their JavaScript files. */
export function hintedFiles(chunks: Iterable<{name?: string | null; files: Iterable<string>}>): string[] {
  return [...chunks]
    .filter((chunk) => chunk.name === 'main')
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

export default function compileHintsPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {Compilation, sources} = utils.currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.processAssets.tap(
                  // After the minifier (OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH).
                  {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
                  () => {
                    const files = hintedFiles(compilation.chunks);
                    if (files.length === 0) throw new Error(`${NAME}: the build has no "main" chunk to hint`);
                    for (const file of files) {
                      compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}

/**
 * DocSearch's modal ships as one prebuilt file that bundles its Ask AI screens with the Vercel AI SDK, zod and marked
 * (112 kB gz of its 455 kB). The package also ships the source map of that file, with the original source of every
 * part (`sourcesContent`). These helpers write DocSearch's own sources back out, so that the bundler can build the
 * same modal with stand-ins for the Ask AI libraries (./stubs), which this site never shows.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The upstream file this build stands in for, and the source map its sources are read from. */
export const UPSTREAM = {
  module: 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js',
  sourceMap: 'node_modules/@docsearch/react/dist/umd/DocSearchModal.js.map',
};

/**
 * What the local modal builds without (request or path -> stub file in ./stubs), in three kinds:
 * - packages the modal's sources import: the Algolia client (the local client replaces it);
 * - DocSearch's own source files (path under its `src/`, no extension): the Ask AI screens, hooks and helpers, and
 *   the Algolia logo with its link to algolia.com. The Ask AI libraries (`ai`, `@ai-sdk/react`, `marked`) are
 *   imported only by these files, so they leave the bundle with them;
 * - files of autocomplete-core, DocSearch's engine, that serve only Algolia: the insights plugin (click analytics,
 *   created only for Algolia responses or an `insights` prop) and the metadata Algolia's crawler reads.
 */
export const STUBBED_PACKAGES: Record<string, string> = {
  'algoliasearch/lite': 'algoliasearchLite.ts',
};
export const STUBBED_SOURCES: Record<string, string> = {
  AlgoliaLogo: 'AlgoliaLogo.tsx',
  AskAiScreen: 'askAiScreens.tsx',
  ConversationHistoryScreen: 'askAiScreens.tsx',
  NewConversationScreen: 'askAiScreens.tsx',
  useAskAi: 'useAskAi.ts',
  useSuggestedQuestions: 'useSuggestedQuestions.ts',
  'utils/ai': 'askAiUtils.ts',
  'utils/askAiBlockingMatchers': 'nothing.ts',
  'utils/markdown': 'nothing.ts',
};
export const ENGINE = '@algolia/autocomplete-core';
export const STUBBED_ENGINE_PACKAGES: Record<string, string> = {
  '@algolia/autocomplete-plugin-algolia-insights': 'insightsPlugin.ts',
};
/** Files of the engine's package (path under it, no extension) -> stub. */
export const STUBBED_ENGINE_FILES: Record<string, string> = {
  'dist/esm/metadata': 'crawlerMetadata.ts',
};
/** The engine file that imports the stubbed ones, checked against the version the stubs were written for. */
export const ENGINE_ENTRY = 'node_modules/@algolia/autocomplete-core/dist/esm/createAutocomplete.js';

/** Packages the rebuilt modal may import from node_modules, besides the stubbed ones. */
export const KEPT_IMPORTS = ['react', '@algolia/autocomplete-core', '@docsearch/core', '@docsearch/core/useTheme'];

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

/** DocSearch's own source files (path relative to its `src/` -> text) from the source map. */
export function readDocSearchSources(siteDir: string): Map<string, string> {
  const map = JSON.parse(fs.readFileSync(path.join(siteDir, UPSTREAM.sourceMap), 'utf8')) as SourceMap;
  const files = new Map<string, string>();
  map.sources.forEach((source, i) => {
    const match = /^(?:\.\.\/)+src\/(.+)$/.exec(source);
    const text = map.sourcesContent?.[i];
    if (match && typeof text === 'string') files.set(match[1]!, text);
  });
  // Folder index files re-export only, so the bundle that made the map left them out: write them again.
  const folders = new Set([...files.keys()].filter((f) => f.includes('/')).map((f) => path.posix.dirname(f)));
  for (const folder of folders) {
    if (files.has(`${folder}/index.ts`)) continue;
    const names = [...files.keys()].filter((f) => path.posix.dirname(f) === folder).map((f) => path.posix.basename(f));
    files.set(`${folder}/index.ts`, names.map((n) => `export * from './${n.replace(/\.tsx?$/, '')}';\n`).join(''));
  }
  return files;
}

/** Writes the sources under `outDir` (replacing what was there) and returns the modal's entry file. */
export function writeDocSearchSources(siteDir: string, outDir: string): string {
  fs.rmSync(outDir, {recursive: true, force: true});
  for (const [file, text] of readDocSearchSources(siteDir)) {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, text);
  }
  return path.join(outDir, 'DocSearchModal.tsx');
}

/** The packages a source file imports values from (`import type` left out), e.g. `ai`, `react`. */
export function valueImports(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^'.][^']*)'/gm)) out.add(match[1]!);
  return [...out];
}

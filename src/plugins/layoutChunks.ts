/**
 * One chunk for the layout a family of pages shares, for main-thread time after the first paint.
 *
 * A doc page's route renders four theme components around its content (DocsRoot, DocVersionRoot, DocRoot, DocItem).
 * Docusaurus gives each its own async chunk, and the bundler splits the library code they share with other routes
 * into `vendors-*` chunks of their own: a doc page's first visit asked for seven layout chunks, always together; a
 * Learn article for four (BlogPostPage and three `vendors-*`). Each `<script>` the runtime inserts costs 1-2.5 ms of
 * main thread on this project's 2-core machine (4-10 ms at Lighthouse's 4x slowdown), all inside the task that
 * starts the page's hydration. Here the modules of a family's layout chunks go into one chunk (`doc-layout`,
 * `blog-post-layout`); the original chunks become empty and the bundler drops them. Pages outside the family never
 * load it: a module they share with it stays in their own chunks.
 *
 * In the browser, this is the `layoutChunks` patch of config/speedPatches.ts.
 */
import {simpleHash} from '@docusaurus/utils';
import type {Plugin} from '@docusaurus/types';

/** Each merged chunk and the theme components (as the route config names them) whose chunks it takes in. */
export const LAYOUT_CHUNKS = {
  'doc-layout': ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem'],
  'blog-post-layout': ['@theme/BlogPostPage'],
} as const;

/**
 * The name of a route component's chunk in a production build: Docusaurus names it with an 8-digit hash of the
 * module path (`genChunkName` in @docusaurus/core/lib/server/codegen/codegenRoutes.js, pinned by
 * tests/unit/frameworkPatches.test.ts).
 */
export const routeChunkName = (modulePath: string) => simpleHash(modulePath, 8);

/** A cache group that gathers the chunks of `components`; above the framework's `common` (40), below `styles` (50). */
export function layoutCacheGroup(name: string, components: readonly string[]) {
  const names = new Set(components.map(routeChunkName));
  return {
    name,
    chunks: (chunk: {name?: string | null}) => typeof chunk.name === 'string' && names.has(chunk.name),
    enforce: true,
    priority: 45,
  };
}

export default function layoutChunksPlugin(): Plugin {
  return {
    name: 'layout-chunks',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const cacheGroups = Object.fromEntries(
        Object.entries(LAYOUT_CHUNKS).map(([name, components]) => [name, layoutCacheGroup(name, components)]),
      );
      return {optimization: {splitChunks: {cacheGroups}}};
    },
  };
}

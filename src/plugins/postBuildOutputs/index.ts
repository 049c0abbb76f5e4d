/**
 * The files a build serves besides the pages Docusaurus renders, written into the output directory at the end of
 * `docusaurus build` (the `postBuild` lifecycle), in this order:
 *
 * 1. the Markdown twin of every doc and category page, llms.txt and its section files, llms-full.txt, and the line
 *    for AI agents in each page's HTML (scripts/postbuild/llms.ts), from the docs plugin's loaded content
 *    (scripts/postbuild/docsContent.ts);
 * 2. integrations/capabilities.json (scripts/postbuild/capabilities.ts);
 * 3. every page's optional end tags written back (scripts/postbuild/endTags.ts), so that simple HTML parsers read
 *    the same document a browser builds;
 * 4. the Pagefind index in pagefind/ with the search vocabulary and shorthand files (scripts/postbuild/searchIndex.ts),
 *    which reads the pages as steps 1 and 3 left them.
 *
 * `SITE_POSTBUILD_OUTPUTS=off` leaves them out (the keyed build of scripts/security/keyedBuild.ts only checks the
 * pages' scripts). The plugin is listed last in docusaurus.config.ts: Docusaurus starts every plugin's `postBuild` at
 * once, in plugin order, and the font preload plugin rewrites every page synchronously when its own starts, so these
 * steps read and change finished pages.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  docsContentOf,
  routeDataOf,
  type PluginWithContent,
  type RouteData,
} from '../../../scripts/postbuild/docsContent';
import {writeLlmsFiles, type LlmsResult} from '../../../scripts/postbuild/llms';
import {copyCapabilities} from '../../../scripts/postbuild/capabilities';
import {buildSearchIndex} from '../../../scripts/postbuild/searchIndex';
import {writeEndTags} from '../../../scripts/postbuild/endTags';
import {OUTPUTS_ENV, type Options} from './options';

export type {Options} from './options';

/** The steps, replaceable in tests. */
export interface Steps {
  endTags: (outDir: string) => Promise<{files: number; changed: number}>;
  llms: (route: RouteData, siteDir: string, outDir: string) => LlmsResult;
  capabilities: (siteDir: string, outDir: string) => string;
  searchIndex: (outDir: string, siteDir: string) => Promise<{pages: number; skipped: number; bytesSaved: number}>;
}

export const defaultSteps: Steps = {
  endTags: writeEndTags,
  llms: writeLlmsFiles,
  capabilities: copyCapabilities,
  searchIndex: buildSearchIndex,
};

export interface BuildData {
  outDir: string;
  siteDir: string;
  plugins: readonly PluginWithContent[];
}

/** Runs the steps on a finished build, one after the other. */
export async function writePostBuildOutputs(
  {outDir, siteDir, plugins}: BuildData,
  steps: Steps = defaultSteps,
  log: (line: string) => void = (line) => console.log(line),
): Promise<void> {
  const route = routeDataOf(docsContentOf(plugins));
  let started = Date.now();
  const llms = steps.llms(route, siteDir, outDir);
  const largest = llms.files.reduce<{path: string; characters: number} | undefined>(
    (a, b) => (a && a.characters >= b.characters ? a : b),
    undefined,
  );
  log(
    `llms: ${llms.twins} Markdown twins, ${llms.htmlPages} HTML pages with the agent directive, ` +
      `${llms.files.length} llms files (largest ${largest?.path ?? '-'}, ${largest?.characters ?? 0} characters) ` +
      `listing ${llms.llmsTxtLinks} current pages, llms-full.txt ${Math.round(llms.fullTextBytes / 1024)} KiB, ` +
      `in ${Date.now() - started} ms`,
  );
  log(`capabilities: wrote ${steps.capabilities(siteDir, outDir)}`);
  started = Date.now();
  const endTags = await steps.endTags(outDir);
  log(`end tags: ${endTags.changed} of ${endTags.files} HTML pages rewritten in ${Date.now() - started} ms`);
  started = Date.now();
  const {pages, skipped, bytesSaved} = await steps.searchIndex(outDir, siteDir);
  log(
    `search index: ${pages} pages indexed (${skipped} without a search body), its core files ${bytesSaved} B smaller ` +
      `(Zopfli), in ${Date.now() - started} ms`,
  );
}

export default function postBuildOutputsPlugin(context: LoadContext, {enabled}: Options): Plugin {
  return {
    name: 'post-build-outputs',
    async postBuild({outDir, plugins}) {
      if (!enabled) {
        console.log(`post-build outputs: skipped (${OUTPUTS_ENV}=off): no Markdown twins, llms files or search index`);
        return;
      }
      await writePostBuildOutputs({outDir, siteDir: context.siteDir, plugins});
    },
  };
}

/**
 * Module replacement for the plugins of this directory: the bundler's own NormalModuleReplacementPlugin (Rspack's
 * or webpack's, whichever Docusaurus runs), typed once. A replacement is a file path, or a function that may
 * rewrite the request it is given.
 */
import type {ConfigureWebpackUtils} from '@docusaurus/types';

export type Replacement = string | ((data: {request: string; context: string}) => void);

/** Bundler plugins that replace each module whose request or resolved path matches a pattern. */
export function moduleReplacements(utils: ConfigureWebpackUtils, replacements: [RegExp, Replacement][]): never[] {
  const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
    NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: Replacement) => unknown;
  };
  return replacements.map(
    ([pattern, replacement]) => new NormalModuleReplacementPlugin(pattern, replacement),
  ) as never[];
}

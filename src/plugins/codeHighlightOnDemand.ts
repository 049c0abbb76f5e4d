/**
 * Code highlighting where it is used: the classic theme registers the extra Prism languages with a
 * client module, which puts Prism, its default grammars and the extra ones into main.js for every page. This
 * plugin replaces that client module with an empty one; src/theme/CodeBlock registers the languages instead, so
 * Prism travels in the chunks of the pages that show code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacements} from './moduleReplacement';

export default function codeHighlightOnDemandPlugin(): Plugin {
  return {
    name: 'code-highlight-on-demand',
    configureWebpack(_config, isServer, utils) {
      const replacements: [RegExp, string][] = [
        [/theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, path.join(__dirname, 'emptyClientModule.js')],
      ];
      // The server has the highlighted code block at once (src/theme/CodeBlock/loadHighlighted.ts).
      if (isServer) {
        replacements.push([
          // From the block itself and from src/hydration/StaticBody.
          /^\.\/loadHighlighted$|[\\/]CodeBlock[\\/]loadHighlighted$/,
          path.join(__dirname, '../theme/CodeBlock/loadHighlighted.server.ts'),
        ]);
      }
      return {plugins: moduleReplacements(utils, replacements)};
    },
  };
}

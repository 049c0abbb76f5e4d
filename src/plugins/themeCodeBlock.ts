/**
 * Only in a benchmark build without `codeHighlightOnDemand` (config/speedPatches.ts): `@theme/CodeBlock` is the
 * theme's own block again, with Prism in main.js as the theme ships it, so that the patch can be measured against
 * the framework's behaviour.
 */
import type {Plugin} from '@docusaurus/types';

export default function themeCodeBlockPlugin(): Plugin {
  return {
    name: 'theme-code-block',
    configureWebpack() {
      return {resolve: {alias: {'@theme/CodeBlock': require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock')}}};
    },
  };
}

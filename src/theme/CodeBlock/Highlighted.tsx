import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

// The extra Prism languages (themeConfig.prism.additionalLanguages) are registered with the code block instead of
// by the theme's client module in main.js (src/plugins/codeHighlightOnDemand.ts removes that module).
prismIncludeLanguages(Prism);

export type CodeBlockProps = WrapperProps<typeof CodeBlockType>;

/** The theme's code block: Prism highlighting, title, line numbers, copy and word-wrap buttons. */
export default function HighlightedCodeBlock(props: CodeBlockProps): ReactNode {
  return <CodeBlock {...props} />;
}

import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

// The extra Prism languages (themeConfig.prism.additionalLanguages) are registered here, with the code block,
// instead of by the theme's client module in main.js: pages without code no longer load Prism (issue 19,
// src/plugins/codeHighlightOnDemand.ts removes the client module).
prismIncludeLanguages(Prism);

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}

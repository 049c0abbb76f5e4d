import React, {type ReactNode} from 'react';
import Tree from '@theme-original/TOCItems/Tree';
import type TreeType from '@theme/TOCItems/Tree';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import StaticBody from '@site/src/hydration/StaticBody';

type Props = WrapperProps<typeof TreeType>;

/**
 * The table of contents keeps the server's list on a first visit instead of hydrating it (a reference page lists
 * up to 80 headings, all hydration work). Its links are plain `#` anchors, and the theme's highlighting of the
 * current heading finds them in the document by class name, so it works on the server's elements.
 */
export default function TreeWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <StaticBody pageId={pathname}>
      <Tree {...props} />
    </StaticBody>
  );
}

import React, {type ReactNode} from 'react';
import Desktop from '@theme-original/BlogSidebar/Desktop';
import type DesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import StaticBody from '@site/src/hydration/StaticBody';
import {isNarrowWindow} from '@site/src/hydration/narrowWindow';
import {liveOnFirstUse} from '@site/src/hydration/staticUntilUsed';

type Props = WrapperProps<typeof DesktopType>;

/**
 * As the docs sidebar (DocSidebar/Desktop/Content): on a phone the blog's "Recent posts" column is hidden by CSS
 * and replaced by the phone menu's list as soon as the theme has measured the window, so it keeps the server's
 * markup instead of hydrating first, which would be wasted work. On a wide window it hydrates as before.
 */
export default function DesktopWrapper(props: Props): ReactNode {
  return (
    <StaticBody pageId="blog-sidebar" staticIf={isNarrowWindow} liveWhen={liveOnFirstUse} asContents>
      <Desktop {...props} />
    </StaticBody>
  );
}

import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import StaticBody from '@site/src/hydration/StaticBody';
import {isNarrowWindow} from '@site/src/hydration/narrowWindow';
import {liveOnFirstUse} from '@site/src/hydration/staticUntilUsed';

type Props = WrapperProps<typeof ContentType>;

/**
 * On a phone the server's desktop sidebar (up to 170 elements on a reference page) is hidden by CSS and removed
 * as soon as the theme has measured the window; hydrating it first was a fifth of the first render.
 * There it keeps the server's markup instead; on a wide window it hydrates as before.
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <StaticBody pageId={props.path} staticIf={isNarrowWindow} liveWhen={liveOnFirstUse} asContents>
      <Content {...props} />
    </StaticBody>
  );
}

import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import StaticBody from '@site/src/hydration/StaticBody';
import {neverLive} from '@site/src/hydration/staticUntilUsed';

type Props = WrapperProps<typeof InfoType>;

/**
 * A post's date and reading time keep the server's text on a first visit: rendering the date in the
 * browser creates an `Intl.DateTimeFormat`, whose first use loads the locale data, the costliest step of a
 * post's hydration. Nothing in it is interactive; after client-side navigation it renders as usual.
 */
export default function InfoWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <StaticBody pageId={pathname} liveWhen={neverLive}>
      <Info {...props} />
    </StaticBody>
  );
}

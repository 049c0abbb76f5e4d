import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import StaticBody from '@site/src/hydration/StaticBody';
import {neverLive} from '@site/src/hydration/staticUntilUsed';

type Props = WrapperProps<typeof FooterType>;

/**
 * The site footer (55 elements of links, the same on every page) keeps the server's markup instead of hydrating
 * (hydrating it was work with no effect). Its internal links are routed by `src/plugins/lightLinks`; the others are plain links anyway.
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <StaticBody pageId="site-footer" liveWhen={neverLive} asContents>
      <Footer {...props} />
    </StaticBody>
  );
}

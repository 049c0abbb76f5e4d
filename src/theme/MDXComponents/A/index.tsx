import React, {type ReactNode} from 'react';
import OriginalA from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useInDelegatedLinks} from '@site/src/components/DelegatedLinks';

type Props = WrapperProps<typeof AType>;

/**
 * Markdown links (issue 19). The server always renders the theme's link, which also registers the link with the
 * broken-link checker. In the browser, inside a container whose links are delegated
 * (`src/components/DelegatedLinks`, the doc body), an internal link is a plain `<a>` with the same `href` and no
 * listeners of its own; the container routes its clicks and preloads on hover and touch.
 */
export default function A(props: Props): ReactNode {
  const delegated = useInDelegatedLinks();
  const {withBaseUrl} = useBaseUrlUtils();
  const href = props.href;
  const plain =
    delegated &&
    ExecutionEnvironment.canUseDOM &&
    typeof href === 'string' &&
    href.startsWith('/') &&
    isInternalUrl(href) &&
    !props.target &&
    !props.id &&
    !props.download;
  if (!plain) return <OriginalA {...props} />;
  // The same `href` as `<Link>` renders: the base URL added (trailingSlash is left unset in docusaurus.config.ts).
  // A plain element on purpose: the container's delegated handlers do what `<Link>` would.
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a {...props} href={withBaseUrl(href)}>
      {props.children}
    </a>
  );
}

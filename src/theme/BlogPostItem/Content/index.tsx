import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import StaticBody from '@site/src/hydration/StaticBody';
import {hasStaticBody} from '@site/src/hydration/contracts';

type Props = WrapperProps<typeof ContentType>;

/**
 * A post whose body needs no hydration (front matter `static_body`, set by scripts/remark/staticBody.ts) keeps
 * the server's body on a first visit, as doc pages do (src/hydration/StaticBody).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  const content = <Content {...props} />;
  if (!hasStaticBody(frontMatter)) return content;
  return <StaticBody pageId={metadata.permalink}>{content}</StaticBody>;
}

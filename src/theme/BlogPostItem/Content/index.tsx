import React, {Suspense, useState, type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import StaticBody from '@site/src/hydration/StaticBody';
import {hasStaticBody} from '@site/src/hydration/contracts';
import {FirstVisitDataScript, loadFirstVisitContent} from '@site/src/hydration/firstVisitContent';
import {usePatchOn} from '@site/src/utils/speedPatches';

type Props = WrapperProps<typeof ContentType>;

/**
 * A post whose body needs no hydration (front matter `static_body`, set by scripts/remark/staticBody.ts) keeps
 * the server's body on a first visit, as doc pages do (src/hydration/StaticBody). On the post's own page the server
 * also writes what the layout reads from the post's module, so that the first visit does not download the module
 * (src/hydration/firstVisitContent.tsx, as the DocItem/Content wrap).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, toc, assets, isBlogPostPage} = useBlogPost();
  const firstVisitOn = usePatchOn('firstVisitContent');
  const staticBodiesOn = usePatchOn('staticBodies');
  const firstVisit = firstVisitOn && staticBodiesOn && isBlogPostPage;
  const isBrowser = useIsBrowser();
  // See the DocItem/Content wrap: a boundary only in trees mounted after hydration.
  const [mountedAfterHydration] = useState(isBrowser);
  const content = <Content {...props} />;
  if (!hasStaticBody(frontMatter)) return content;
  return (
    <StaticBody pageId={metadata.permalink} prepare={firstVisit ? loadFirstVisitContent : undefined}>
      {mountedAfterHydration ? <Suspense fallback={null}>{content}</Suspense> : content}
      {firstVisit && typeof window === 'undefined' && (
        <FirstVisitDataScript data={{source: metadata.source, metadata, frontMatter, toc, assets}} />
      )}
    </StaticBody>
  );
}

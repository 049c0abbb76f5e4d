import React, {Suspense, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import StaticBody from '@site/src/hydration/StaticBody';
import {hasStaticBody} from '@site/src/hydration/contracts';
import {FirstVisitDataScript, loadFirstVisitContent} from '@site/src/hydration/firstVisitContent';
import {usePatchOn} from '@site/src/utils/speedPatches';

type Props = WrapperProps<typeof ContentType>;

/**
 * Marks a doc's content for the local search index: the body to index, plus the version tag that scopes
 * results (contextual search) and the metadata results show, as attributes without text, so they never
 * become indexed words (scripts/lib/searchDocument.ts reads them). Generated reference pages (front matter
 * `static_body: true`, written by their generators) keep the server's body on a first visit (src/hydration/StaticBody),
 * and the server writes into that body what the layout needs from the doc's module, so that the first visit does not
 * download the module (src/hydration/firstVisitContent.tsx).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  const {metadata, frontMatter, toc, contentTitle, assets} = useDoc();
  const firstVisitOn = usePatchOn('firstVisitContent');
  const staticBodiesOn = usePatchOn('staticBodies');
  const firstVisit = firstVisitOn && staticBodiesOn;
  const content = <Content {...props} />;
  // A boundary in case a page's module is still on its way when its body renders (it is loaded before: see
  // firstVisitContent.tsx). Not on the server or in the tree that hydrates: the server's renderer outlines a large
  // boundary (src/hydration/deferredData.ts), and the hydrating tree must match the server's.
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  const staticBody = (
    <StaticBody pageId={metadata.id} prepare={firstVisit ? loadFirstVisitContent : undefined}>
      {mountedAfterHydration ? <Suspense fallback={null}>{content}</Suspense> : content}
      {firstVisit && typeof window === 'undefined' && (
        <FirstVisitDataScript data={{source: metadata.source, metadata, frontMatter, toc, contentTitle, assets}} />
      )}
    </StaticBody>
  );
  return (
    <div
      data-pagefind-body=""
      data-search-tag={`docs-${version.pluginId}-${version.version}`}
      data-search-category={breadcrumbs?.[0]?.label ?? 'Documentation'}
      data-search-version={version.label}>
      {hasStaticBody(frontMatter) ? staticBody : content}
    </div>
  );
}

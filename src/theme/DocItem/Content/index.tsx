import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import StaticBody from '@site/src/hydration/StaticBody';
import {hasStaticBody} from '@site/src/hydration/contracts';

type Props = WrapperProps<typeof ContentType>;

/**
 * Marks a doc's content for the local search index: the body to index, plus the version tag that scopes
 * results (contextual search) and the metadata results show, as attributes without text, so they never
 * become indexed words (scripts/lib/searchDocument.ts reads them). Generated reference pages (front matter
 * `static_body: true`, written by their generators) keep the server's body on a first visit (src/hydration/StaticBody).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  const {metadata, frontMatter} = useDoc();
  const content = <Content {...props} />;
  return (
    <div
      data-pagefind-body=""
      data-search-tag={`docs-${version.pluginId}-${version.version}`}
      data-search-category={breadcrumbs?.[0]?.label ?? 'Documentation'}
      data-search-version={version.label}>
      {hasStaticBody(frontMatter) ? <StaticBody pageId={metadata.id}>{content}</StaticBody> : content}
    </div>
  );
}

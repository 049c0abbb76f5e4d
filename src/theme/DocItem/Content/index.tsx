import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

/**
 * Marks a doc's content for the local search index (Pagefind): the body to index, the
 * docusaurus_tag filter that scopes results to a version (contextual search), and the metadata
 * the results show (category and version label).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  const category = breadcrumbs?.[0]?.label ?? 'Documentation';
  return (
    <div data-pagefind-body="">
      <span hidden data-pagefind-filter="docusaurus_tag">{`docs-${version.pluginId}-${version.version}`}</span>
      <span hidden data-pagefind-meta="category">
        {category}
      </span>
      <span hidden data-pagefind-meta="version">
        {version.label}
      </span>
      <Content {...props} />
    </div>
  );
}

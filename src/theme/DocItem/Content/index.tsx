import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {DelegatedLinksContext, useDelegatedLinks} from '@site/src/components/DelegatedLinks';

type Props = WrapperProps<typeof ContentType>;

/**
 * Marks a doc's content for the local search index: the body to index, plus the version tag that scopes
 * results (contextual search) and the metadata results show, as attributes without text, so they never
 * become indexed words (scripts/lib/searchDocument.ts reads them). The same element handles the clicks and
 * preloads of the body's links (src/components/DelegatedLinks).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs();
  const linkHandlers = useDelegatedLinks();
  return (
    <div
      {...linkHandlers}
      data-pagefind-body=""
      data-search-tag={`docs-${version.pluginId}-${version.version}`}
      data-search-category={breadcrumbs?.[0]?.label ?? 'Documentation'}
      data-search-version={version.label}>
      <DelegatedLinksContext.Provider value>
        <Content {...props} />
      </DelegatedLinksContext.Provider>
    </div>
  );
}

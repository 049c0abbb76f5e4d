import React, {useContext, type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {InDocPage} from './inDocPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** The "Copy page" menu of the current doc. */
function DocCopyPage(): ReactNode {
  const {permalink} = useDoc().metadata;
  const {siteConfig} = useDocusaurusContext();
  return <CopyPage permalink={permalink} pageUrl={`${siteConfig.url.replace(/\/+$/, '')}${permalink}`} />;
}

/**
 * The breadcrumbs with the "Copy page" menu at the end of the same row (just above the title). Breadcrumbs also
 * render on generated-index category pages, which have no doc (and no Markdown to copy): the menu is left out there.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const isDocPage = useContext(InDocPage);
  return (
    <div className={styles.row}>
      <div className={styles.crumbs}>
        <DocBreadcrumbs {...props} />
      </div>
      {isDocPage && <DocCopyPage />}
    </div>
  );
}

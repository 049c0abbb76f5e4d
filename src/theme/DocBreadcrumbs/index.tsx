import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/** The breadcrumbs with the "Copy page" menu at the end of the same row (just above the title). */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.row}>
      <div className={styles.crumbs}>
        <DocBreadcrumbs {...props} />
      </div>
      <CopyPage permalink={permalink} pageUrl={`${siteConfig.url.replace(/\/+$/, '')}${permalink}`} />
    </div>
  );
}

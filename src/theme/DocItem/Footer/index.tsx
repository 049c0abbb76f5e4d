import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The original doc footer (edit link, tags) followed by "Was this page helpful?". */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      <PageFeedback
        pageTitle={metadata.title}
        pageUrl={`${siteConfig.url.replace(/\/+$/, '')}${metadata.permalink}`}
        versionLabel={version.label}
      />
    </>
  );
}

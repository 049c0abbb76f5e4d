import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageFeedback from '@site/src/components/PageFeedback';
import StaticBody from '@site/src/hydration/StaticBody';
import {neverLive} from '@site/src/hydration/staticUntilUsed';

type Props = WrapperProps<typeof FooterType>;

/**
 * The original doc footer (edit link, tags, last-updated date) followed by "Was this page helpful?". The footer
 * sits in an `itemscope` element: its date carries `itemprop="dateModified"`, which is valid HTML only inside an item.
 * On a first visit the footer keeps the server's markup: rendering the last-updated date in the browser
 * creates an `Intl.DateTimeFormat`, whose first use loads the locale data, the costliest step of a prose page's
 * hydration. Its links are routed by `src/plugins/lightLinks`; after client-side navigation it renders as usual.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <div itemScope itemType="https://schema.org/TechArticle">
        <StaticBody pageId={metadata.id} liveWhen={neverLive}>
          <Footer {...props} />
        </StaticBody>
      </div>
      <PageFeedback
        pageTitle={metadata.title}
        pageUrl={`${siteConfig.url.replace(/\/+$/, '')}${metadata.permalink}`}
        versionLabel={version.label}
      />
    </>
  );
}

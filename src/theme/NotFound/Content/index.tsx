import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Helpful404 from '@site/src/components/Helpful404';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The main entry points of the site, offered on every 404 page (also without JavaScript). */
const entryPoints = [
  {to: '/docs/quickstart', title: 'Quickstart', text: 'Run DataHub locally with Docker'},
  {to: '/docs/features', title: 'Documentation', text: 'Features, guides and concepts'},
  {to: '/integrations', title: 'Integrations', text: 'Every source and push plugin'},
  {to: '/docs/api/datahub-apis', title: 'APIs', text: 'GraphQL, OpenAPI and the SDKs'},
  {to: '/learn', title: 'Learn', text: 'Long-form guides on data management'},
  {to: '/search', title: 'Search', text: 'Search every page of the docs'},
];

/** The original "Page Not Found" text, then the moved-page redirect or the closest pages, then the entry points. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      {/* Inside /docs/ the docs plugin renders this content without the NotFound page's own title. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <Helpful404 />
      <section className={`container ${styles.entries}`} aria-labelledby="not-found-entry-points">
        <Heading as="h2" id="not-found-entry-points">
          Start from one of these
        </Heading>
        <ul className={styles.grid}>
          {entryPoints.map((entry) => (
            <li key={entry.to}>
              <Link className={styles.entry} to={entry.to}>
                <span className={styles.entryTitle}>{entry.title}</span>
                <span className={styles.entryText}>{entry.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

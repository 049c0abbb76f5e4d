import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import {datahubRepoUrl} from '@site/config/site';
import Helpful404 from '@site/src/components/Helpful404';
import styles from './styles.module.css';

/** The main entry points of the site, offered on every 404 page (also without JavaScript). */
const entryPoints = [
  {to: '/docs/quickstart', title: 'Quickstart', text: 'Run DataHub locally with Docker'},
  {to: '/docs/features', title: 'Documentation', text: 'Features, guides and concepts'},
  {to: '/integrations', title: 'Integrations', text: 'Every source and push plugin'},
  {to: '/docs/api/datahub-apis', title: 'APIs', text: 'GraphQL, OpenAPI and the SDKs'},
  {to: '/learn', title: 'Learn', text: 'Long-form guides on data management'},
  {to: '/search', title: 'Search', text: 'Search every page of the docs'},
];

/**
 * The 404 page: the "Page Not Found" title, a short explanation of our own (the theme's text asks the reader to
 * contact "the owner of the site"), then the moved-page redirect or the closest pages, then the entry points.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* Inside /docs/ the docs plugin renders this content without the NotFound page's own title. */}
      <PageMetadata title={title} />
      <div className={styles.intro}>
        <Heading as="h1" className="hero__title">
          {title}
        </Heading>
        <p>
          <Translate id="notFound.explain">
            Nothing on this site lives at this address. The address may contain a typo, or the page may have moved: the
            documentation follows DataHub as it changes, so pages get renamed, split and merged, and the pages of an
            older release stay under its version number, such as /docs/1.1.0/.
          </Translate>
        </p>
        <p>
          <Translate
            id="notFound.next"
            values={{
              issues: (
                <Link href={`${datahubRepoUrl}/issues`}>
                  <Translate id="notFound.issues">DataHub&apos;s GitHub issues</Translate>
                </Link>
              ),
            }}>
            {
              'The pages closest to the address you asked for are listed below, followed by the main starting points. If a link on this site brought you here, please tell us in {issues} so that we can fix it.'
            }
          </Translate>
        </p>
      </div>
      <Helpful404 />
      <section className={styles.entries} aria-labelledby="not-found-entry-points">
        <Heading as="h2" id="not-found-entry-points">
          <Translate id="notFound.entryPoints">Start from one of these</Translate>
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
    </main>
  );
}

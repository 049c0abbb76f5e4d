import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import docsVersions from '@site/generated/docs-versions.json';
import {docsSections} from './sections';
import styles from './styles.module.css';

/** Search entry that works without JavaScript: a plain GET form to the /search page. */
function SearchEntry(): ReactNode {
  const label = translate({id: 'docsLanding.search.label', message: 'Search the documentation'});
  return (
    <form className={styles.search} action="/search" method="get" role="search">
      <label htmlFor="docs-landing-search" className={styles.searchLabel}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          id="docs-landing-search"
          className={styles.searchInput}
          type="search"
          name="q"
          placeholder={translate({
            id: 'docsLanding.search.placeholder',
            message: 'e.g. snowflake lineage, personal access token',
          })}
        />
        <button className="button button--primary" type="submit">
          <Translate id="docsLanding.search.submit">Search</Translate>
        </button>
      </div>
    </form>
  );
}

export default function DocsLanding(): ReactNode {
  return (
    <div className={styles.landing}>
      <header className={styles.header}>
        <Heading as="h1">
          <Translate id="docsLanding.title">DataHub documentation</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="docsLanding.lead">
            Learn DataHub, deploy it, bring your metadata in and build on its APIs.
          </Translate>
        </p>
        <SearchEntry />
      </header>
      <ul className={styles.grid}>
        {docsSections.map((section) => (
          <li key={section.title} className={styles.card}>
            <Heading as="h2" className={styles.cardTitle}>
              <Link to={section.to}>{section.title}</Link>
            </Heading>
            <p>{section.description}</p>
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <section className={styles.versions} aria-labelledby="docs-versions">
        <Heading as="h2" id="docs-versions">
          <Translate id="docsLanding.versions.title">Documentation versions</Translate>
        </Heading>
        <p>
          <Translate
            id="docsLanding.versions.text"
            values={{next: docsVersions.current.release, frozen: docsVersions['1.1.0'].release}}>
            {
              'These pages (Next) document DataHub {next}, the newest release. The documentation of DataHub {frozen} is kept as it was when that release shipped.'
            }
          </Translate>
        </p>
        <ul className={styles.links}>
          <li>
            <Link to="/docs/features">Next (current)</Link>
          </li>
          <li>
            <Link to="/docs/1.1.0/features">1.1.0</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

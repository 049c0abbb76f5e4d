import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

const pillars = [
  {
    title: 'Discovery',
    text: 'Search every table, dashboard, pipeline and ML model across your stack, with the context that makes them trustworthy: owners, docs, usage and quality.',
    to: '/docs/features',
  },
  {
    title: 'Lineage',
    text: 'Follow data from source to dashboard, down to the column, and see what breaks before you change a table.',
    to: '/docs/features',
  },
  {
    title: 'Governance',
    text: 'Give data owners, domains, glossary terms and policies, and keep them accurate with automation.',
    to: '/docs/features',
  },
  {
    title: 'Observability',
    text: 'Watch freshness, volume and schema, raise incidents and tell consumers when something is wrong.',
    to: '/docs/features',
  },
];

const quickstart = `python3 -m pip install --upgrade acryl-datahub
datahub docker quickstart
# then open http://localhost:9002 and sign in as datahub / datahub`;

export default function HomePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <main>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <Heading as="h1" className={styles.title}>
            {siteConfig.tagline}
          </Heading>
          <p className={styles.lead}>
            <Translate id="home.lead">
              DataHub collects metadata from your whole data stack into one connected graph, so people can find data,
              understand it and trust it.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/quickstart">
              <Translate id="home.cta.quickstart">Get started</Translate>
            </Link>
            <Link className={`button button--secondary button--lg ${styles.secondary}`} to="/docs/features">
              <Translate id="home.cta.docs">Read the docs</Translate>
            </Link>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="home-what">
        <Heading as="h2" id="home-what">
          <Translate id="home.what.title">What DataHub does</Translate>
        </Heading>
        <ul className={styles.pillars}>
          {pillars.map((pillar) => (
            <li key={pillar.title} className={styles.pillar}>
              <Heading as="h3">
                <Link to={pillar.to}>{pillar.title}</Link>
              </Heading>
              <p>{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="home-quickstart">
        <Heading as="h2" id="home-quickstart">
          <Translate id="home.quickstart.title">Run DataHub locally in minutes</Translate>
        </Heading>
        <p>
          <Translate id="home.quickstart.text">
            You need Docker with at least 8 GB of memory and Python 3.9 or newer.
          </Translate>
        </p>
        <CodeBlock language="shell">{quickstart}</CodeBlock>
      </section>
    </main>
  );
}

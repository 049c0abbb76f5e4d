import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {StoriesData} from '@site/src/components/AdoptionStories';
import PlatformMark from '@site/src/components/PlatformMark';
import type {Integration} from '@site/src/types/connectors';
import {FLOW_ALT} from '@site/src/components/FlowDiagram/alt';
import {communitySlackUrl} from '@site/config/links';
import {datahubRepoUrl} from '@site/config/site';
import {compareText} from '@site/src/utils/compareText';
// Both files are derived from data/ by `npm run generate`.
import integrationsData from '@site/generated/integrations.json';
import storiesData from '@site/generated/stories.json';
import {docPaths, pillars} from './links';
import styles from './styles.module.css';

const integrations = integrationsData as Integration[];
const stories = (storiesData as StoriesData).stories;

/** Integrations per platform type, largest first (ties by name): derived from the catalog, never typed by hand. */
export function countByType(items: Integration[]): {type: string; count: number}[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.platformType, (counts.get(item.platformType) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => ({type, count}))
    .sort((a, b) => b.count - a.count || compareText(a.type, b.type));
}

const community = [
  {
    title: 'Slack',
    text: 'Ask questions, get help with ingestion and deployment, and meet the maintainers.',
    href: communitySlackUrl,
  },
  {
    title: 'Town halls',
    text: 'A monthly call on the last Thursday: release news, roadmap and talks from users.',
    to: '/docs/townhalls',
  },
  {title: 'Events', text: 'Upcoming town halls, meetups and talks, and the community calendar.', to: '/events'},
  {
    title: 'Champions',
    text: 'The program that recognises people who help others, improve integrations and share knowledge.',
    to: '/champions',
  },
  {title: 'Practitioners Guild', text: 'A peer group for the people who run DataHub day to day.', to: '/guild'},
  {title: 'GitHub', text: 'Read the code, report a bug, or open your first pull request.', href: datahubRepoUrl},
];

/** Platforms shown by their mark under the integration counts: widely used sources with a brand logo. */
const featuredIds = [
  'snowflake',
  'bigquery',
  'databricks',
  'postgres',
  'mysql',
  'kafka',
  'airflow',
  'spark',
  'looker',
  'superset',
  'mongodb',
  'trino',
];

const quickstart = `python3 -m pip install --upgrade acryl-datahub
datahub docker quickstart
# then open http://localhost:9002 and sign in as datahub / datahub`;

export default function HomePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const byType = countByType(integrations);
  const featured = featuredIds
    .map((id) => integrations.find((item) => item.id === id))
    .filter((item): item is Integration => item !== undefined);
  const flowSvg = useBaseUrl('/img/diagrams/datahub-flow-dark.svg');
  // Phones get the stages stacked (card names only), whose words stay legible at the phone's width.
  const flowNarrowSvg = useBaseUrl('/img/diagrams/datahub-flow-dark-narrow.svg');
  return (
    <main>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
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
          <figure className={styles.heroFigure}>
            <Link to={`pathname://${flowSvg}`} className={styles.heroDiagramLink}>
              <picture>
                <source media="(max-width: 700px)" srcSet={flowNarrowSvg} width={700} height={1420} />
                <img src={flowSvg} alt={FLOW_ALT} width={1600} height={900} fetchPriority="high" decoding="async" />
              </picture>
            </Link>
            <figcaption className={styles.heroCaption}>
              <Translate id="home.hero.caption">
                From your data stack, through ingestion, into one metadata graph used by people, APIs and automation.
              </Translate>
            </figcaption>
          </figure>
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
      <section className={styles.section} aria-labelledby="home-integrations">
        <Heading as="h2" id="home-integrations">
          <Translate id="home.integrations.title" values={{count: integrations.length}}>
            {'{count} integrations across your data stack'}
          </Translate>
        </Heading>
        <p>
          <Translate id="home.integrations.text" values={{types: byType.length}}>
            {
              'Sources pull metadata from databases, warehouses, BI tools and pipelines; push plugins send it from inside the systems that run your jobs. They cover {types} kinds of platform:'
            }
          </Translate>
        </p>
        <ul className={styles.typeList}>
          {byType.map(({type, count}) => (
            <li key={type}>
              <Link className={styles.typeLink} to={`/integrations?type=${encodeURIComponent(type)}`}>
                <span className={styles.typeCount}>{count}</span> {type}
              </Link>
            </li>
          ))}
        </ul>
        <ul className={styles.platforms} aria-label="Popular integrations">
          {featured.map((item) => (
            <li key={item.id}>
              <Link className={styles.platformLink} to={item.docPath}>
                <PlatformMark item={item} size={32} />
                <span>{item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link className="button button--primary" to="/integrations">
            <Translate id="home.integrations.cta">Browse all integrations</Translate>
          </Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="home-stories">
        <Heading as="h2" id="home-stories">
          <Translate id="home.stories.title">Trusted by data teams everywhere</Translate>
        </Heading>
        <p>
          <Translate id="home.stories.text">
            These organisations have described in public talks and posts how they run DataHub. Select one to read its
            story.
          </Translate>
        </p>
        <ul className={styles.names}>
          {stories.map((story) => (
            <li key={story.slug}>
              <Link className={styles.nameLink} to={`/adoption-stories#${story.slug}`}>
                <span className={styles.orgName}>{story.name}</span>
                <span className={styles.orgCategory}>{story.category}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/adoption-stories">
            <Translate id="home.stories.cta">Read all adoption stories</Translate>
          </Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="home-docs">
        <Heading as="h2" id="home-docs">
          <Translate id="home.docs.title">Find your way in the docs</Translate>
        </Heading>
        <ul className={styles.pillars}>
          {docPaths.map((item) => (
            <li key={item.to} className={styles.pillar}>
              <Heading as="h3">
                <Link to={item.to}>{item.title}</Link>
              </Heading>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${styles.section} ${styles.lastSection}`} aria-labelledby="home-community">
        <Heading as="h2" id="home-community">
          <Translate id="home.community.title">Join the community</Translate>
        </Heading>
        <p>
          <Translate id="home.community.text">
            DataHub is built in the open by thousands of practitioners. Ask a question, come to a town hall or share
            what you built.
          </Translate>
        </p>
        <ul className={styles.community}>
          {community.map((item) => (
            <li key={item.title} className={styles.communityItem}>
              <Heading as="h3" className={styles.communityTitle}>
                {'to' in item && item.to ? (
                  <Link to={item.to}>{item.title}</Link>
                ) : (
                  <Link href={item.href}>{item.title}</Link>
                )}
              </Heading>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

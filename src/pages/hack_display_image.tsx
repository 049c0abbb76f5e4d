import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import FlowDiagram from '@site/src/components/FlowDiagram';
import styles from '@site/src/components/People/styles.module.css';

export default function DisplayImagePage(): ReactNode {
  return (
    <Layout
      title="DataHub Platform Flow Diagram"
      description="Light and dark versions of the DataHub platform flow diagram: sources, ingestion, the metadata service and its consumers, for other apps to display.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">DataHub platform flow diagram</Heading>
        <p className={styles.lead}>
          This page publishes the DataHub platform flow diagram in a light and a dark version, served as responsive
          images in several sizes. Other applications, such as the DataHub product tour, slide decks and partner pages,
          display the images from here, so they always show the current version. The rest of the page explains what the
          diagram shows, for readers who arrive here directly.
        </p>

        <Heading as="h2" id="light">
          Light version
        </Heading>
        <FlowDiagram
          variant="light"
          caption="For light backgrounds. Source: static/img/diagrams/datahub-flow-light.png (1600 × 900 pixels)."
        />

        <Heading as="h2" id="dark">
          Dark version
        </Heading>
        <FlowDiagram
          variant="dark"
          caption="For dark backgrounds. Source: static/img/diagrams/datahub-flow-dark.png (1600 × 900 pixels)."
        />

        <section aria-labelledby="reading">
          <Heading as="h2" id="reading">
            Reading the diagram
          </Heading>
          <p>Metadata moves from left to right through four stages.</p>
          <ol className={styles.steps}>
            <li>
              <strong>Data sources.</strong> The systems an organisation already runs hold the metadata: warehouses and
              lakes such as Snowflake or BigQuery, operational databases, BI tools such as Looker and Tableau, and the
              pipelines and streams that move data between them. The{' '}
              <Link to="/integrations">integrations catalog</Link> lists every supported system.
            </li>
            <li>
              <strong>Ingestion.</strong> Metadata reaches DataHub in two ways. Pull-based sources run as recipes,
              either from the command line with <code>datahub ingest -c recipe.yml</code> or on a schedule configured in
              the UI. Push-based plugins, for example for Airflow or Spark, send lineage while jobs run, and the Python
              and Java SDKs emit metadata change proposals from any program. Transformers can add owners, tags, glossary
              terms or domains on the way in.
            </li>
            <li>
              <strong>The DataHub metadata service.</strong> GMS, the metadata service, validates every change and
              stores it as a versioned aspect in MySQL or PostgreSQL, updates the search and graph indices in
              Elasticsearch or OpenSearch, and publishes a MetadataChangeLog event on Kafka. Authentication and access
              policies decide who can read and change what.
            </li>
            <li>
              <strong>Consumers.</strong> People use the web UI (port 9002 in a default deployment) to search, browse
              lineage and govern assets. Programs use the GraphQL, REST and OpenAPI endpoints of the service (port
              8080). The Actions framework reacts to change events, for example by posting to Slack or Microsoft Teams,
              and AI assistants and CI checks read the same metadata for context.
            </li>
          </ol>
          <p>
            For the full picture, with every container and topic, read the{' '}
            <Link to="/docs/architecture/architecture">architecture overview</Link>; to see the flow working on your own
            machine, follow the <Link to="/docs/quickstart">quickstart</Link>.
          </p>
        </section>

        <section aria-labelledby="reuse">
          <Heading as="h2" id="reuse">
            Using the images elsewhere
          </Heading>
          <p>
            Link to this page rather than copying the files, so that updates reach everyone. If you need the files
            themselves, the PNG sources and the SVG drawings they are rendered from live in{' '}
            <code>static/img/diagrams/</code> of the documentation repository. Choose the light version on white or pale
            backgrounds and the dark version on dark slides or themes, and keep a text alternative next to the image:
            the description above can serve as one.
          </p>
        </section>
      </main>
    </Layout>
  );
}

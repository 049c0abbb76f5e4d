/**
 * The link cards of the home page. Every `to` is a page of this site; each "What DataHub does" card leads to its own
 * page (tests/unit/siteLinks.test.ts).
 */
export interface HomeCard {
  title: string;
  text: string;
  to: string;
}

/** "What DataHub does": one card per capability, each linking the page that explains it. */
export const pillars: HomeCard[] = [
  {
    title: 'Discovery',
    text: 'Search every table, dashboard, pipeline and ML model across your stack, with the context that makes them trustworthy: owners, docs, usage and quality.',
    to: '/docs/how/search',
  },
  {
    title: 'Lineage',
    text: 'Follow data from source to dashboard, down to the column, and see what breaks before you change a table.',
    to: '/docs/features/feature-guides/lineage',
  },
  {
    title: 'Governance',
    text: 'Define business terms in a glossary and attach them to tables and columns, give data owners and domains, and keep it all accurate with automation.',
    to: '/docs/glossary/business-glossary',
  },
  {
    title: 'Observability',
    text: 'Watch freshness, volume and schema, raise incidents and tell consumers when something is wrong.',
    to: '/docs/assertions/overview',
  },
];

/** "Find your way in the docs": where to start for each kind of task, and the Learn articles. */
export const docPaths: HomeCard[] = [
  {
    title: 'Get started',
    text: 'Run DataHub on your laptop with Docker, ingest sample metadata and find your way around the UI.',
    to: '/docs/quickstart',
  },
  {
    title: 'Deploy to production',
    text: 'Install with the Helm charts on Kubernetes, size the dependencies and configure authentication.',
    to: '/docs/deploy/kubernetes',
  },
  {
    title: 'Ingest metadata',
    text: 'Write recipes, schedule them from the CLI or the UI, and push lineage from your pipelines.',
    to: '/docs/metadata-ingestion',
  },
  {
    title: 'Build on the APIs',
    text: 'Read and write metadata with GraphQL, OpenAPI and the Python SDK, and react to changes with Actions.',
    to: '/docs/api/datahub-apis',
  },
  {
    title: 'Learn the practice',
    text: 'Long-form articles on business glossaries, metrics, freshness, data mesh and pipelines, and where DataHub helps.',
    to: '/learn',
  },
];

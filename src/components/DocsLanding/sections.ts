/** The entry points of the docs landing page (/docs/). Every `to` must be an existing page (tests/unit/siteLinks.test.ts). */
export interface DocsSection {
  title: string;
  description: string;
  to: string;
  links: {label: string; to: string}[];
}

/**
 * The page's own sentences as its Markdown twin writes them (scripts/postbuild/docsHomeTwin.ts). The page keeps them as
 * literal <Translate> messages, as the i18n lint rule requires; tests/unit/docsHomeTwin.test.ts checks both agree.
 */
export const docsLandingText = {
  title: 'DataHub documentation',
  lead: 'Learn DataHub, deploy it, bring your metadata in and build on its APIs.',
  searchLabel: 'Search the documentation',
  versionsTitle: 'Documentation versions',
  /** `{next}` and `{frozen}` are the releases the two docs versions document. */
  versionsText:
    'These pages (Next) document DataHub {next}, the newest release. The documentation of DataHub {frozen} is kept as it was when that release shipped.',
  versionLinks: [
    {label: 'Next (current)', to: '/docs/features'},
    {label: '1.1.0', to: '/docs/1.1.0/features'},
  ],
};

export const docsSections: DocsSection[] = [
  {
    title: 'Get started',
    description: 'What DataHub is, the concepts behind it, and a local instance running in minutes.',
    to: '/docs/features',
    links: [
      {label: 'What is DataHub?', to: '/docs/features'},
      {label: 'Introduction', to: '/docs/introduction'},
      {label: 'Quickstart', to: '/docs/quickstart'},
    ],
  },
  {
    title: 'Ingest metadata',
    description: 'Recipes, the CLI and UI ingestion that bring metadata in from your data stack.',
    to: '/docs/metadata-ingestion',
    links: [
      {label: 'Ingestion overview', to: '/docs/metadata-ingestion'},
      {label: 'Recipes', to: '/docs/metadata-ingestion/recipe_overview'},
      {label: 'The datahub CLI', to: '/docs/cli'},
      {label: 'UI ingestion', to: '/docs/ui-ingestion'},
    ],
  },
  {
    title: 'Use the APIs',
    description: 'GraphQL, OpenAPI and the Python and Java SDKs for reading and writing metadata.',
    to: '/docs/api/datahub-apis',
    links: [{label: 'Choosing an API', to: '/docs/api/datahub-apis'}],
  },
  {
    title: 'Deploy and operate',
    description: 'Run DataHub on Kubernetes or in your cloud, then secure, monitor and upgrade it.',
    to: '/docs/deploy',
    links: [
      {label: 'Deployment overview', to: '/docs/deploy'},
      {label: 'Kubernetes with Helm', to: '/docs/deploy/kubernetes'},
      {label: 'AWS', to: '/docs/deploy/aws'},
    ],
  },
  {
    title: 'DataHub Cloud',
    description: 'The managed edition: remote executors, observability and workflows.',
    to: '/docs/managed-datahub/managed-datahub-overview',
    links: [
      {label: 'Overview', to: '/docs/managed-datahub/managed-datahub-overview'},
      {label: 'Remote executor', to: '/docs/managed-datahub/remote-executor/about'},
    ],
  },
  {
    title: 'Community',
    description: 'Town halls, contributing to the project and where to ask questions.',
    to: '/docs/townhalls',
    links: [
      {label: 'Town halls', to: '/docs/townhalls'},
      {label: 'Contributing', to: '/docs/contributing'},
    ],
  },
  {
    title: 'Learn',
    description: 'Long-form articles on data management practice and the parts of DataHub that support it.',
    to: '/learn',
    links: [
      {label: 'All articles', to: '/learn'},
      {label: 'Business glossaries', to: '/learn/business-glossary'},
      {label: 'Data mesh in practice', to: '/learn/data-mesh'},
      {label: 'Data freshness', to: '/learn/data-freshness'},
    ],
  },
];

/** One sample route per page family, shared by the accessibility, HTML and budget checks. */
export const familySamples: Record<string, string> = {
  home: '/',
  docsLanding: '/docs/',
  doc: '/docs/quickstart',
  docDeep: '/docs/deploy/kubernetes',
  doc110: '/docs/1.1.0/quickstart',
  connector: '/docs/generated/ingestion/sources/snowflake',
  connectorIndex: '/docs/generated/ingestion/sources',
  entity: '/docs/generated/metamodel/entities/dataset',
  // Build-time diagrams (inline SVG).
  diagrams: '/docs/architecture/architecture',
  // The objects page (thousands of rows) takes axe minutes; scalars has the same layout.
  graphqlReference: '/docs/graphql/scalars',
  releaseNotes: '/docs/managed-datahub/release-notes',
  integrations: '/integrations',
  learn: '/learn',
  learnPost: '/learn/data-mesh',
  search: '/search?q=lineage',
  notFound: '/this-page-does-not-exist',
};

/**
 * Client-side redirects for pages that moved, so old links and bookmarks keep working, and for original URLs whose topic another
 * page covers exactly (tests/e2e/originalRoutes.spec.ts allows at most 15).
 */
export const redirects = [
  {
    from: '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor',
    to: '/docs/managed-datahub/remote-executor/about',
  },
  {from: '/docs/features/feature-guides/views/overview', to: '/docs/features/feature-guides/views'},
  {from: '/docs/rfcs', to: '/docs/rfc'},
  {from: '/docs/managed-datahub/welcome-acryl', to: '/docs/managed-datahub/managed-datahub-overview'},
  {from: '/docs/modeling/metadata-model', to: '/docs/metadata-modeling/metadata-model'},
  {from: '/docs/modeling/extending-the-metadata-model', to: '/docs/metadata-modeling/extending-the-metadata-model'},
  {from: '/docs/api/tutorials/container', to: '/docs/api/tutorials/containers'},
  {from: '/docs/components', to: '/docs/architecture/architecture'},
  // The frozen version has no page at its root; its main document is the features page.
  {from: '/docs/1.1.0', to: '/docs/1.1.0/features'},
];

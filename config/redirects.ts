/** Client-side redirects for pages that moved (spec section 2, "Redirect"). */
export const redirects = [
  {
    from: '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor',
    to: '/docs/managed-datahub/remote-executor/about',
  },
];

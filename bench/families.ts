/**
 * One page of each measured page family: the pages Lighthouse scores (bench/lighthouse.ts) and the first-visit weight
 * budgets cover (bench/budgets.json, tests/e2e/budgets.spec.ts). Add a family here and both follow.
 */
export const MEASURED_PAGES = [
  '/',
  '/docs/quickstart',
  '/docs/generated/ingestion/sources/snowflake',
  '/docs/generated/metamodel/entities/dataset',
  '/docs/graphql/objects',
  '/integrations',
  '/learn/data-mesh',
  '/search?q=lineage',
  '/docs/1.1.0/quickstart',
] as const;

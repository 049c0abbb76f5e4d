/**
 * What the no-results screen offers under 'Try searching for': broad topics a newcomer looks for. A unit test checks
 * each is a real topic of the docs and an e2e test checks each returns results from the built index.
 */
export const SEARCH_SUGGESTIONS = ['quickstart', 'ingestion recipe', 'lineage', 'kubernetes'] as const;

/**
 * Stand-in for `algoliasearch/lite`: the local modal always passes `transformSearchClient`, which replaces this
 * client with the local one (src/search/localClient.ts) before any request. DocSearch only tags its user agent.
 */
export const liteClient = (appId: string, apiKey: string) => {
  const algoliaAgent = {value: 'docsearch-local'};
  return {
    appId,
    apiKey,
    transporter: {algoliaAgent},
    addAlgoliaAgent: (segment: string) => void (algoliaAgent.value += `; ${segment}`),
  };
};

/**
 * Pagefind ranking for this site: less weight on page length and on repeated terms than the
 * defaults, so short reference pages whose title matches come first. Measured with
 * tests/search/relevance.yaml (36/42 with the defaults, 40/42 with these).
 */
export const PAGEFIND_RANKING = {termFrequency: 0.5, termSaturation: 2, pageLength: 0.3};

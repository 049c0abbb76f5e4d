/**
 * Pagefind ranking for this site, chosen with tests/search/relevance.yaml (`npm run bench` reports it per category):
 * term frequency off and almost no page-length penalty, because the index already weighs where a word appears
 * (title, keywords, description, headings, prose, code; reference families less: scripts/lib/searchDocument.ts), and
 * long guides are often the right answer.
 */
export const PAGEFIND_RANKING = {termFrequency: 0, termSaturation: 2, pageLength: 0.1};

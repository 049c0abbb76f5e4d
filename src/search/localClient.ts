/**
 * A search client that answers from the Pagefind index built with the site (build/pagefind/), in
 * the shape the DocSearch modal expects from Algolia: `search({requests})` -> `{results}`.
 */
import {PAGEFIND_RANKING} from './ranking';
import {fallbackQueries, searchTerms} from './query';
import {correctQuery, VOCABULARY_FILE, type Vocabulary} from './spelling';
import {tagsFromFacetFilters, toHits, type DocSearchHit, type PagefindData} from './hits';

interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, unknown>}): Promise<{results: PagefindResult[]} | null>;
}

let loading: Promise<Pagefind> | null = null;

/** Loads the Pagefind runtime once (from the build output, not the bundle). */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  if (!loading) {
    const url = `${baseUrl}pagefind/pagefind.js`;
    loading = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>)
      .then(async (pagefind) => {
        await pagefind.options({baseUrl, excerptLength: 24, ranking: PAGEFIND_RANKING});
        await pagefind.init();
        return pagefind;
      })
      .catch((error: unknown) => {
        loading = null; // a later query may retry
        throw error;
      });
  }
  return loading;
}

let vocabulary: Promise<Vocabulary> | null = null;

/** The words spelling help corrects to; empty (no correction) when the file cannot be fetched. */
export function loadVocabulary(baseUrl: string): Promise<Vocabulary> {
  vocabulary ??= fetch(`${baseUrl}${VOCABULARY_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<Vocabulary>) : {}))
    .catch(() => ({}));
  return vocabulary;
}

/** The queries to try in order: the spelling-corrected one first, then the words as typed, then looser prefixes. */
export function queriesToTry(terms: string, words: Vocabulary): string[] {
  const corrected = correctQuery(terms, words);
  return [...(corrected ? [corrected] : []), terms, ...fallbackQueries(terms)];
}

export interface LocalQuery {
  query: string;
  tags: string[];
  /** Number of page results to expand (each page gives one hit plus its sections). */
  pages: number;
}

export interface LocalResults {
  hits: DocSearchHit[];
  /** Number of matching pages. */
  nbPages: number;
}

/**
 * Searches the local index: stop words dropped (a query of only stop words finds nothing), misspelt words corrected
 * to words of the docs' titles and headings, and when nothing is found, looser prefixes of the words.
 */
export async function searchLocal(baseUrl: string, {query, tags, pages}: LocalQuery): Promise<LocalResults> {
  const terms = searchTerms(query);
  if (!terms) return {hits: [], nbPages: 0};
  const [pagefind, words] = await Promise.all([loadPagefind(baseUrl), loadVocabulary(baseUrl)]);
  const filters = tags.length ? {docusaurus_tag: {any: tags}} : undefined;
  let results: PagefindResult[] = [];
  for (const attempt of queriesToTry(terms, words)) {
    results = (await pagefind.search(attempt, {filters}))?.results ?? [];
    if (results.length) break;
  }
  const data = await Promise.all(results.slice(0, pages).map((r) => r.data()));
  return {hits: data.flatMap((d) => toHits(d, window.location.origin)), nbPages: results.length};
}

interface DocSearchRequest {
  query?: string;
  params?: {query?: string; facetFilters?: unknown; hitsPerPage?: number};
  facetFilters?: unknown;
  hitsPerPage?: number;
}

/** The object handed to DocSearch through `transformSearchClient`. */
export interface LocalClientEvents {
  /** True while the index cannot be reached, false again once a query succeeds. */
  onIndexError?: (failed: boolean) => void;
  /** The query whose results are awaited, or null when none is in flight. */
  onPending?: (query: string | null) => void;
}

export function createLocalSearchClient(
  baseUrl: string,
  {onIndexError = () => {}, onPending = () => {}}: LocalClientEvents = {},
) {
  let latest = 0;
  return {
    async search(args: {requests: DocSearchRequest[]} | DocSearchRequest[]) {
      const requests = Array.isArray(args) ? args : args.requests;
      const results = await Promise.all(
        requests.map(async (request) => {
          const params = {...request, ...request.params};
          const query = (params.query ?? '').trim();
          if (!query) return {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query};
          // DocSearch shows "No results" while a request is pending; the search bar covers that with a loading
          // state until the latest query has its answer.
          const ticket = ++latest;
          onPending(query);
          const local = await searchLocal(baseUrl, {
            query,
            tags: tagsFromFacetFilters(params.facetFilters),
            pages: 6,
          }).catch(() => {
            // DocSearch 4 resets its own error status when a request fails, so its error screen never
            // shows: report the failure to the search bar, which shows the error screen itself.
            onIndexError(true);
            return {hits: [], nbPages: 0, failed: true};
          });
          if (!('failed' in local)) onIndexError(false);
          if (ticket === latest) onPending(null);
          return {hits: local.hits, nbHits: local.nbPages, page: 0, nbPages: 1, hitsPerPage: local.hits.length, query};
        }),
      );
      return {results};
    },
    addAlgoliaAgent() {},
    clearCache: async () => {},
  };
}

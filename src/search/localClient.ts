/**
 * A search client that answers from the Pagefind index built with the site (build/pagefind/), in
 * the shape the DocSearch modal expects from Algolia: `search({requests})` -> `{results}`.
 */
import {keywordAnswersFirst, PAGEFIND_RANKING} from './ranking';
import {answerKey, fallbackQueries, searchTerms} from './query';
import {correctQuery, VOCABULARY_FILE, type Vocabulary} from './spelling';
import {expandShorthand, SHORTHAND_FILE, type Shorthand} from './shorthand';
import {readingOf, typedWordsFound, wordsFoundAsTyped} from './reading';
import {tagsFromFacetFilters, toHits, type DocSearchHit, type PagefindData} from './hits';
import {takeWarmPagefind, takeWarmShorthand} from './handOver';

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

/**
 * Pagefind's options besides `baseUrl`. noWorker: searching this index takes a few milliseconds, and the worker's
 * own script was a tenth of the bytes of a first query.
 */
export const PAGEFIND_OPTIONS = {excerptLength: 24, ranking: PAGEFIND_RANKING, noWorker: true};

/** Pagefind's options for a site served at `baseUrl` (the head script of /search bundles this module too). */
export const pagefindOptions = (baseUrl: string) => ({...PAGEFIND_OPTIONS, baseUrl});

/**
 * Loads the Pagefind runtime once (from the build output, not the bundle), or adopts the one the /search page's
 * head script started (src/search/earlySearch.ts).
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  if (!loading) {
    const start = async () => {
      const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as Pagefind;
      await pagefind.options(pagefindOptions(baseUrl));
      await pagefind.init();
      return pagefind;
    };
    loading = (takeWarmPagefind<Pagefind>() ?? start()).catch((error: unknown) => {
      loading = null; // a later query may retry
      throw error;
    });
  }
  return loading;
}

/** A small JSON file written by the index step; `fallback` when it cannot be fetched. */
function fetchJson<T>(url: string, fallback: T): Promise<T> {
  return fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<T>) : fallback))
    .catch(() => fallback);
}

let shorthandFile: Promise<Shorthand> | null = null;

/** Shorthand and what it stands for (data/search-shorthand.yaml); none when the file cannot be fetched. */
export function loadShorthand(baseUrl: string): Promise<Shorthand> {
  shorthandFile ??= takeWarmShorthand<Shorthand>() ?? fetchJson<Shorthand>(`${baseUrl}${SHORTHAND_FILE}`, {});
  return shorthandFile;
}

let vocabulary: Promise<Vocabulary> | null = null;

/** The words spelling help corrects to; empty (no correction) when the file cannot be fetched. */
export function loadVocabulary(baseUrl: string): Promise<Vocabulary> {
  vocabulary ??= fetchJson<Vocabulary>(`${baseUrl}${VOCABULARY_FILE}`, {});
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
  /** The words searched instead of misspelt ones ("Showing results for ..."), or null. */
  correctedQuery: string | null;
}

const NO_RESULTS: LocalResults = {hits: [], nbPages: 0, correctedQuery: null};

/**
 * Searches the local index: stop words dropped (a query of only stop words finds nothing), shorthand searched as
 * the words it stands for, misspelt words corrected to words of the docs' titles, headings and keywords, and when
 * nothing is found, looser prefixes of the words. Words as typed count only when Pagefind found them rather than a
 * shorter start of them, a correction or a prefix only when the first page it finds shows the word
 * (src/search/reading.ts): a query of nonsense finds nothing.
 */
export async function searchLocal(baseUrl: string, {query, tags, pages}: LocalQuery): Promise<LocalResults> {
  const typed = searchTerms(query);
  if (!typed) return NO_RESULTS;
  const [pagefind, shorthand] = await Promise.all([loadPagefind(baseUrl), loadShorthand(baseUrl)]);
  const terms = expandShorthand(typed, shorthand);
  const filters = tags.length ? {docusaurus_tag: {any: tags}} : undefined;
  const find = async (attempt: string) => (await pagefind.search(attempt, {filters}))?.results ?? [];
  const pagesOf = async (results: PagefindResult[], attempt: string) =>
    keywordAnswersFirst(await Promise.all(results.slice(0, pages).map((r) => r.data())), attempt);
  const answer = (total: number, data: PagefindData[], correctedQuery: string | null): LocalResults => ({
    hits: data.flatMap((d) => toHits(d, window.location.origin)),
    nbPages: total,
    correctedQuery,
  });
  // Every word found as typed: no spelling help needed, and its word list is not even fetched.
  const asTyped = await find(terms);
  const asTypedPages = await pagesOf(asTyped, terms);
  if (asTyped.length && wordsFoundAsTyped(terms, asTypedPages)) return answer(asTyped.length, asTypedPages, null);
  for (const attempt of queriesToTry(terms, await loadVocabulary(baseUrl))) {
    if (attempt === terms) {
      if (asTyped.length && typedWordsFound(terms, asTypedPages)) return answer(asTyped.length, asTypedPages, null);
      continue;
    }
    const results = await find(attempt);
    if (!results.length) continue;
    // Judged on the first page alone, so a refused attempt costs one page's data, not all of them.
    const reading = readingOf(terms, attempt, await results[0]!.data());
    if (reading !== null) return answer(results.length, await pagesOf(results, attempt), reading);
  }
  return NO_RESULTS;
}

interface DocSearchRequest {
  query?: string;
  params?: {query?: string; facetFilters?: unknown; hitsPerPage?: number};
  facetFilters?: unknown;
  hitsPerPage?: number;
}

/** What a query found, as the modal needs it beside the hits DocSearch draws. */
export interface Answer {
  /** Number of matching pages. */
  pages: number;
  correctedQuery: string | null;
}

export interface LocalClientEvents {
  /** True while the index cannot be reached, false again once a query succeeds. */
  onIndexError?: (failed: boolean) => void;
  /** A query has its answer; called just before DocSearch receives it. */
  onAnswer?: (query: string, answer: Answer) => void;
}

/**
 * The object handed to DocSearch through `transformSearchClient`. It remembers which queries have their answer
 * (`answerFor`), so the modal can tell a query still in flight from one that found nothing: DocSearch itself draws
 * "No results" for both.
 */
export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

export function createLocalSearchClient(
  baseUrl: string,
  {onIndexError = () => {}, onAnswer = () => {}}: LocalClientEvents = {},
) {
  const answers = new Map<string, Answer>();
  const listeners = new Set<() => void>();
  return {
    /** Calls `listener` whenever a query gets its answer; returns the function that stops it. */
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    answerFor: (query: string): Answer | undefined => answers.get(answerKey(query)),
    /** Drops the answer to a query typed again: the modal waits for DocSearch's new request to be answered. */
    forget: (query: string): void => void answers.delete(answerKey(query)),
    async search(args: {requests: DocSearchRequest[]} | DocSearchRequest[]) {
      const requests = Array.isArray(args) ? args : args.requests;
      const results = await Promise.all(
        requests.map(async (request) => {
          const params = {...request, ...request.params};
          const query = answerKey(params.query ?? '');
          if (!query) return {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query};
          const local = await searchLocal(baseUrl, {
            query,
            tags: tagsFromFacetFilters(params.facetFilters),
            pages: 6,
          }).catch(() => {
            // DocSearch 4 resets its own error status when a request fails, so its error screen never
            // shows: report the failure to the search bar, which shows the error screen itself.
            onIndexError(true);
            return null;
          });
          if (!local) return {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query};
          onIndexError(false);
          const answer: Answer = {pages: local.nbPages, correctedQuery: local.correctedQuery};
          answers.set(query, answer);
          onAnswer(query, answer);
          for (const listener of listeners) listener();
          return {hits: local.hits, nbHits: local.nbPages, page: 0, nbPages: 1, hitsPerPage: local.hits.length, query};
        }),
      );
      return {results};
    },
    addAlgoliaAgent() {},
    clearCache: async () => {},
  };
}

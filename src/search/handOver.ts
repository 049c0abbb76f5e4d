/**
 * What the /search page's head script (src/search/earlySearch.ts, its own small bundle, run before the page's
 * bundles) hands to the app: the Pagefind instance it started, the shorthand file it fetched, and the results it
 * painted. Each is taken once by the side that adopts it, so a failed start is not adopted a second time.
 */
import type {LocalResults} from './localClient';

export const WARM_PAGEFIND = '__sitePagefind';
export const WARM_SHORTHAND = '__siteShorthand';
export const EARLY_RESULTS = '__siteEarlyResults';
/** A promise the bundle loader (config/ssrTemplate.ts) waits on, with a cap, before it loads the bundles. */
export const EARLY_DONE = '__siteEarlyDone';

/** Results painted by the head script, for the query, version tags and page count they answer. */
export interface EarlyResults {
  query: string;
  tags: string[];
  pages: number;
  results: LocalResults;
}

type HandOverWindow = Window & Record<string, unknown>;

function take<T>(key: string): T | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as HandOverWindow;
  const value = w[key] as T | undefined;
  delete w[key];
  return value;
}

export function handOver(key: string, value: unknown): void {
  (window as unknown as HandOverWindow)[key] = value;
}

export const takeWarmPagefind = <P>(): Promise<P> | undefined => take<Promise<P>>(WARM_PAGEFIND);
export const takeWarmShorthand = <S>(): Promise<S> | undefined => take<Promise<S>>(WARM_SHORTHAND);

/** The painted results, if they answer exactly this query, these tags and this page count. */
export function takeEarlyResults(query: string, tags: string[], pages: number): LocalResults | undefined {
  const early = take<EarlyResults>(EARLY_RESULTS);
  const same = early && early.query === query && early.pages === pages && early.tags.join(' ') === tags.join(' ');
  return same ? early.results : undefined;
}

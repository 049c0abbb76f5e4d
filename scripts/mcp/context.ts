/**
 * What the tools share: the built site they read, the repository root (for data/ and the recipe validator), and
 * the expensive things built once on first use (the search index, the connector data, the entities).
 */
import path from 'node:path';
import {BuiltSite} from './site';
import {SearchIndex} from './searchIndex';

export class ToolContext {
  readonly site: BuiltSite;
  readonly root: string;
  private searchIndex: SearchIndex | undefined;
  private readonly cache = new Map<string, unknown>();

  constructor(site: BuiltSite, root = path.resolve(import.meta.dirname, '../..')) {
    this.site = site;
    this.root = root;
  }

  search(): SearchIndex {
    if (!this.searchIndex) {
      const shorthand = this.site.readJson('pagefind/search-shorthand.json');
      const map =
        shorthand && typeof shorthand === 'object' && !Array.isArray(shorthand)
          ? Object.fromEntries(Object.entries(shorthand).filter(([, v]) => typeof v === 'string'))
          : {};
      this.searchIndex = new SearchIndex(this.site.twins().values(), map as Record<string, string>);
    }
    return this.searchIndex;
  }

  /** `load()` once per key; later calls get the same value. */
  once<T>(key: string, load: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, load());
    return this.cache.get(key) as T;
  }
}

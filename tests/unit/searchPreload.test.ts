import {describe, expect, it} from 'vitest';
import {preloadLinks, withSearchPreloads} from '../../scripts/postbuild/searchPreload';
import {preloadedIndexTag} from '../../src/search/localClient';

const entry = {languages: {en: {hash: 'en_9404a1bfb8', wasm: 'en'}}};

describe('search page preloads', () => {
  it('preloads the entry (with the index hash as cache tag), metadata, WebAssembly and shorthand as fetches', () => {
    const links = preloadLinks(entry, '/');
    expect(links).toBe(
      '<link rel=preload href="/pagefind/pagefind-entry.json?ts=en_9404a1bfb8" as=fetch crossorigin data-pagefind-tag="en_9404a1bfb8">' +
        '<link rel=preload href="/pagefind/pagefind.en_9404a1bfb8.pf_meta" as=fetch crossorigin>' +
        '<link rel=preload href="/pagefind/wasm.en.pagefind" as=fetch crossorigin>' +
        '<link rel=preload href="/pagefind/search-shorthand.json" as=fetch crossorigin>',
    );
  });

  it('goes into the head once', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = withSearchPreloads(html, preloadLinks(entry, '/'));
    expect(once.indexOf('data-pagefind-tag')).toBeLessThan(once.indexOf('</head>'));
    expect(withSearchPreloads(once, preloadLinks(entry, '/'))).toBe(once);
  });

  it('fails on an index without an English language', () => {
    expect(() => preloadLinks({languages: {}}, '/')).toThrow(/languages\.en\.hash/);
  });

  it('gives Pagefind the preloaded tag, and none on pages without the preload', () => {
    const withTag = {querySelector: () => ({dataset: {pagefindTag: 'en_9404a1bfb8'}})} as unknown as Document;
    const without = {querySelector: () => null} as unknown as Document;
    expect(preloadedIndexTag(withTag)).toBe('en_9404a1bfb8');
    expect(preloadedIndexTag(without)).toBeUndefined();
    expect(preloadedIndexTag(undefined)).toBeUndefined();
  });
});

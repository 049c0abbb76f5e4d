import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {indexFiles, isIndexTag, withIndexTag} from '../../src/search/indexTag';
import {pagefindOptions} from '../../src/search/localClient';
import {indexTag, tagSearchPages} from '../../scripts/postbuild/searchIndex';

describe('the search index tag (src/search/indexTag.ts)', () => {
  it('accepts the hashes Pagefind writes and nothing else', () => {
    expect(isIndexTag('en_92232d479c')).toBe(true);
    expect(isIndexTag('pt-br_0a1b2c3d')).toBe(true);
    for (const bad of ['', 'en', 'en_xyz', '../en_1234567', 'en_1234567"><script>', null, undefined]) {
      expect(isIndexTag(bad)).toBe(false);
    }
  });

  it('names the entry and meta files as Pagefind asks for them when given the tag as its metaCacheTag', () => {
    expect(indexFiles('/', 'en_92232d479c')).toEqual({
      entry: '/pagefind/pagefind-entry.json?ts=en_92232d479c',
      meta: '/pagefind/pagefind.en_92232d479c.pf_meta',
    });
    expect(pagefindOptions('/', 'en_92232d479c')).toMatchObject({baseUrl: '/', metaCacheTag: 'en_92232d479c'});
    expect(pagefindOptions('/')).not.toHaveProperty('metaCacheTag');
  });

  it('goes first in the head, replacing an older tag', () => {
    const html = '<!doctype html><html lang=en><head><meta charset=UTF-8><script>x</script></head><body></body></html>';
    const tagged = withIndexTag(html, 'en_0123456789');
    expect(tagged).toContain('<head><meta name="site-search-index" content="en_0123456789"><meta charset=UTF-8>');
    expect(withIndexTag(tagged, 'en_abcdef0123')).toBe(tagged.replace('en_0123456789', 'en_abcdef0123'));
    expect(() => withIndexTag(html, 'nope')).toThrow(/not of the form/);
  });
});

describe('the index step writes the tag into the /search page (scripts/postbuild/searchIndex.ts)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });

  it("reads the index hash from Pagefind's entry file and tags only the pages with the head search", () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'tag-'));
    dirs.push(build);
    fs.mkdirSync(path.join(build, 'pagefind'));
    fs.writeFileSync(
      path.join(build, 'pagefind/pagefind-entry.json'),
      JSON.stringify({version: '1.6.0', languages: {en: {hash: 'en_77d96c39f4', wasm: 'en', page_count: 3}}}),
    );
    fs.mkdirSync(path.join(build, 'search'));
    const searchPage = '<html><head><script>__siteEarlySearch.startEarlySearch({})</script></head></html>';
    fs.writeFileSync(path.join(build, 'search/index.html'), searchPage);
    fs.writeFileSync(path.join(build, 'search/other.html'), '<html><head></head></html>');

    expect(indexTag(path.join(build, 'pagefind'))).toBe('en_77d96c39f4');
    expect(tagSearchPages(build, 'en_77d96c39f4')).toBe(1);
    expect(fs.readFileSync(path.join(build, 'search/index.html'), 'utf8')).toContain(
      '<meta name="site-search-index" content="en_77d96c39f4">',
    );
    expect(fs.readFileSync(path.join(build, 'search/other.html'), 'utf8')).toBe('<html><head></head></html>');
    expect(() => indexTag(path.join(build, 'pagefind'), 'de')).toThrow(/no index hash for language "de"/);
  });
});

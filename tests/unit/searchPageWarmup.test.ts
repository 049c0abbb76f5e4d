import {describe, expect, it} from 'vitest';
import {PAGEFIND_OPTIONS} from '../../src/search/localClient';
import {scopeTags, searchPageWarmupScript, SEARCH_PAGE_SIZE} from '../../src/search/pageWarmup';

interface Calls {
  imported: string[];
  options: unknown[];
  searches: unknown[][];
  fragments: number;
}

/** Runs the inline script as a browser would, with Pagefind replaced by a recorder; resolves once it settled. */
async function run(search: string, results = 14, fail = false): Promise<Calls> {
  const calls: Calls = {imported: [], options: [], searches: [], fragments: 0};
  const pagefind = {
    options: async (o: unknown) => void calls.options.push(o),
    init: async () => {},
    search: async (...args: unknown[]) => {
      calls.searches.push(args);
      return {results: Array.from({length: results}, () => ({data: async () => void calls.fragments++}))};
    },
  };
  const load = (url: string) => {
    calls.imported.push(url);
    return fail ? Promise.reject(new Error('offline')) : Promise.resolve(pagefind);
  };
  // `import(` is syntax, not a function: the test hands the script a stand-in under another name.
  const body = searchPageWarmupScript('/').replace('import(', '__load(');
  new Function('location', '__load', body)({search}, load);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return calls;
}

describe('the /search page warm-up script', () => {
  it('fetches nothing of the index without a query', async () => {
    expect((await run('')).imported).toEqual([]);
    expect((await run('?q=%20%20')).imported).toEqual([]);
  });

  it("runs the page's first search: same options, the default version scope, one page of fragments", async () => {
    const calls = await run('?q=lineage');
    expect(calls.imported).toEqual(['/pagefind/pagefind.js']);
    expect(calls.options).toEqual([{...PAGEFIND_OPTIONS, baseUrl: '/'}]);
    expect(calls.searches).toEqual([['lineage', {filters: {docusaurus_tag: {any: scopeTags('current')}}}]]);
    expect(calls.fragments).toBe(SEARCH_PAGE_SIZE);
  });

  it('hands hostile text to Pagefind as a string and swallows failures', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const calls = await run(`?q=${encodeURIComponent(hostile)}`);
    expect(calls.searches[0]?.[0]).toBe(hostile);
    await expect(run('?q=lineage', 3, true)).resolves.toMatchObject({fragments: 0});
  });

  it('can sit inline in a page: no closing tag, and it parses', () => {
    const script = searchPageWarmupScript('/');
    expect(script).not.toMatch(/<\//);
    expect(() => new Function(script.replace('import(', 'Promise.resolve('))).not.toThrow();
  });
});

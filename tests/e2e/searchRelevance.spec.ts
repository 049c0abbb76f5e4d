import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {expect, test} from '@playwright/test';
import {gotoHydrated} from './helpers';
import {PAGEFIND_RANKING} from '../../src/search/ranking';

interface Case {
  query: string;
  expect: string;
}
const cases = YAML.parse(fs.readFileSync(path.join(process.cwd(), 'tests/search/relevance.yaml'), 'utf8')) as Case[];

test('search relevance: the expected page is in the first three results for at least 90% of queries', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/docs/quickstart');
  const outcomes = await page.evaluate(
    async ({queries, ranking}) => {
      const runtime = '/pagefind/pagefind.js';
      const pagefind = await import(runtime);
      await pagefind.options({ranking});
      await pagefind.init();
      const out: {query: string; expect: string; top: string[]}[] = [];
      for (const c of queries as Case[]) {
        const search = await pagefind.search(c.query, {
          filters: {docusaurus_tag: {any: ['docs-default-current', 'default']}},
        });
        const data = await Promise.all(
          search.results.slice(0, 3).map((r: {data: () => Promise<{url: string}>}) => r.data()),
        );
        out.push({...c, top: data.map((d: {url: string}) => d.url.replace(/\/$/, '').replace(/\.html$/, ''))});
      }
      return out;
    },
    {queries: cases, ranking: PAGEFIND_RANKING},
  );
  const misses = outcomes.filter((o) => !o.top.includes(o.expect));
  const rate = (outcomes.length - misses.length) / outcomes.length;
  console.log(`search relevance: ${outcomes.length - misses.length}/${outcomes.length} (${Math.round(rate * 100)}%)`);
  for (const m of misses) console.log(`  miss: "${m.query}" expected ${m.expect}, got ${m.top.join(', ')}`);
  expect(cases.length).toBeGreaterThanOrEqual(40);
  expect(rate).toBeGreaterThanOrEqual(0.9);
});

/**
 * `npm run bench:search` (part of `npm run bench`): search quality and cost on the built site, in Chromium, written to
 * bench/results/search.json.
 * - relevance: top-1, top-3 and MRR per category of tests/search/relevance.yaml, as a reader sees the modal's hits;
 * - latency: median time from the keystroke to rendered results over the relevance set;
 * - bytes: what the first query on a fresh doc page fetches (the search modal's code and the index), compressed as a
 *   static host serves it (Pagefind files are already compressed; other files are gzipped here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {startServer} from '../scripts/serve/server';
import {chromium, type Page} from '@playwright/test';
import {chromiumArgs} from '../playwright.config';
import {loadRelevanceSet, median, runRelevance, summarize} from '../tests/search/relevance';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, process.argv[2] ?? 'build');
/** BENCH_PORT when another server (a second worktree's bench or tests) already uses the default. */
const port = Number(process.env.BENCH_PORT ?? 4198);
const baseUrl = `http://127.0.0.1:${port}`;

function servedBytes(pathname: string): number {
  let file = path.join(buildDir, decodeURIComponent(pathname));
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!fs.existsSync(file)) return 0;
  const body = fs.readFileSync(file);
  return pathname.includes('/pagefind/') && !pathname.endsWith('.js') && !pathname.endsWith('.json')
    ? body.length
    : zlib.gzipSync(body, {level: 9}).length;
}

/** Bytes fetched between opening the modal on a fresh doc page and the first query's rendered results. */
async function firstQueryBytes(
  page: Page,
): Promise<{bytes: number; requests: number; largest: {path: string; bytes: number}[]}> {
  await page.goto(`${baseUrl}/docs/quickstart`, {waitUntil: 'networkidle'});
  // The page's own bundles load after its first paint (config/ssrTemplate.ts): on a busy machine that can come after
  // "network idle", so wait for hydration too, or the page's own scripts are counted as the query's.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const fetched = new Set<string>();
  page.context().on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl) fetched.add(url.pathname);
  });
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('lineage');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  const files = [...fetched].map((p) => ({path: p, bytes: servedBytes(p)})).sort((a, b) => b.bytes - a.bytes);
  // The largest files say where the bytes go (the modal's chunk, Pagefind's runtime and WebAssembly, the index).
  return {bytes: files.reduce((sum, f) => sum + f.bytes, 0), requests: files.length, largest: files.slice(0, 8)};
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function main(): Promise<void> {
  const server = await startServer({dir: buildDir, port});
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: chromiumArgs});
  try {
    const first = await firstQueryBytes(await (await browser.newContext()).newPage());
    const page = await (await browser.newContext({baseURL: baseUrl})).newPage();
    // The latency is only comparable on an idle machine: the load averages (1, 5, 15 min) go beside it.
    const loadBefore = os.loadavg();
    const outcomes = await runRelevance(page, loadRelevanceSet());
    const result = {
      date: new Date().toISOString(),
      firstQuery: first,
      keystrokeToResultsMs: {
        median: Math.round(median(outcomes.map((o) => o.ms))),
        loadAverage: {before: loadBefore.map(round2), after: os.loadavg().map(round2), cpus: os.cpus().length},
      },
      relevance: summarize(outcomes),
      misses: outcomes
        .filter((o) => o.rank === 0 || o.rank > 3)
        .map((o) => ({category: o.category, query: o.query, expect: o.expect, got: o.pages.slice(0, 3)})),
    };
    const text = `${JSON.stringify(result, null, 2)}\n`;
    fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
    fs.writeFileSync(path.join(root, 'bench/results/search.json'), text);
    console.log(text);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();

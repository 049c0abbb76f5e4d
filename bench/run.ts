/**
 * `npm run bench`: measures the current tree and writes bench/results/latest.json.
 * - time of `npm run generate`
 * - cold build wall time and peak memory (caches cleared; peak RSS of the build process tree via /usr/bin/time)
 * - the bytes a first visit loads, per page, measured in Chromium against the build served with compression like a
 *   CDN (bench/serve.ts: gzip level 9, or brotli with BENCH_ENCODING=br), until the network is idle. Prefetches
 *   (`<link rel=prefetch>` for links in view or about to be opened) are reported apart, with their count; a chunk
 *   that was prefetched and then ran counts as JS.
 *
 *   tsx bench/run.ts [--no-build] [--dir build] [--synthetic 500]
 *
 * --no-build     measure the build already in --dir (no generate, no build; build figures are left out)
 * --synthetic N  also build a temporary copy of the tree with N extra synthetic doc pages (in the current version,
 *                in the sidebar) and report how the doc page's JS grows per 100 added pages (goal: < 5 kB gz).
 *                Against the test build: `SITE_TEST_BUILD=1 tsx bench/run.ts --no-build --dir build-test --synthetic 500`
 *                (the copy is built with the same environment, so both sides have the same pages but the 500).
 *
 * Figures are for comparison inside one run; machines are noisy.
 */
import {execSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs} from '../playwright.config';
import {fileForRoute} from './audit';
import {compressedSize, startStaticServer, type Encoding} from './serve';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench/results');
const PAGES = {home: '/', doc: '/docs/quickstart', docsLanding: '/docs/', integrations: '/integrations'} as const;
const encoding: Encoding = (process.env.BENCH_ENCODING as Encoding | undefined) ?? 'gzip';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

function timed(command: string, cwd = root): {ms: number; peakMiB: number} {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%M', 'bash', '-c', command], {cwd, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`${command} failed:\n${run.stderr.slice(-3000)}`);
  const lines = run.stderr.trim().split('\n');
  const peakKiB = Number(lines[lines.length - 1]);
  return {ms: Math.round(performance.now() - started), peakMiB: Math.round(peakKiB / 1024)};
}

type Kind = 'html' | 'css' | 'js' | 'other';
export interface PageWeight {
  html: number;
  css: number;
  js: number;
  other: number;
  /** html + css + js (the "total" of bench/budgets.json; images and fonts are in `other`). */
  total: number;
  prefetch: {count: number; bytes: number};
}

const kindOf = (resourceType: string): Kind =>
  resourceType === 'document'
    ? 'html'
    : resourceType === 'stylesheet'
      ? 'css'
      : resourceType === 'script'
        ? 'js'
        : 'other';

/** Bytes (compressed as served) a first visit loads, by type, with prefetches apart. */
async function pageWeight(buildDir: string, origin: string, route: string): Promise<PageWeight> {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: chromiumArgs});
  const context = await browser.newContext();
  const used = new Map<string, Kind>();
  const prefetched = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    // Chromium marks <link rel=prefetch> requests with `Sec-Purpose: prefetch`.
    const purpose = request.headers()['sec-purpose'] ?? '';
    if (purpose.includes('prefetch')) prefetched.add(url.pathname);
    else {
      const kind = kindOf(request.resourceType());
      if (used.get(url.pathname) !== 'js') used.set(url.pathname, kind);
    }
  });
  const page = await context.newPage();
  await page.goto(origin + route, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await browser.close();
  const weight: PageWeight = {html: 0, css: 0, js: 0, other: 0, total: 0, prefetch: {count: 0, bytes: 0}};
  const size = (pathname: string) => {
    const file = fileForRoute(buildDir, pathname);
    return file ? compressedSize(fs.readFileSync(file), encoding) : 0;
  };
  for (const [pathname, kind] of used) {
    const bytes = size(pathname);
    weight[kind] += bytes;
    if (kind !== 'other') weight.total += bytes;
  }
  for (const pathname of prefetched) {
    if (used.has(pathname)) continue; // prefetched, then used: counted above
    weight.prefetch.count += 1;
    weight.prefetch.bytes += size(pathname);
  }
  return weight;
}

async function measurePages(buildDir: string): Promise<Record<string, PageWeight>> {
  const server = await startStaticServer(buildDir, 0, encoding);
  const weights: Record<string, PageWeight> = {};
  try {
    for (const [name, route] of Object.entries(PAGES)) weights[name] = await pageWeight(buildDir, server.origin, route);
  } finally {
    await server.stop();
  }
  return weights;
}

const routeCount = (buildDir: string) =>
  fs.readdirSync(buildDir, {recursive: true}).filter((f) => String(f).endsWith('.html')).length;

/**
 * A temporary copy of the tree (node_modules linked entry by entry, so that its build cache stays its own) with
 * `count` extra pages in docs/synthetic/ listed in the current version's sidebar. Returns the copy's build dir.
 */
function buildSyntheticCopy(count: number): {buildDir: string; cleanup: () => void} {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'datahub-docs-synthetic-'));
  const skip = new Set(['node_modules', 'build', 'build-test', '.docusaurus', '.git', 'test-results']);
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(copy, entry), {recursive: true});
  }
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  execSync('npx tsx scripts/generate/index.ts --fresh', {cwd: copy, stdio: 'ignore'});
  const dir = path.join(copy, 'docs/synthetic');
  fs.mkdirSync(dir, {recursive: true});
  const ids: string[] = [];
  const paragraph =
    'This synthetic page exists only in a temporary copy made by the bench. It measures how the weight of a ' +
    'doc page grows when the documentation grows: every page adds a route, a registry entry and a sidebar item.';
  for (let i = 1; i <= count; i++) {
    const id = `synthetic/page-${String(i).padStart(4, '0')}`;
    ids.push(id);
    fs.writeFileSync(
      path.join(copy, 'docs', `${id}.md`),
      `---\ntitle: Synthetic page ${i}\ndescription: Synthetic page ${i} of the route-scaling bench.\n---\n\n` +
        `## Section ${i}\n\n${paragraph}\n\n## More\n\n${paragraph}\n`,
    );
  }
  fs.writeFileSync(
    path.join(copy, 'generated/sidebars/synthetic.json'),
    JSON.stringify([{type: 'category', label: 'Synthetic', items: ids}]),
  );
  const sidebars = path.join(copy, 'sidebars.ts');
  fs.writeFileSync(
    sidebars,
    fs.readFileSync(sidebars, 'utf8').replace('...community,', "...community,\n    ...generated('synthetic'),"),
  );
  // The docs plugin reads last-update dates from Git: the copy gets a repository of its own.
  execSync('git init -q && git add -A && git -c user.name=bench -c user.email=bench@localhost commit -qm copy', {
    cwd: copy,
    stdio: 'ignore',
  });
  execSync('npx docusaurus build', {cwd: copy, stdio: 'ignore', env: {...process.env, NODE_OPTIONS: ''}});
  return {buildDir: path.join(copy, 'build'), cleanup: () => fs.rmSync(copy, {recursive: true, force: true})};
}

async function main(): Promise<void> {
  fs.mkdirSync(resultsDir, {recursive: true});
  const buildDir = path.resolve(root, option('--dir') ?? 'build');
  const result: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version},
    encoding,
  };
  if (!flag('--no-build')) {
    const generate = timed('npx tsx scripts/generate/index.ts --fresh');
    execSync(`rm -rf ${JSON.stringify(buildDir)} .docusaurus node_modules/.cache`, {cwd: root});
    const build = timed(`npx docusaurus build --out-dir ${JSON.stringify(buildDir)}`);
    result.generate = {wallMs: generate.ms};
    result.build = {coldWallMs: build.ms, peakRssMiB: build.peakMiB, htmlPages: routeCount(buildDir)};
  } else {
    result.build = {htmlPages: routeCount(buildDir)};
  }
  const weights = await measurePages(buildDir);
  result.firstVisitBytes = weights;

  const synthetic = Number(option('--synthetic') ?? 0);
  if (synthetic > 0) {
    const copy = buildSyntheticCopy(synthetic);
    try {
      const grown = await measurePages(copy.buildDir);
      const doc = weights.doc as PageWeight;
      const grownDoc = grown.doc as PageWeight;
      result.routeScaling = {
        addedPages: synthetic,
        htmlPages: routeCount(copy.buildDir),
        doc: grownDoc,
        docJsDelta: grownDoc.js - doc.js,
        docJsDeltaPer100Pages: Math.round(((grownDoc.js - doc.js) * 100) / synthetic),
        homeJsDelta: (grown.home as PageWeight).js - (weights.home as PageWeight).js,
      };
    } finally {
      copy.cleanup();
    }
  }

  const text = `${JSON.stringify(result, null, 2)}\n`;
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), text);
  console.log(text);
}

void main();

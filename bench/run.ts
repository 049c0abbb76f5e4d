/**
 * `npm run bench`: measures the current tree and writes bench/results/latest.json (and a dated copy).
 * - time of `npm run generate`
 * - cold build wall time and peak memory (caches cleared; peak RSS of the build process tree via /usr/bin/time)
 * - gzipped bytes of HTML, CSS and JS that a first visit loads, per page, measured in Chromium
 * Figures are for comparison inside one run; machines are noisy.
 */
import {execSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs} from '../playwright.config';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench/results');
const PAGES = {home: '/', doc: '/docs/quickstart', docsLanding: '/docs/', integrations: '/integrations'} as const;

function timed(command: string): {ms: number; peakMiB: number} {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', '%M', 'bash', '-c', command], {cwd: root, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`${command} failed:\n${run.stderr.slice(-3000)}`);
  const lines = run.stderr.trim().split('\n');
  const peakKiB = Number(lines[lines.length - 1]);
  return {ms: Math.round(performance.now() - started), peakMiB: Math.round(peakKiB / 1024)};
}

/** Bytes a first visit transfers, by type, gzipped as a static host would serve them. */
async function pageWeight(baseUrl: string, route: string) {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: chromiumArgs});
  const context = await browser.newContext();
  const seen = new Map<string, string>();
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseUrl).origin) seen.set(url.pathname, request.resourceType());
  });
  const page = await context.newPage();
  await page.goto(baseUrl + route, {waitUntil: 'networkidle'});
  await browser.close();
  const totals: Record<string, number> = {html: 0, css: 0, js: 0, other: 0};
  for (const [pathname, type] of seen) {
    let file = path.join(root, 'build', decodeURIComponent(pathname));
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    if (!fs.existsSync(file)) continue;
    const gz = zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
    const kind = type === 'document' ? 'html' : type === 'stylesheet' ? 'css' : type === 'script' ? 'js' : 'other';
    totals[kind] = (totals[kind] ?? 0) + gz;
  }
  return {...totals, total: Object.values(totals).reduce((a, b) => a + b, 0)};
}

async function main(): Promise<void> {
  fs.mkdirSync(resultsDir, {recursive: true});
  const generate = timed('npx tsx scripts/generate/index.ts');
  execSync('rm -rf build .docusaurus node_modules/.cache', {cwd: root});
  const build = timed('npx docusaurus build');
  const pages = fs
    .readdirSync(path.join(root, 'build'), {recursive: true})
    .filter((f) => String(f).endsWith('.html')).length;

  const port = 4199;
  const serve = (await import('node:child_process')).spawn(
    'npx',
    ['docusaurus', 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: root, stdio: 'ignore', detached: true},
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(baseUrl)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const weights: Record<string, unknown> = {};
  try {
    for (const [name, route] of Object.entries(PAGES)) weights[name] = await pageWeight(baseUrl, route);
  } finally {
    process.kill(-serve.pid!, 'SIGTERM');
  }

  const result = {
    date: new Date().toISOString(),
    machine: {cpus: (await import('node:os')).cpus().length, node: process.version},
    generate: {wallMs: generate.ms},
    build: {coldWallMs: build.ms, peakRssMiB: build.peakMiB, htmlPages: pages},
    firstVisitGzipBytes: weights,
  };
  const text = `${JSON.stringify(result, null, 2)}\n`;
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), text);
  console.log(text);
}

void main();

/**
 * `npm run bench:patches`: what each speed patch (config/speedPatches.ts) still gains under React.
 *
 *   tsx bench/patches.ts [--runs 5] [--pages /a,/b] [--only lightLinks,staticBodies] [--no-build] [--out file]
 *
 * Builds the site once with every patch (`build-ab/all`) and once per patch without it (`SITE_PATCHES_OFF=<patch>`,
 * `build-ab/<patch>`), serves each gzip-compressed like a CDN (bench/serve.ts), and runs Lighthouse (mobile preset)
 * on each page, interleaving the variants run by run so that the machine's noise falls on all of them alike. Writes
 * bench/results/patches.json: per patch and page, the medians of LCP, TBT, the performance score and the JS bytes
 * the page fetched, with and without the patch, and the difference (`--out` for another file: a run of one new patch
 * with `--only` then leaves the table of the others as it is). A patch whose column shows no gain beyond the
 * noise (compare the spread of the runs) does not earn its place.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromiumArgs} from '../playwright.config';
import {SPEED_PATCHES} from '../config/speedPatches';
import {median} from '../tests/search/relevance';
import {startStaticServer, type StaticServer} from './serve';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const pages = (option('--pages') ?? '/docs/quickstart,/docs/generated/ingestion/sources/snowflake').split(',');
const patches = option('--only')?.split(',') ?? [...SPEED_PATCHES];
const variants = ['all', ...patches];
const failed: Record<string, string> = {};
const dirOf = (variant: string) => path.join(root, 'build-ab', variant);

interface Run {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
}

interface LhrLike {
  categories: {performance: {score: number | null}};
  audits: Record<string, {numericValue?: number; details?: {items?: {resourceType?: string; transferSize?: number}[]}}>;
}

function figures(lhr: LhrLike): Run {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

const medians = (list: Run[]) => ({
  performance: median(list.map((r) => r.performance)),
  lcpMs: median(list.map((r) => r.lcpMs)),
  tbtMs: median(list.map((r) => r.tbtMs)),
  jsBytes: median(list.map((r) => r.jsBytes)),
  lcpRangeMs: [Math.min(...list.map((r) => r.lcpMs)), Math.max(...list.map((r) => r.lcpMs))],
  tbtRangeMs: [Math.min(...list.map((r) => r.tbtMs)), Math.max(...list.map((r) => r.tbtMs))],
});

function build(variant: string): void {
  const env = {...process.env, SITE_PATCHES_OFF: variant === 'all' ? '' : variant};
  const started = Date.now();
  execSync(`npx docusaurus build --out-dir ${JSON.stringify(dirOf(variant))}`, {cwd: root, env, stdio: 'ignore'});
  console.log(`built ${variant} in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function main(): Promise<void> {
  if (!args.includes('--no-build')) {
    execSync('npm run generate', {cwd: root, stdio: 'ignore'});
    for (const variant of [...variants]) {
      try {
        build(variant);
      } catch (error) {
        // One variant that does not build is reported; the others are still measured.
        failed[variant] = (error as Error).message.slice(0, 500);
        variants.splice(variants.indexOf(variant), 1);
        console.error(`${variant}: build failed`);
      }
    }
  }
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const servers = new Map<string, StaticServer>();
  let port = 4600;
  for (const variant of variants) servers.set(variant, await startStaticServer(dirOf(variant), port++));
  const chrome = await chromeLauncher.launch({chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs});
  const results = new Map<string, Run[]>();
  const loadAverages: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        for (const variant of variants) {
          loadAverages.push(os.loadavg()[0]!);
          const result = await lighthouse(servers.get(variant)!.origin + page, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const key = `${variant} ${page}`;
          results.set(key, [...(results.get(key) ?? []), figures(result!.lhr as unknown as LhrLike)]);
          const last = results.get(key)!.at(-1)!;
          console.log(
            `run ${run + 1} ${key}: ${last.performance} LCP ${last.lcpMs} TBT ${last.tbtMs} JS ${last.jsBytes}`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const server of servers.values()) await server.stop();
  }
  const table = patches
    .filter((patch) => variants.includes(patch))
    .map((patch) => ({
      patch,
      pages: Object.fromEntries(
        pages.map((page) => {
          const withPatch = medians(results.get(`all ${page}`)!);
          const without = medians(results.get(`${patch} ${page}`)!);
          return [
            page,
            {
              with: withPatch,
              without,
              gain: {
                lcpMs: without.lcpMs - withPatch.lcpMs,
                tbtMs: without.tbtMs - withPatch.tbtMs,
                jsBytes: without.jsBytes - withPatch.jsBytes,
                performance: withPatch.performance - without.performance,
              },
            },
          ];
        }),
      ),
    }));
  const output = {
    date: new Date().toISOString(),
    preset: 'Lighthouse mobile (simulated throttling), build served gzip',
    runsPerVariant: runs,
    loadAverage: {min: Math.min(...loadAverages), max: Math.max(...loadAverages)},
    gainMeans:
      'figure without the patch minus figure with it (positive = the patch helps); performance: with - without',
    patches: table,
    buildFailures: failed,
  };
  const outFile = path.resolve(root, option('--out') ?? 'bench/results/patches.json');
  fs.writeFileSync(outFile, `${JSON.stringify(output, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, outFile)}`);
}

void main();

/**
 * Lighthouse over the key pages of a built site, mobile and desktop presets, median of 3 runs each.
 *
 *   tsx bench/lighthouse.ts [buildDir=build] [--runs 3] [--pages /a,/b (merged into the existing results)]
 *
 * Serves the build itself on 127.0.0.1, gzip-compressed like a CDN (bench/serve.ts), drives Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium, with the e2e suite's flags) and writes bench/results/lighthouse.json: the four category
 * scores (0-100), LCP and TBT (ms), CLS and total transfer bytes, plus the audits that cost a point in
 * accessibility, best practices or SEO. Figures on a 2-core machine vary from run to run: compare medians.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromiumArgs} from '../playwright.config';
import {repoRoot} from './audit';
import {startStaticServer} from './serve';
import {MEASURED_PAGES} from './families';

const PAGES: readonly string[] = MEASURED_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Preset = 'mobile' | 'desktop';

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Audits below a full score in the non-performance categories: id -> title and the failing selectors. */
  misses: Record<string, {title: string; category: string; items: string[]}>;
}

interface LhrAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: {items?: {node?: {selector?: string; snippet?: string}; url?: string; description?: string}[]};
}
interface Lhr {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, LhrAudit>;
  runtimeError?: {message: string};
}

function figuresOf(lhr: Lhr): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const misses: RunFigures['misses'] = {};
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score === 1 || audit.scoreDisplayMode === 'informative') continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      const items = (audit.details?.items ?? [])
        .slice(0, 5)
        .map((item) => item.node?.selector ?? item.url ?? item.description ?? JSON.stringify(item).slice(0, 200));
      misses[ref.id] = {title: audit.title, category, items};
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    totalBytes: Math.round(numeric('total-byte-weight')),
    misses,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Per-field medians of several runs; misses are the union (an audit that failed in any run is reported). */
function medianFigures(runs: RunFigures[]) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
  return {
    scores,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    totalBytes: median(runs.map((r) => r.totalBytes)),
    runs: runs.map((r) => ({scores: r.scores, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls})),
    misses: Object.assign({}, ...runs.map((r) => r.misses)) as RunFigures['misses'],
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsFlag = args.indexOf('--runs');
  const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
  const pagesFlag = args.indexOf('--pages');
  const pages = pagesFlag >= 0 ? (args[pagesFlag + 1] ?? '').split(',') : PAGES;
  const positional = args.filter((a, i) => !a.startsWith('--') && !['--runs', '--pages'].includes(args[i - 1] ?? ''));
  const buildDir = path.resolve(repoRoot, positional[0] ?? 'build');
  // A build made with SITE_POSTBUILD_OUTPUTS=off (as the keyed build) has no search index: /search would then show
  // an error state and its figures would mean nothing.
  if (!fs.existsSync(path.join(buildDir, 'pagefind'))) {
    throw new Error(
      `${buildDir} has no search index (pagefind/): build it with \`npm run build\` (or \`docusaurus build --out-dir\`) ` +
        'without SITE_POSTBUILD_OUTPUTS=off',
    );
  }
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  // Served compressed like a CDN (bench/serve.ts), as the production host serves the site.
  const served = await startStaticServer(buildDir, Number(process.env.LIGHTHOUSE_PORT ?? 4391));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
  });
  const outFile = path.join(repoRoot, 'bench/results/lighthouse.json');
  // With --pages, earlier results of the other pages are kept.
  const previous = pagesFlag >= 0 && fs.existsSync(outFile) ? JSON.parse(fs.readFileSync(outFile, 'utf8')) : {};
  const results: Record<
    string,
    Partial<Record<Preset, ReturnType<typeof medianFigures> | {error: string}>>
  > = previous.pages ?? {};
  const write = async () => {
    const output = {
      date: new Date().toISOString(),
      lighthouse: (await import('lighthouse/package.json', {with: {type: 'json'}})).default.version,
      chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      runsPerPreset: runs,
      pages: results,
    };
    fs.mkdirSync(path.dirname(outFile), {recursive: true});
    fs.writeFileSync(outFile, `${JSON.stringify(output, null, 2)}\n`);
  };
  try {
    for (const route of pages) {
      const pageResults: (typeof results)[string] = {};
      for (const preset of ['mobile', 'desktop'] as const) {
        try {
          const figures: RunFigures[] = [];
          for (let run = 0; run < runs; run++) {
            const result = await lighthouse(
              served.origin + route,
              {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]},
              preset === 'desktop' ? desktopConfig : undefined,
            );
            const lhr = result?.lhr as unknown as Lhr | undefined;
            if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
            figures.push(figuresOf(lhr));
          }
          const summary = medianFigures(figures);
          pageResults[preset] = summary;
          console.log(
            `${route} ${preset}: ${JSON.stringify(summary.scores)} LCP ${summary.lcpMs} ms TBT ${summary.tbtMs} ms`,
          );
        } catch (error) {
          // A page too heavy for Lighthouse on this machine is recorded, and the other pages still run.
          pageResults[preset] = {error: (error as Error).message};
          console.error(`${route} ${preset}: Lighthouse failed: ${(error as Error).message}`);
        }
      }
      results[route] = pageResults;
      await write();
    }
  } finally {
    chrome.kill();
    await served.stop();
  }
}

void main();

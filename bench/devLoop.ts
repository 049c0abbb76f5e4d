/**
 * `npm run bench:dev`: the maintainers' loop of `npm start`, timed from outside as a maintainer lives it.
 * Starts the dev server (on port 3100 by default, `-- --port N`), reports the seconds until /docs/quickstart answers
 * 200 and until Chromium shows its H1, with the CPU seconds the server's process group used by then and the load
 * average (the machine may be shared); then opens a second page that nothing compiled yet (the Snowflake source, the
 * largest page) and times its H1; then appends a line to docs/quickstart.md three times and reports how long the
 * open page takes to show it (save to refresh); then does the same for a generated page through its sources: a line
 * in the Snowflake connector's data file (three times too), and once the description of the `Long` scalar in the
 * GraphQL schema. Every edited file is restored and the server stopped at the end.
 * `-- --command "..."` times another start command, e.g. with DOCS_VERSIONS=all or SITE_DEV_EAGER=1; `-- --label x`
 * names the run in bench/results/devLoop.json (one entry per label, the latest run kept).
 * A cold start (no Rspack cache in node_modules/.cache/rspack) is what a fresh clone sees; later starts reuse it.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {chromium} from '@playwright/test';
import {chromiumArgs} from '../playwright.config';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const port = option('--port') ?? '3100';
const command = option('--command') ?? `npm start -- --port ${port} --no-open`;
const saves = Number(option('--saves') ?? 3);
const label = option('--label') ?? 'default';
const page = 'docs/quickstart';
const secondPage = 'docs/generated/ingestion/sources/snowflake';
const results = 'bench/results/devLoop.json';
const figures: Record<string, string | number> = {
  command,
  coldCache: fs.existsSync('node_modules/.cache/rspack') ? 'no' : 'yes',
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const started = performance.now();
const seconds = (since = started) => ((performance.now() - since) / 1000).toFixed(1);
const server = spawn(command, {shell: true, detached: true, stdio: 'ignore'});

/** CPU seconds (user + system, waited-for children included) of the server's process group. */
function cpuSeconds(): string {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === server.pid) ticks += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      // the process ended while being read
    }
  }
  return (ticks / 100).toFixed(1);
}

async function main(): Promise<void> {
  console.log(`${command}\nload average before: ${load()}`);
  const url = `http://127.0.0.1:${port}/${page}`;
  while (
    (await fetch(url).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  )
    await new Promise((r) => setTimeout(r, 250));
  console.log(`first 200: ${seconds()} s (CPU ${cpuSeconds()} s)`);
  figures.first200Seconds = Number(seconds());
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: chromiumArgs});
  const tab = await browser.newPage();
  await tab.goto(url);
  await tab.locator('h1').first().waitFor({timeout: 120_000});
  console.log(`first page shown: ${seconds()} s (CPU ${cpuSeconds()} s), load average ${load()}`);
  Object.assign(figures, {firstPageSeconds: Number(seconds()), cpuSeconds: Number(cpuSeconds()), loadAverage: load()});
  const opened = performance.now();
  await tab.goto(`http://127.0.0.1:${port}/${secondPage}`);
  await tab.locator('h1').first().waitFor({timeout: 120_000});
  console.log(`second page (${secondPage}) shown: ${seconds(opened)} s`);
  figures.secondPageSeconds = Number(seconds(opened));
  await tab.goto(url);
  await tab.locator('h1').first().waitFor({timeout: 120_000});
  /** Writes `edit(original, marker)` to `file`, waits until the page at `url` shows the marker; returns seconds. */
  const timeEdit = async (file: string, url: string, edit: (text: string, marker: string) => string) => {
    const original = fs.readFileSync(file, 'utf8');
    restore.set(file, original);
    if (tab.url() !== url) {
      await tab.goto(url);
      await tab.locator('h1').first().waitFor({timeout: 120_000});
    }
    await new Promise((r) => setTimeout(r, 3000));
    const marker = `Dev loop marker ${Date.now()}`;
    const saved = performance.now();
    fs.writeFileSync(file, edit(original, marker));
    // The page's text, read at every frame: Playwright's text locator normalises the text of every element on each
    // poll, which on the largest page took a few hundred milliseconds of the browser's time from the refresh it times.
    await tab.waitForFunction((text) => document.body.textContent?.includes(text), marker, {
      polling: 'raf',
      timeout: 120_000,
    });
    fs.writeFileSync(file, original);
    return Number(seconds(saved));
  };
  const restore = new Map<string, string>();
  try {
    for (let i = 1; i <= saves; i++) {
      const s = await timeEdit(`${page}.md`, url, (text, marker) => `${text}\n${marker}\n`);
      console.log(`save to refresh ${i}: ${s} s`);
      figures[`saveToRefresh${i}Seconds`] = s;
    }
    for (let i = 1; i <= saves; i++) {
      const connector = await timeEdit(
        'data/connectors/snowflake.yaml',
        `http://127.0.0.1:${port}/${secondPage}`,
        (text, marker) => text.replace('overview: |\n', `overview: |\n  ${marker}.\n\n`),
      );
      console.log(`connector data file to refresh ${i}: ${connector} s`);
      figures[`dataEdit${i}Seconds`] = connector;
    }
    const scalar = await timeEdit(
      'graphql/root.graphql',
      `http://127.0.0.1:${port}/docs/graphql/scalars`,
      (text, marker) => text.replace('"""\nA 64-bit signed integer.', `"""\n${marker}. A 64-bit signed integer.`),
    );
    console.log(`GraphQL schema to refresh: ${scalar} s`);
    figures.graphqlEditSeconds = scalar;
    const all = fs.existsSync(results) ? (JSON.parse(fs.readFileSync(results, 'utf8')) as Record<string, unknown>) : {};
    all[label] = {date: new Date().toISOString(), cores: os.cpus().length, ...figures};
    fs.writeFileSync(results, `${JSON.stringify(all, null, 2)}\n`);
  } finally {
    for (const [file, text] of restore) fs.writeFileSync(file, text);
    await browser.close();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.kill(-server.pid!, 'SIGTERM'));

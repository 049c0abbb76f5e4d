/**
 * `npm run bench:agents`: how well AI agents can read the built docs, measured by afdocs (the agent-friendly docs
 * checks: llms.txt size, coverage and directives, Markdown twins, content negotiation, cache headers ...) against
 * the build served by scripts/serve, as production serves it. Writes bench/results/agents.json.
 *
 *   npm run bench:agents [-- --dir build-test] [-- --max-links 40]
 *
 * afdocs is not a dependency of the site: a local install is used when `AFDOCS_BIN` names its `afdocs` executable,
 * else `npx --yes afdocs@<AFDOCS_VERSION>` (which needs the npm registry the first time). afdocs asks for Node 22;
 * 0.22.2 runs on Node 20 too.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteUrl} from '../config/site';
import {startServer} from '../scripts/serve/server';

export const AFDOCS_VERSION = '0.22.2';
const root = path.resolve(import.meta.dirname, '..');

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function run(command: string, args: string[]): Promise<{code: number; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({code: code ?? 1, stdout, stderr}));
  });
}

interface CheckResult {
  id: string;
  category: string;
  status: string;
  message: string;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = path.resolve(root, option(args, 'dir') ?? 'build');
  const maxLinks = option(args, 'max-links') ?? '40';
  const server = await startServer({dir, port: Number(process.env.BENCH_PORT ?? 0)});
  try {
    const target = `${server.origin}/docs/`;
    const afdocsArgs = [
      'check',
      target,
      '--canonical-origin',
      siteUrl.replace(/\/+$/, ''),
      '--sampling',
      'deterministic',
      '--max-links',
      maxLinks,
      '--format',
      'json',
      '--score',
      '--quiet',
    ];
    const bin = process.env.AFDOCS_BIN;
    const {code, stdout, stderr} = bin
      ? await run(bin, afdocsArgs)
      : await run('npx', ['--yes', `afdocs@${AFDOCS_VERSION}`, ...afdocsArgs]);
    const start = stdout.indexOf('{');
    if (start < 0) throw new Error(`afdocs printed no report (exit ${code}): ${stderr.slice(-2000)}`);
    const report = JSON.parse(stdout.slice(start)) as {
      results?: CheckResult[];
      scoring?: {overall?: number; grade?: string; categoryScores?: Record<string, {score: number | null}>};
    };
    const results = (report.results ?? []).map(({id, category, status, message}) => ({id, category, status, message}));
    const summary = {
      date: new Date().toISOString(),
      afdocs: AFDOCS_VERSION,
      build: path.relative(root, dir) || '.',
      target: 'http://127.0.0.1:<port>/docs/',
      maxLinks: Number(maxLinks),
      score: report.scoring?.overall ?? null,
      grade: report.scoring?.grade ?? null,
      categories: Object.fromEntries(
        Object.entries(report.scoring?.categoryScores ?? {}).map(([id, category]) => [id, category.score]),
      ),
      counts: results.reduce<Record<string, number>>(
        (counts, r) => ({...counts, [r.status]: (counts[r.status] ?? 0) + 1}),
        {},
      ),
      checks: results,
    };
    const text = `${JSON.stringify(summary, null, 2)}\n`;
    fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
    fs.writeFileSync(path.join(root, 'bench/results/agents.json'), text);
    for (const r of results) console.log(`${r.status.padEnd(5)} ${r.id}: ${r.message}`);
    console.log(`Score: ${summary.score} (${summary.grade}); written to bench/results/agents.json`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:agents failed: ${(error as Error).message}`);
  process.exit(1);
});

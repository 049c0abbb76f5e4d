/**
 * `npm start` only: the docs plugin reads docs/ in place and reloads an edited page itself, but the generated
 * families come from data/ and graphql/. This plugin watches those folders and has the generator rewrite the pages
 * that depend on a saved file; the docs plugin then reloads them like any edited page.
 *
 * The generator runs in one child process for the whole session (scripts/generate/devWorker.ts): its modules stay
 * loaded and unchanged data files are not parsed again, so a saved connector file costs well under a second instead
 * of a cold `npm run generate` (5 s). Each save runs Next at once; the frozen versions and their notes follow once
 * the saves have settled (FROZEN_AFTER_MS), so they do not compete with the dev server's reload. The
 * folders are watched here rather than through `getPathsToWatch`, which would make Docusaurus reload every plugin
 * for the data file and then again for the pages written from it. An authored page whose generated list changed
 * (generated/inserts/) is touched, so that the Markdown preprocessor fills it again, and so is sidebars.ts when a
 * family gained or lost a page. It does nothing in `docusaurus build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fork, type ChildProcess} from 'node:child_process';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listFiles} from '../../scripts/generate/docs';
import type {DevWorkerReply, DevWorkerRequest} from '../../scripts/generate/devWorker';
import {INSERTS_DIR} from '../../scripts/lib/inserts';

const WATCHED = ['data', 'graphql'];
const SIDEBARS_DIR = 'generated/sidebars';
/** Saves that come in a burst (an editor writing a backup, a formatter) make one pass. */
const SETTLE_MS = 30;

function readFiles(root: string, folder: string): Map<string, string> {
  const dir = path.join(root, folder);
  return new Map(listFiles(dir).map((rel) => [rel, fs.readFileSync(path.join(dir, rel), 'utf8')]));
}

const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((rel) => before.get(rel) !== after.get(rel));

/** The generator process and its replies, one per request id. */
class Generator {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, (reply: DevWorkerReply) => void>();
  private lastId = 0;

  constructor(root: string) {
    this.child = fork(path.join(root, 'scripts/generate/devWorker.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
    });
    this.child.on('message', (reply: DevWorkerReply) => {
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  run(frozen: boolean): Promise<DevWorkerReply> {
    const request: DevWorkerRequest = {id: ++this.lastId, frozen};
    return new Promise((resolve) => {
      this.waiting.set(request.id, resolve);
      this.child.send(request);
    });
  }
}

/**
 * The frozen versions wait until the dev server has reloaded the Next pages written by the same save: on a 2-core
 * machine their pass (about 0.7 s) ran beside that reload and slowed it. A new save starts the wait again.
 */
const FROZEN_AFTER_MS = 2000;

/** Next's pass and the pages it makes the dev server reload. Returns lines for the dev server's log. */
async function regenerateNext(root: string, generator: Generator): Promise<string[]> {
  const inserts = readFiles(root, INSERTS_DIR);
  const sidebars = readFiles(root, SIDEBARS_DIR);
  const next = await generator.run(false);
  if (!next.ok) return next.lines;
  const touched = new Set<string>();
  for (const rel of changed(inserts, readFiles(root, INSERTS_DIR))) {
    const page = ['.md', '.mdx']
      .map((ext) => `docs/${path.posix.dirname(rel)}${ext}`)
      .find((p) => fs.existsSync(path.join(root, p)));
    if (page) touched.add(page);
  }
  if (changed(sidebars, readFiles(root, SIDEBARS_DIR)).length > 0) touched.add('sidebars.ts');
  const now = new Date();
  for (const page of touched) fs.utimesSync(path.join(root, page), now, now);
  return [...next.lines, ...(touched.size ? [`reloaded ${[...touched].join(', ')}`] : [])];
}

/** The dev server keeps running with the last good pages; a data error names the file, field and fix. */
function log(lines: string[], started: number): void {
  const failed = lines.some((line) => line.startsWith('generate failed'));
  (failed ? console.error : console.log)(`[dev-regenerate] ${lines.join('\n')} (${Date.now() - started} ms)`);
}

/**
 * Watches data/ and graphql/ for the session: one pass at a time, one more if files changed during a pass, and the
 * frozen versions once the saves have settled.
 */
function watch(root: string): void {
  const generator = new Generator(root);
  let timer: NodeJS.Timeout | undefined;
  let frozenTimer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const runFrozen = async () => {
    if (running) return; // the pass under way schedules the frozen versions again when it ends
    running = true;
    const started = Date.now();
    const frozen = await generator.run(true);
    log(frozen.ok ? ['frozen versions regenerated'] : frozen.lines, started);
    running = false;
    if (again) void pass();
  };
  const pass = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(frozenTimer);
    do {
      again = false;
      const started = Date.now();
      log(await regenerateNext(root, generator), started);
    } while (again);
    running = false;
    frozenTimer = setTimeout(() => void runFrozen(), FROZEN_AFTER_MS);
  };
  for (const dir of WATCHED) {
    fs.watch(path.join(root, dir), {recursive: true}, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void pass(), SETTLE_MS);
    });
  }
}

// Docusaurus loads the plugins again on every reload: the watcher and the generator process are started once.
let started = false;

export default function devRegenerate(context: LoadContext): Plugin {
  if (process.env.NODE_ENV === 'development' && !started) {
    started = true;
    watch(context.siteDir);
  }
  return {name: 'dev-regenerate'};
}

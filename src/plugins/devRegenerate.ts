/**
 * `npm start` only: the docs plugin reads docs/ in place and reloads an edited page itself, but the generated
 * families come from data/ and graphql/. This plugin watches those folders and runs the generator (`npm run generate`
 * in a child process, families with unchanged inputs taken from its cache) when they change; the pages it rewrites
 * under docs/ then reload like any edited page. An authored page whose generated list changed (generated/inserts/) is
 * touched, so that the Markdown preprocessor fills it again, and so is sidebars.ts when a family gained or lost a
 * page. It does nothing in `docusaurus build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {listFiles} from '../../scripts/generate/docs';
import {INSERTS_DIR} from '../../scripts/lib/inserts';

const WATCHED = ['data', 'graphql'];

const SIDEBARS_DIR = 'generated/sidebars';

function readFiles(root: string, folder: string): Map<string, string> {
  const dir = path.join(root, folder);
  return new Map(listFiles(dir).map((rel) => [rel, fs.readFileSync(path.join(dir, rel), 'utf8')]));
}

const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((rel) => before.get(rel) !== after.get(rel));

/**
 * Regenerates; touches docs/<page> for each insert that changed, and sidebars.ts when a family's sidebar changed (a
 * page added or removed), so the docs plugin reads them again. Returns lines for the dev server's log.
 */
export async function regenerate(root: string): Promise<string> {
  const inserts = readFiles(root, INSERTS_DIR);
  const sidebars = readFiles(root, SIDEBARS_DIR);
  // The same command as `npm run generate`, in its own process: the generator is an ES module, the config loader
  // compiles plugins to CommonJS.
  const {stdout} = await promisify(execFile)('npm', ['run', '--silent', 'generate'], {cwd: root});
  const touched = new Set<string>();
  for (const rel of changed(inserts, readFiles(root, INSERTS_DIR))) {
    // generated/inserts/<page without extension>/<marker>.md belongs to docs/<page>.md(x).
    const page = ['.md', '.mdx']
      .map((ext) => `docs/${path.posix.dirname(rel)}${ext}`)
      .find((p) => fs.existsSync(path.join(root, p)));
    if (page) touched.add(page);
  }
  if (changed(sidebars, readFiles(root, SIDEBARS_DIR)).length > 0) touched.add('sidebars.ts');
  const now = new Date();
  for (const page of touched) fs.utimesSync(path.join(root, page), now, now);
  const reloaded = touched.size ? `\nreloaded ${[...touched].join(', ')}` : '';
  return `${stdout.trim()}${reloaded}`;
}

// `npm start` has just run `npm run generate`: the first load of this process has nothing to do.
let loaded = false;

export default function devRegenerate(context: LoadContext): Plugin {
  const root = context.siteDir;
  if (process.env.NODE_ENV !== 'development') return {name: 'dev-regenerate'};
  return {
    name: 'dev-regenerate',
    getPathsToWatch: () => WATCHED.map((dir) => path.join(root, dir, '**/*')),
    async loadContent() {
      if (!loaded) {
        loaded = true;
        return;
      }
      try {
        console.log(`[dev-regenerate] ${await regenerate(root)}`);
      } catch (error) {
        // The dev server keeps running with the last good pages; the message names the file, field and fix.
        console.error(`[dev-regenerate] ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

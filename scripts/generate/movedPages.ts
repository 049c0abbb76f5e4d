/**
 * The `movedPages` family: validates data/moved-pages.yaml and writes generated/moved-pages.json, which the 404
 * page imports to send readers of an old URL to the page's new home.
 *
 * Each `to` must be an existing page and no `from` may be one (the 404 page would never see it). Generators run
 * before the generated folders of docs/ are rewritten, so a docs path is checked against docs/ (authored pages and
 * the other families' last output) and the connector data files, and a site path against src/pages/.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {movedPageFieldHelp, movedPagesSchema, type MovedPage} from '../../data/schemas/movedPage';
import {entryHelpHints, validateDoc} from '../lib/dataFamily';
import {CONNECTORS_DIR} from './connectors/load';
import {DataError, type FamilyGenerator, type FamilyOutput} from './types';

export const MOVED_PAGES_FILE = 'data/moved-pages.yaml';
const DOCS_PREFIX = '/docs/';
const SOURCES_PREFIX = 'generated/ingestion/sources/';

const anyExists = (root: string, candidates: string[]) => candidates.some((c) => fs.existsSync(path.join(root, c)));

/** Files that would serve a doc at `docPath` (path under /docs/, no slashes at either end) in a docs folder. */
function docFiles(dir: string, docPath: string): string[] {
  const last = docPath.split('/').pop() ?? docPath;
  return ['.md', '.mdx', '/index.md', '/index.mdx', `/${last}.md`].map((suffix) => `${dir}/${docPath}${suffix}`);
}

/** True when `sitePath` (e.g. `/docs/quickstart`, `/integrations`) is a page of the current build's sources. */
export function pageExists(root: string, sitePath: string): boolean {
  if (sitePath.startsWith(DOCS_PREFIX)) {
    const docPath = sitePath.slice(DOCS_PREFIX.length);
    if (docPath.startsWith(SOURCES_PREFIX)) {
      const id = docPath.slice(SOURCES_PREFIX.length);
      if (anyExists(root, [`${CONNECTORS_DIR}/${id}.yaml`])) return true;
    }
    return anyExists(root, docFiles('docs', docPath));
  }
  const page = sitePath.slice(1);
  return anyExists(
    root,
    ['.tsx', '.md', '.mdx', '/index.tsx'].map((suffix) => `src/pages/${page}${suffix}`),
  );
}

function parse(root: string): unknown {
  const file = path.join(root, MOVED_PAGES_FILE);
  if (!fs.existsSync(file)) return [];
  try {
    return YAML.parse(fs.readFileSync(file, 'utf8'), {prettyErrors: true}) ?? [];
  } catch (e) {
    throw new DataError(MOVED_PAGES_FILE, '(file)', 'fix the YAML syntax at the position shown', (e as Error).message);
  }
}

/** Reads and checks data/moved-pages.yaml; throws a DataError naming the entry, the field and the fix. */
export function loadMovedPages(root: string): MovedPage[] {
  const moves = validateDoc(
    MOVED_PAGES_FILE,
    parse(root),
    movedPagesSchema,
    entryHelpHints(movedPageFieldHelp, 'write a list of {from, to} entries'),
  );
  const seen = new Set<string>();
  moves.forEach((move, i) => {
    if (seen.has(move.from)) {
      throw new DataError(MOVED_PAGES_FILE, `[${i}].from`, 'list each old path once', `duplicate from ${move.from}`);
    }
    seen.add(move.from);
    if (!pageExists(root, move.to)) {
      throw new DataError(
        MOVED_PAGES_FILE,
        `[${i}].to`,
        'point it at an existing page (a file under docs/, a connector, or a page in src/pages/)',
        `no page at ${move.to}`,
      );
    }
    if (pageExists(root, move.from)) {
      throw new DataError(
        MOVED_PAGES_FILE,
        `[${i}].from`,
        'remove the entry: readers of an existing page never reach the 404 page',
        `${move.from} is an existing page`,
      );
    }
  });
  return moves;
}

const movedPagesGenerator: FamilyGenerator = {
  name: 'movedPages',
  run(root: string): FamilyOutput {
    const moves = loadMovedPages(root);
    return {docs: [], data: [{path: 'moved-pages.json', content: `${JSON.stringify(moves, null, 2)}\n`}]};
  },
};

export default movedPagesGenerator;

/**
 * The authored-docs step of the pipeline: docs/ -> genDocs/.
 * Adds missing front matter (title from the first H1, edit URL to the real source file) and
 * refuses links to files that do not exist, naming the file and the line.
 */
import fs from 'node:fs';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {editUrlFor} from '../../config/site';
import {parsePage, renderPage} from '../lib/frontMatter';
import {firstH1, markdownLinks, rewriteLinks} from '../lib/markdown';
import type {GeneratedDoc} from './types';

export const AUTHORED_DIR = 'docs';
/** The docs plugin's path: authored pages (transformed) and generated families. */
export const GEN_DOCS = 'genDocs';
const PAGE = /\.mdx?$/;

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
}

function isRelativeFileLink(target: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(target);
}

/** Relative links of a page that point at files that do not exist (under `root`). */
export function brokenFileLinks(root: string, file: string, body: string, lineOffset: number): BrokenLink[] {
  return markdownLinks(body)
    .filter((link) => isRelativeFileLink(link.target))
    .filter((link) => {
      const filePart = decodeURI(link.target.split('#')[0]!.split('?')[0]!);
      if (filePart === '') return false;
      return !fs.existsSync(path.resolve(root, path.dirname(file), filePart));
    })
    .map((link) => ({file, line: link.line + lineOffset, target: link.target}));
}

const isFolderNamesake = (parts: string[]) => parts.length > 1 && parts.at(-1) === parts.at(-2);

/**
 * Docusaurus resolves a Markdown link to `x/x.md` to the folder URL `/docs/x/` even when the page
 * has its own slug, so such links are rewritten to the page's URL.
 */
function linksToNamesakes(body: string, sourcePath: string): string {
  return rewriteLinks(body, (target) => {
    if (!isRelativeFileLink(target)) return target;
    const [file = '', anchor] = target.split('#');
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(sourcePath), file));
    const parts = resolved
      .replace(/\.mdx?$/, '')
      .split('/')
      .slice(1);
    if (!/\.mdx?$/.test(file) || !isFolderNamesake(parts)) return target;
    return `/docs/${parts.join('/')}${anchor ? `#${anchor}` : ''}`;
  });
}

/**
 * Date (YYYY-MM-DD) of the last commit that touched each file under `dir`, from one `git log` pass. Empty
 * when git or its history is unavailable, or the clone is shallow (every file would show the clone's date):
 * pages then simply show no "last updated" line.
 */
export function lastCommitDates(root: string, dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  const git = (args: string[]) => execFileSync('git', ['-C', root, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
  try {
    if (git(['rev-parse', '--is-shallow-repository']).trim() !== 'false') return dates;
    let date = '';
    for (const line of git(['log', '--format=%x00%cs', '--name-only', '--', dir]).split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && !dates.has(line)) dates.set(line, date);
    }
  } catch {
    dates.clear();
  }
  return dates;
}

/** Transforms one authored page; `sourcePath` is relative to the repository root. */
export function transformPage(source: string, sourcePath: string, lastUpdated?: string): string {
  const {frontMatter, body} = parsePage(source, sourcePath);
  const fm: Record<string, unknown> = {...frontMatter};
  if (fm.title === undefined) {
    const h1 = firstH1(body);
    if (h1) fm.title = h1;
  }
  if (fm.custom_edit_url === undefined) fm.custom_edit_url = editUrlFor(sourcePath);
  if (lastUpdated && fm.last_update === undefined) fm.last_update = {date: lastUpdated};
  // Docusaurus serves `x/x.md` at `/x` (a category index); keep our rule "the file path is the URL".
  const parts = sourcePath
    .replace(/\.mdx?$/, '')
    .split('/')
    .slice(1);
  if (fm.slug === undefined && isFolderNamesake(parts)) fm.slug = `/${parts.join('/')}`;
  return renderPage(fm, linksToNamesakes(body, sourcePath));
}

/** One authored file (`rel` to docs/) as its genDocs/ copy, with the broken file links of a page. */
export function authoredDoc(
  root: string,
  rel: string,
  lastUpdated?: string,
): {doc: GeneratedDoc; broken: BrokenLink[]} {
  const sourcePath = `${AUTHORED_DIR}/${rel}`;
  const raw = fs.readFileSync(path.join(root, AUTHORED_DIR, rel), 'utf8');
  if (!PAGE.test(rel)) return {doc: {path: rel, content: raw}, broken: []};
  const {body, bodyLineOffset} = parsePage(raw, sourcePath);
  return {
    doc: {path: rel, content: transformPage(raw, sourcePath, lastUpdated)},
    broken: brokenFileLinks(root, sourcePath, body, bodyLineOffset),
  };
}

/** All authored pages and assets as generated docs; throws listing every broken file link. */
export function generateAuthoredDocs(root: string): GeneratedDoc[] {
  const docs: GeneratedDoc[] = [];
  const broken: BrokenLink[] = [];
  const dates = lastCommitDates(root, AUTHORED_DIR);
  for (const rel of listFiles(path.join(root, AUTHORED_DIR))) {
    const result = authoredDoc(root, rel, dates.get(`${AUTHORED_DIR}/${rel}`));
    docs.push(result.doc);
    broken.push(...result.broken);
  }
  if (broken.length > 0) {
    const lines = broken.map((b) => `  ${b.file}:${b.line}: link to "${b.target}": no such file`);
    throw new Error(
      `Broken links to files (${broken.length}):\n${lines.join('\n')}\n  fix: point each link at an existing file under docs/ (with its .md extension), or at a /docs/... URL for generated pages.`,
    );
  }
  return docs;
}

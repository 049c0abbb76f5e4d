/**
 * The authored pages of the current version. The docs plugin reads docs/ in place; generated families write into
 * the gitignored folders of GENERATED_DOC_DIRS beside them. This step only reads the authored pages (for the checks
 * and the in-memory consumers of `npm run generate`) and refuses what Docusaurus would get wrong or report late:
 * links to files that do not exist (named by file and line) and folder-namesake pages without a `slug`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parsePage} from '../lib/frontMatter';
import {readTextKept} from '../lib/fileStamp';
import {markdownLinks} from '../lib/markdown';
import type {GeneratedDoc} from './types';

export const AUTHORED_DIR = 'docs';
/** Folders under docs/ (and under each frozen version's folder) that generators own: gitignored, never edited. */
export const GENERATED_DOC_DIRS = ['generated', 'graphql', 'managed-datahub/release-notes'];
const PAGE = /\.mdx?$/;

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Whether a path relative to docs/ lies in a generated folder. */
export const isGeneratedDocPath = (rel: string, dirs = GENERATED_DOC_DIRS) =>
  dirs.some((dir) => rel.startsWith(`${dir}/`));

/** A page of the docs plugin (Markdown or MDX), as opposed to a data file a page loads (connector options JSON). */
export const isPagePath = (rel: string) => /\.mdx?$/.test(rel);

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
}

function isRelativeFileLink(target: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(target);
}

/** A relative link of a page to a file, with the absolute path of that file. */
interface FileLink extends BrokenLink {
  resolved: string;
}

/** The relative links of a page to files (under `root`), whether they exist or not. */
function fileLinks(root: string, file: string, body: string, lineOffset: number): FileLink[] {
  return markdownLinks(body)
    .filter((link) => isRelativeFileLink(link.target))
    .flatMap((link) => {
      const filePart = decodeURI(link.target.split('#')[0]!.split('?')[0]!);
      if (filePart === '') return [];
      const resolved = path.resolve(root, path.dirname(file), filePart);
      return [{file, line: link.line + lineOffset, target: link.target, resolved}];
    });
}

/** Relative links of a page that point at files that do not exist (under `root`). */
export function brokenFileLinks(root: string, file: string, body: string, lineOffset: number): BrokenLink[] {
  return fileLinks(root, file, body, lineOffset)
    .filter((link) => !fs.existsSync(link.resolved))
    .map(({file, line, target}) => ({file, line, target}));
}

/**
 * Docusaurus serves `x/x.md` at `/docs/x/` (a category index) unless the page says otherwise; our rule is "the file
 * path is the URL", which readers' links to `/docs/x/x` rely on. Returns the problem, or undefined.
 */
export function namesakeProblem(sourcePath: string, frontMatter: Record<string, unknown>): string | undefined {
  const parts = sourcePath.replace(PAGE, '').split('/').slice(1);
  if (parts.length < 2 || parts.at(-1) !== parts.at(-2) || frontMatter.slug !== undefined) return undefined;
  return `${sourcePath}: a page named like its folder needs \`slug: /${parts.join('/')}\` in its front matter (else Docusaurus serves it at /docs/${parts.slice(0, -1).join('/')}/)`;
}

/** The authored pages of docs/ (raw, as written), outside the generated folders. */
export function readAuthoredDocs(root: string): GeneratedDoc[] {
  return listFiles(path.join(root, AUTHORED_DIR))
    .filter((rel) => PAGE.test(rel) && !isGeneratedDocPath(rel))
    .map((rel) => ({path: rel, content: readTextKept(path.join(root, AUTHORED_DIR, rel))}));
}

/**
 * What the checks read from a page's text, by root and page, with that text: an unchanged page is not parsed again
 * (parsing every page is most of the checks' time, and the dev server regenerates on every data save). Whether a
 * linked file exists is asked on every call: a file elsewhere can have been removed.
 */
const parsedPages = new Map<string, {content: string; links: FileLink[]; namesake: string | undefined}>();

/** Problems of one authored page: broken file links (with line) and a namesake page without a slug. */
export function authoredPageProblems(root: string, doc: GeneratedDoc): string[] {
  const sourcePath = `${AUTHORED_DIR}/${doc.path}`;
  const key = `${root}\0${doc.path}`;
  let parsed = parsedPages.get(key);
  if (parsed?.content !== doc.content) {
    const {frontMatter, body, bodyLineOffset} = parsePage(doc.content, sourcePath);
    parsed = {
      content: doc.content,
      links: fileLinks(root, sourcePath, body, bodyLineOffset),
      namesake: namesakeProblem(sourcePath, frontMatter),
    };
    parsedPages.set(key, parsed);
  }
  const links = parsed.links
    .filter((link) => !fs.existsSync(link.resolved))
    .map(
      (b) =>
        `${b.file}:${b.line}: link to "${b.target}": no such file; point it at an existing file under docs/ (with its .md extension), or at a /docs/... URL for a generated page`,
    );
  return parsed.namesake ? [...links, parsed.namesake] : links;
}

/** All authored pages; throws listing every problem with its fix. */
export function checkedAuthoredDocs(root: string): GeneratedDoc[] {
  const docs = readAuthoredDocs(root);
  const problems = docs.flatMap((doc) => authoredPageProblems(root, doc));
  if (problems.length > 0) {
    throw new Error(`Problems in docs/ (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return docs;
}

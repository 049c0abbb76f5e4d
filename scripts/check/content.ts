/**
 * `npm run check:content`: the mechanical rules of CONTENT_GUIDE.md over every authored page in docs/
 * and versioned_docs/: front matter, prose word count, banned placeholder wording, code-block languages,
 * and code that must parse or validate (YAML, recipes, GraphQL, JSON, Python). Then the source-talk rule
 * (./sourceTalk.ts) over docs/ and versioned_docs/ (generated pages included), data/ and graphql/, and the
 * version-claim rule (./versionClaims.ts): every page names only the release data/versions.yaml pins for its version.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import os from 'node:os';
import YAML from 'yaml';
import {parsePage} from '../lib/frontMatter';
import {codeBlocks, proseWordCount, type CodeBlock} from '../lib/markdown';
import {isGeneratedDocPath, listFiles} from '../generate/docs';
import {frozenVersions} from '../generate/frozenVersions';
import {isRecipe, validateRecipe} from '../lib/recipe';
import {connectorsByRecipeType, loadConnectors} from '../generate/connectors/load';
import {loadSchema, validateOperation} from '../lib/graphqlSchema';
import {findSourceTalk} from './sourceTalk';
import {describeClaim, findVersionClaims} from './versionClaims';
import {CURRENT, docsVersionOfPath, loadVersions, versionOf} from '../lib/versions';

export const MIN_PROSE_WORDS = 300;
export const BANNED_PHRASES = [
  /lorem ipsum/i,
  /coming soon/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /under construction/i,
  /\bplaceholder text\b/i,
];
const SHELL = new Set(['shell', 'bash', 'sh', 'shell-session', 'console', 'zsh']);
const KNOWN_LANGS = new Set([
  ...SHELL,
  'yaml',
  'yml',
  'json',
  'graphql',
  'python',
  'py',
  'java',
  'sql',
  'text',
  'ini',
  'properties',
  'toml',
  'xml',
  'html',
  'javascript',
  'js',
  'typescript',
  'ts',
  'tsx',
  'jsx',
  'dockerfile',
  'docker',
  'mermaid',
  'scala',
  'groovy',
  'kotlin',
  'http',
  'diff',
  'csv',
  'protobuf',
  'proto',
  'pdl',
  'go',
  'markdown',
  'md',
  'hcl',
  'nginx',
  'log',
  'plaintext',
  'cron',
  'jsonc',
  'json5',
  'jinja',
  'gradle',
  'powershell',
  'env',
  'dotenv',
  'conf',
  'avro',
  'pig',
  'r',
  'rust',
  'c',
  'cpp',
]);

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface Validators {
  recipe: (doc: unknown) => string[];
  graphql: (source: string) => string[];
}

/** Problems of one code block (language and syntax); Python is checked in one batch elsewhere. */
export function checkBlock(block: CodeBlock, validators: Validators): string[] {
  if (!block.lang) return ['code block without a language: write ```yaml, ```shell, ```text ...'];
  if (!KNOWN_LANGS.has(block.lang)) return [`unknown code-block language "${block.lang}"`];
  if (block.lang === 'yaml' || block.lang === 'yml') {
    let docs: unknown[];
    try {
      docs = YAML.parseAllDocuments(block.code).map((d) => {
        if (d.errors.length) throw d.errors[0];
        return d.toJS();
      });
    } catch (error) {
      return [`YAML does not parse: ${(error as Error).message.split('\n')[0]}`];
    }
    return docs.filter(isRecipe).flatMap((doc) => validators.recipe(doc).map((e) => `recipe: ${e}`));
  }
  if (block.lang === 'json') {
    try {
      JSON.parse(block.code);
    } catch (error) {
      return [`JSON does not parse: ${(error as Error).message}`];
    }
  }
  if (block.lang === 'graphql') return validators.graphql(block.code).map((e) => `GraphQL: ${e}`);
  return [];
}

/**
 * `:::note Some title`: Docusaurus 3 reads an admonition's title only in brackets (`:::note[Some title]`); with a
 * space the whole line, colons included, is printed as text.
 */
export const LEGACY_ADMONITION_TITLE = /^\s*:{3,}(?:note|info|tip|warning|caution|danger|important) +[^\s{[]/;

/** Problems of one page (everything but Python compilation). */
export function checkPage(file: string, source: string, validators: Validators): Problem[] {
  const problems: Problem[] = [];
  const {frontMatter, body, bodyLineOffset} = parsePage(source, file);
  const at = (line: number, message: string) => problems.push({file, line, message});
  if (typeof frontMatter.title !== 'string' || !frontMatter.title.trim()) at(1, 'front matter needs a `title`');
  const description = frontMatter.description;
  if (typeof description !== 'string' || !description.trim()) at(1, 'front matter needs a one-sentence `description`');
  else if (description.length > 160) at(1, `description is ${description.length} characters; keep it to 160`);
  const words = proseWordCount(body);
  const isIndex = frontMatter.sidebar_class_name === 'category-index' || frontMatter.category_index === true;
  if (!isIndex && words < MIN_PROSE_WORDS)
    at(1, `only ${words} words of prose; a page needs at least ${MIN_PROSE_WORDS}`);
  body.split('\n').forEach((line, index) => {
    for (const phrase of BANNED_PHRASES) {
      if (phrase.test(line)) at(index + 1 + bodyLineOffset, `placeholder wording "${line.match(phrase)?.[0]}"`);
    }
    if (LEGACY_ADMONITION_TITLE.test(line)) {
      at(index + 1 + bodyLineOffset, `admonition title without brackets: write ":::type[Title]" ("${line.trim()}")`);
    }
  });
  for (const block of codeBlocks(body)) {
    for (const message of checkBlock(block, validators)) at(block.line + bodyLineOffset, message);
  }
  return problems;
}

/** Compiles every Python block in one python3 process; returns problems keyed to file and line. */
export function checkPython(blocks: {file: string; line: number; code: string}[]): Problem[] {
  if (blocks.length === 0) return [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pycheck-'));
  const input = blocks.map((b, i) => ({i, path: path.join(dir, `b${i}.py`), code: b.code}));
  for (const b of input) fs.writeFileSync(b.path, b.code);
  const script = [
    'import sys, json, py_compile',
    'out = []',
    'for i, p in json.load(sys.stdin):',
    '    try: py_compile.compile(p, doraise=True)',
    '    except py_compile.PyCompileError as e: out.append([i, str(e.msg).strip().splitlines()[-1]])',
    'print(json.dumps(out))',
  ].join('\n');
  const result = execFileSync('python3', ['-c', script], {input: JSON.stringify(input.map((b) => [b.i, b.path]))});
  fs.rmSync(dir, {recursive: true, force: true});
  return (JSON.parse(result.toString()) as [number, string][]).map(([i, message]) => ({
    file: blocks[i]!.file,
    line: blocks[i]!.line,
    message: `Python does not compile: ${message}`,
  }));
}

export function defaultValidators(root: string): Validators {
  const byType = connectorsByRecipeType(loadConnectors(root));
  const schema = loadSchema(root);
  return {recipe: (doc) => validateRecipe(doc, byType), graphql: (src) => validateOperation(schema, src)};
}

/** Generated pages (Next's and frozen versions') come from data/, which has its own checks. */
function isGenerated(dir: string, rel: string): boolean {
  if (dir === 'docs') return isGeneratedDocPath(rel);
  if (dir !== 'versioned_docs') return false;
  return frozenVersions.some((v) => {
    const folder = `version-${v.name}/`;
    return rel.startsWith(folder) && isGeneratedDocPath(rel.slice(folder.length), v.generatedDirs);
  });
}

export function checkContent(root: string, dirs = ['docs', 'versioned_docs']): Problem[] {
  const validators = defaultValidators(root);
  const problems: Problem[] = [];
  const python: {file: string; line: number; code: string}[] = [];
  for (const dir of dirs) {
    for (const rel of listFiles(path.join(root, dir)).filter((f) => /\.mdx?$/.test(f) && !isGenerated(dir, f))) {
      const file = `${dir}/${rel}`;
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      problems.push(...checkPage(file, source, validators));
      const {body, bodyLineOffset} = parsePage(source, file);
      for (const block of codeBlocks(body).filter((b) => b.lang === 'python' || b.lang === 'py')) {
        python.push({file, line: block.line + bodyLineOffset, code: block.code});
      }
    }
  }
  return [...problems, ...checkPython(python)];
}

/** Where the source-talk rule looks: authored and generated pages, and the data and schema they come from. */
export const SOURCE_TALK_DIRS = ['docs', 'versioned_docs', 'data', 'graphql'];
const SOURCE_TALK_FILES = /\.(?:mdx?|ya?ml|graphql)$/;

/** Source-talk (scripts/check/sourceTalk.ts) in every page, data file and schema file under `dirs`. */
export function checkSourceTalk(root: string, dirs = SOURCE_TALK_DIRS): Problem[] {
  const problems: Problem[] = [];
  for (const dir of dirs) {
    for (const rel of listFiles(path.join(root, dir)).filter((f) => SOURCE_TALK_FILES.test(f))) {
      const file = `${dir}/${rel}`;
      for (const hit of findSourceTalk(fs.readFileSync(path.join(root, file), 'utf8'))) {
        problems.push({
          file,
          line: hit.line,
          message: `talks about the page's source, not DataHub: "${hit.phrase}" (${hit.rule.id}); ${hit.rule.hint}`,
        });
      }
    }
  }
  return problems;
}

/**
 * Where the version-claim rule looks: authored and generated pages of every version (but DataHub Cloud release
 * notes, which name Cloud's own versions).
 */
export const VERSION_CLAIM_DIRS = ['docs', 'versioned_docs'];
const CLOUD_RELEASE_NOTES = /^(?:docs|versioned_docs\/version-[^/]+)\/managed-datahub\/release-notes\//;

/** Version claims (scripts/check/versionClaims.ts) that disagree with data/versions.yaml, with file and line. */
export function checkVersionClaims(root: string, dirs = VERSION_CLAIM_DIRS): Problem[] {
  const versions = loadVersions(root);
  const problems: Problem[] = [];
  for (const dir of dirs) {
    for (const rel of listFiles(path.join(root, dir)).filter((f) => /\.mdx?$/.test(f))) {
      const file = `${dir}/${rel}`;
      const docsVersion = docsVersionOfPath(file);
      if (!docsVersion || CLOUD_RELEASE_NOTES.test(file)) continue;
      const version = versionOf(versions, docsVersion);
      const label = docsVersion === CURRENT ? 'Next' : `version ${docsVersion}`;
      const {body, bodyLineOffset} = parsePage(fs.readFileSync(path.join(root, file), 'utf8'), file);
      for (const claim of findVersionClaims(body, version)) {
        problems.push({file, line: claim.line + bodyLineOffset, message: describeClaim(claim, label)});
      }
    }
  }
  return problems;
}

function main(): void {
  const root = path.resolve(import.meta.dirname, '../..');
  const problems = [...checkContent(root), ...checkSourceTalk(root), ...checkVersionClaims(root)];
  if (problems.length) {
    for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
    console.error(`\ncheck:content: ${problems.length} problem(s). The rules are in CONTENT_GUIDE.md.`);
    process.exit(1);
  }
  console.log('check:content: all pages pass');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();

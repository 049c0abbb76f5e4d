/**
 * Turns a doc's source file into the plain Markdown twin served next to the page (`/docs/<path>.md`) for AI
 * tools: front matter dropped, the title as `# H1`, links made absolute, and the options table of the generated
 * connector pages (`<ConnectorOptions deferred={optionsData} />`, whose rows are a JSON file beside the page) written
 * out as a nested list; tabs (`::::tabs` directives) become one heading per tab. Working from the source keeps code
 * fences, their languages and tables exactly as written, which an HTML-to-Markdown round trip of the built page
 * would have to reconstruct.
 */
import path from 'node:path';
import type {ConnectorOptionRow} from '../../src/types/connectors';
import {parsePage} from '../lib/frontMatter';
import {directiveOpening, isDirectiveClose, rewriteLinks, tabLabel, withoutCode} from '../lib/markdown';

/** The URL path of a page's twin: `/docs/quickstart` -> `/docs/quickstart.md`, `/docs/deploy/` -> `/docs/deploy.md`. */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** A connector's options as a nested Markdown list (one item per option, children indented below it). */
export function optionsToMarkdown(options: ConnectorOptionRow[], depth = 0): string {
  const indent = '  '.repeat(depth);
  return options
    .map((option) => {
      const facts = [option.type, option.required ? 'required' : 'optional'];
      const extra = [
        option.default !== undefined && option.default !== '' ? ` Default: \`${option.default}\`.` : '',
        option.example !== undefined ? ` Example: \`${option.example}\`.` : '',
      ].join('');
      const line = `${indent}- \`${option.name}\` (${facts.join(', ')}): ${option.description}${extra}`;
      const children = option.fields?.length ? `\n${optionsToMarkdown(option.fields, depth + 1)}` : '';
      return line + children;
    })
    .join('\n');
}

/** The options table of a generated page, whose rows are a data file beside it (scripts/generate/connectors/render.ts). */
const DEFERRED_CONNECTOR_OPTIONS = /^<ConnectorOptions deferred=\{(\w+)\}\s*\/>\s*$/;
/** The registration of that data file: `export const <name> = deferData("<key>", ... require('./<file>') ...);`. */
const DEFERRED_DATA_EXPORT = /^export const (\w+) = deferData\("[^"]+", .*\brequire\('([^']+)'\)/;
const MDX_EXPORT = /^export\s+const\s/;
const SELF_CLOSING_JSX = /^<[A-Z][\w.]*(\s[^>]*)?\/>\s*$/;
/** The recipe checker of connector pages: interactive only; its recipe prop (a JSON string) may hold `>`. */
const RECIPE_CHECKER = /^<RecipeChecker\s[\s\S]*\/>\s*$/;
/** What a reader of the twin gets in place of the interactive checker: the same check, for tools. */
export const RECIPE_CHECKER_TWIN = [
  '### Recipe checker',
  '',
  "On the web page, a recipe checker validates a recipe against this connector's options as you type: unknown",
  'options with the closest real name, wrong types, missing required options, secrets written in clear and a',
  "`source.type` of another connector. Tools get the same check from the docs' MCP server (`validate_recipe`,",
  'see /docs/ai-tools) or from the JSON Schema named in the `yaml-language-server` line of the starter recipe.',
].join('\n');
const MDX_IMPORT = /^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;

/**
 * Replaces MDX-only lines (imports, exports, JSX components) outside code blocks by Markdown. `readData` reads a
 * data file that the page imports, by its path relative to the page (the options table of connector pages).
 */
export function mdxToMarkdown(body: string, readData: (relative: string) => unknown = noData): string {
  const prose = withoutCode(body).split('\n');
  const dataFiles = new Map<string, string>();
  for (const line of prose) {
    const data = DEFERRED_DATA_EXPORT.exec(line);
    if (data) dataFiles.set(data[1]!, data[2]!);
  }
  return body
    .split('\n')
    .map((line, i) => {
      const text = prose[i] ?? '';
      if (text === '' && line.trim() !== '') return line; // inside a code block
      if (MDX_IMPORT.test(line) || MDX_EXPORT.test(line)) return null;
      const deferred = DEFERRED_CONNECTOR_OPTIONS.exec(line);
      if (deferred) {
        const file = dataFiles.get(deferred[1]!);
        if (!file)
          throw new Error(`<ConnectorOptions deferred={${deferred[1]}}> names no deferData export of the page`);
        return optionsToMarkdown(readData(file) as ConnectorOptionRow[]);
      }
      if (RECIPE_CHECKER.test(line)) return RECIPE_CHECKER_TWIN;
      if (SELF_CLOSING_JSX.test(line)) return null;
      return line;
    })
    .filter((line): line is string => line !== null)
    .join('\n');
}

export interface TwinContext {
  /** Repository-relative path of the source file. */
  source: string;
  title: string;
  /** Absolute URL of the page (site URL + permalink). */
  pageUrl: string;
  /** Site URL plus base URL without its trailing slash, e.g. `https://docs.datahub.com`. */
  siteRoot: string;
  /** Absolute page URL of a repository-relative source file, or undefined when it is not a doc. */
  urlOfSource: (source: string) => string | undefined;
  /** Reads a data file the page imports (JSON), by its path relative to the page. */
  readData?: (relative: string) => unknown;
}

/** Absolute target of a link found in `ctx.source`; unchanged when it cannot be resolved. */
export function absoluteTarget(target: string, ctx: TwinContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target; // https:, mailto: ...
  if (target.startsWith('#')) return `${ctx.pageUrl}${target}`;
  if (target.startsWith('/')) return `${ctx.siteRoot}${target}`;
  const [file = '', anchor] = target.split('#');
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(ctx.source), decodeURI(file)));
  const url = ctx.urlOfSource(resolved);
  if (!url) return target;
  return anchor ? `${url}#${anchor}` : url;
}

/**
 * Writes the tabs directives of a page (`::::tabs` / `:::tab{label="..."}`, see scripts/remark/tabs.ts) as
 * plain Markdown: each tab becomes a heading one level below the section it is in, followed by its content;
 * the fences are dropped. Other directives (admonitions) are kept as written.
 */
export function tabsToHeadings(body: string): string {
  const prose = withoutCode(body).split('\n');
  const open: string[] = [];
  let section = 2;
  const lines = body.split('\n');
  return lines
    .map((line, i) => {
      const text = prose[i] ?? '';
      if (text === '' && line.trim() !== '') return line; // inside a code block
      const heading = /^(#{1,6})\s/.exec(text);
      if (heading && open.length === 0) section = heading[1]!.length;
      const start = directiveOpening(text);
      if (start) {
        const {name} = start;
        open.push(name);
        if (name === 'tabs') return null;
        if (name !== 'tab') return line;
        const label = tabLabel(start.attributes, start.label) ?? start.attributes.value;
        const depth = open.filter((n) => n === 'tabs').length;
        const blankAfter = (lines[i + 1] ?? '').trim() === '' ? '' : '\n';
        return `${'#'.repeat(Math.min(section + depth, 6))} ${label ?? 'Option'}${blankAfter}`;
      }
      if (isDirectiveClose(text) && open.length > 0) {
        const name = open.pop();
        return name === 'tabs' || name === 'tab' ? null : line;
      }
      return line;
    })
    .filter((line): line is string => line !== null)
    .join('\n');
}

/**
 * Rewrites the target of every `](target)` outside code, including links whose text started on an earlier line
 * (which a line-by-line `[text](target)` match misses). Positions come from the text with code blanked out.
 */
export function rewriteLinkTargets(markdown: string, rewrite: (target: string) => string): string {
  const prose = withoutCode(markdown).split('\n');
  return markdown
    .split('\n')
    .map((line, i) => {
      const text = prose[i] ?? '';
      let out = '';
      let last = 0;
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const start = m.index + 2;
        out += line.slice(last, start) + rewrite(m[1]!);
        last = start + m[1]!.length;
      }
      return out + line.slice(last);
    })
    .join('\n');
}

function noData(relative: string): never {
  throw new Error(`the page reads the data file ${relative}, but no reader was given`);
}

/** The Markdown twin of one doc source file. */
export function toMarkdownTwin(sourceText: string, ctx: TwinContext): string {
  const {body} = parsePage(sourceText, ctx.source);
  let markdown = tabsToHeadings(ctx.source.endsWith('.mdx') ? mdxToMarkdown(body, ctx.readData) : body);
  markdown = markdown.replace(/^\s*# [^\n]*\n/, ''); // a leading H1 is the title, written below
  markdown = rewriteLinks(markdown, (target) => absoluteTarget(target, ctx));
  markdown = rewriteLinkTargets(markdown, (target) => absoluteTarget(target, ctx));
  return `# ${ctx.title}\n\n${markdown.trim()}\n`;
}

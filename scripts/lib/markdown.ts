/** Small Markdown helpers shared by the docs pipeline and the content checks. */
import GithubSlugger from 'github-slugger';

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the text given. */
  line: number;
}

/** An opening code fence: up to three spaces, three or more backticks or tildes, then the info string. */
export interface Fence {
  /** The fence's own indentation (content lines lose up to this many spaces). */
  indent: number;
  /** The run of backticks or tildes that opened the block. */
  marker: string;
  /** The first word of the info string, lower-cased (`yaml`, `shell` ...); '' when there is none. */
  lang: string;
  /** The rest of the info string (`title="recipe.yml"` ...). */
  meta: string;
}

const OPEN = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** The code fence this line opens, if it opens one. */
export function openingFence(line: string): Fence | undefined {
  const open = OPEN.exec(line);
  if (!open) return undefined;
  return {indent: open[1]!.length, marker: open[2]!, lang: open[3]!.toLowerCase(), meta: open[4] ?? ''};
}

/** True when `line` closes the block opened by `marker`: a run of the same character at least as long, alone. */
export function closesFence(line: string, marker: string): boolean {
  return line.trimStart().startsWith(marker) && line.trim().replace(/[`~]/g, '') === '';
}

/** For each line of the text: the fence of the code block it belongs to (its fences included), else undefined. */
export function fenceOfLines(lines: readonly string[]): (Fence | undefined)[] {
  let open: Fence | undefined;
  return lines.map((line) => {
    if (open) {
      const fence = open;
      if (closesFence(line, open.marker)) open = undefined;
      return fence;
    }
    open = openingFence(line);
    return open;
  });
}

/** Fenced code blocks of a Markdown text, in order. */
export function codeBlocks(text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = openingFence(lines[i] ?? '');
    if (!open) continue;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] ?? '';
      if (closesFence(line, open.marker)) break;
      body.push(line);
    }
    // Strip the fence's own indentation from the content, as CommonMark does.
    blocks.push({
      lang: open.lang,
      meta: open.meta,
      code: body.map((l) => l.slice(Math.min(open.indent, l.length - l.trimStart().length))).join('\n'),
      line: i + 1,
    });
    i = j;
  }
  return blocks;
}

/** A code span: a run of backticks, its text, and a closing run of the same length (CommonMark). */
const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/** The text with fenced code blocks and inline code replaced by blank lines / spaces (line numbers kept). */
export function withoutCode(text: string): string {
  const lines = text.split('\n');
  const fences = fenceOfLines(lines);
  return lines.map((line, i) => (fences[i] ? '' : line.replace(CODE_SPAN, (m) => ' '.repeat(m.length)))).join('\n');
}

export interface MarkdownLink {
  target: string;
  line: number;
}

/** Inline links and images `[text](target)` outside code, with their 1-based line. */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  withoutCode(text)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        links.push({target: match[1] ?? '', line: index + 1});
      }
    });
  return links;
}

/** Prose word count: code, front matter, HTML tags, link targets and Markdown punctuation excluded. */
export function proseWordCount(body: string): number {
  const prose = withoutCode(body)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|[\]-]/g, ' ');
  return prose.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/**
 * Rewrites the targets of inline links outside code. `rewrite` gets the target and returns the
 * new target, or null to drop the link and keep its text.
 */
export function rewriteLinks(text: string, rewrite: (target: string) => string | null): string {
  const prose = withoutCode(text).split('\n');
  return text
    .split('\n')
    .map((line, i) => {
      if ((prose[i] ?? '') === '' && line.trim() !== '') return line; // a line of a code block
      return line.replace(/\[([^\]]*)\]\(([^)\s]+)\)/g, (all, label: string, target: string) => {
        const next = rewrite(target);
        if (next === null) return label;
        return next === target ? all : `[${label}](${next})`;
      });
    })
    .join('\n');
}

/**
 * The ids of a page's headings (levels 2 to 6) as Docusaurus makes them: an explicit `{#id}` wins, otherwise the
 * heading's text without Markdown syntax through github-slugger (the library Docusaurus uses), repeated slugs
 * suffixed -1, -2 ... Headings inside fenced code are skipped.
 */
export function headingIds(markdown: string): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  const lines = withoutFencedCode(markdown).split('\n');
  for (const line of lines) {
    const m = /^ {0,3}#{2,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const explicit = /\{#([^}\s]+)\}\s*$/.exec(m[1]!);
    if (explicit) {
      ids.push(explicit[1]!);
      continue;
    }
    const text = m[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*_]/g, (c) => (c === '_' ? c : ''));
    ids.push(slugger.slug(text));
  }
  return ids;
}

/** The text with the lines of fenced code blocks blanked (line numbers kept). */
function withoutFencedCode(text: string): string {
  const lines = text.split('\n');
  const fences = fenceOfLines(lines);
  return lines.map((line, i) => (fences[i] ? '' : line)).join('\n');
}

// Escaping: Markdown prose from data files made safe in MDX *and* in CommonMark. `{`, `}` and `<` outside code
// spans and fenced code blocks are escaped, so MDX never parses them as expressions or JSX; backslash escapes and
// character references mean the same in CommonMark.

/** Escapes one run of text that is not code. */
function escapeText(text: string): string {
  // Autolinks `<https://...>` become ordinary links before `<` is escaped.
  const linked = text.replace(/<((?:https?|mailto):[^\s<>]+)>/g, (_m, url: string) => `[${url}](${url})`);
  let out = '';
  for (let i = 0; i < linked.length; i++) {
    const ch = linked[i] as string;
    const escapedAlready = i > 0 && linked[i - 1] === '\\';
    if ((ch === '{' || ch === '}') && !escapedAlready) out += `\\${ch}`;
    else if (ch === '<' && !escapedAlready) out += '&lt;';
    else out += ch;
  }
  return out;
}

/** Escapes a line outside fences, keeping code spans (backtick runs of equal length) verbatim. */
function escapeInline(line: string): string {
  let out = '';
  let i = 0;
  let textStart = 0;
  while (i < line.length) {
    if (line[i] === '`' && (i === 0 || line[i - 1] !== '\\')) {
      let n = 0;
      while (line[i + n] === '`') n++;
      const fence = '`'.repeat(n);
      // find a closing run of exactly n backticks
      let j = i + n;
      let close = -1;
      while (j < line.length) {
        const k = line.indexOf(fence, j);
        if (k < 0) break;
        let m = 0;
        while (line[k + m] === '`') m++;
        if (m === n) {
          close = k;
          break;
        }
        j = k + m;
      }
      if (close < 0) {
        i += n; // an unmatched backtick run is literal text
        continue;
      }
      out += escapeText(line.slice(textStart, i)) + line.slice(i, close + n);
      i = close + n;
      textStart = i;
      continue;
    }
    i++;
  }
  return out + escapeText(line.slice(textStart));
}

/**
 * Escapes Markdown for MDX. Fenced blocks (``` or ~~~) are kept verbatim. Code spans spanning lines are
 * handled per paragraph.
 */
export function escapeMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(escapeInline(paragraph.join('\n')));
    paragraph = [];
  };
  const fences = fenceOfLines(lines);
  lines.forEach((line, i) => {
    if (fences[i]) {
      flush();
      out.push(line);
      return;
    }
    if (line.trim() === '') {
      flush();
      out.push(line);
      return;
    }
    paragraph.push(line);
  });
  flush();
  return out.join('\n');
}

/** Escapes a single-line Markdown fragment for a table cell: also `|` and newlines. */
export function escapeCell(markdown: string): string {
  return escapeMarkdown(markdown.replace(/\s*\n\s*/g, ' ').trim()).replace(/(?<!\\)\|/g, '\\|');
}

/** Shortens text to a search-snippet description of at most `max` characters, cutting at a word. */
export function snippet(text: string, max = 160): string {
  const plain = text
    .replace(/\s+/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .trim();
  if (plain.length <= max) return plain;
  const firstSentence = /^(.+?[.!?])\s/.exec(plain);
  if (firstSentence && (firstSentence[1] as string).length <= max) return firstSentence[1] as string;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 40 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

/** A table cell: one line, `|` escaped. */
export function tableCell(markdown: string): string {
  return markdown
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/(?<!\\)\|/g, '\\|');
}

/** Inline code that survives any backticks inside the value. */
export function inlineCode(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

// Directives (`::::tabs{group="..."}`, `:::tab{label="..."}`, admonitions), read line by line. The remark plugin
// (scripts/remark/tabs.ts) reads the same syntax from remark-directive's tree; both name a tab with `tabLabel`.

/** The opening line of a container directive: `:::name[label]{key="value" ...}`. */
export interface DirectiveOpening {
  colons: number;
  name: string;
  /** The text between `[` and `]`, if any. */
  label?: string;
  attributes: Record<string, string>;
}

const DIRECTIVE_OPEN = /^(:{3,})([A-Za-z][\w-]*)(?:\[([^\]]*)\])?(?:\{([^}]*)\})?\s*$/;

/** The container directive this line opens, if it opens one (leading and trailing spaces ignored). */
export function directiveOpening(line: string): DirectiveOpening | undefined {
  const m = DIRECTIVE_OPEN.exec(line.trim());
  if (!m) return undefined;
  const attributes: Record<string, string> = {};
  for (const a of (m[4] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)) attributes[a[1]!] = a[2] ?? '';
  return {colons: m[1]!.length, name: m[2]!, label: m[3], attributes};
}

/** True for the closing line of a container directive (`:::` or more colons, alone). */
export const isDirectiveClose = (line: string) => /^:{3,}\s*$/.test(line.trim());

/** The label readers see on a tab: its `label` attribute, else the directive label `:::tab[CLI]`. */
export function tabLabel(attributes: Record<string, string | null | undefined>, bracket?: string): string | undefined {
  return attributes.label ?? bracket;
}

/** Small Markdown helpers shared by the docs pipeline and the content checks. */
import GithubSlugger from 'github-slugger';

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the text given. */
  line: number;
}

const OPEN = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** Fenced code blocks of a Markdown text, in order. */
export function codeBlocks(text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[2] ?? '```';
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] ?? '';
      if (line.trimStart().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line);
    }
    // Strip the fence's own indentation from the content, as CommonMark does.
    const indent = (open[1] ?? '').length;
    blocks.push({
      lang: (open[3] ?? '').toLowerCase(),
      meta: open[4] ?? '',
      code: body.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n'),
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
  let fence: string | null = null;
  return lines
    .map((line) => {
      const open = OPEN.exec(line);
      if (fence) {
        if (line.trimStart().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
        return '';
      }
      if (open) {
        fence = open[2] ?? '```';
        return '';
      }
      return line.replace(CODE_SPAN, (m) => ' '.repeat(m.length));
    })
    .join('\n');
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

/** First `# Heading` outside code, if any. */
export function firstH1(text: string): string | undefined {
  const match = /^#\s+(.+?)\s*#*\s*$/m.exec(withoutCode(text));
  return match?.[1]?.trim();
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
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence === null && open) {
        fence = open[1]!;
        return '';
      }
      if (fence !== null) {
        if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

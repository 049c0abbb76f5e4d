/**
 * Helpers that turn Markdown prose from data files into text that is safe in MDX *and* in CommonMark:
 * `{`, `}` and `<` outside code spans and fenced code blocks are escaped, so MDX never parses them as
 * expressions or JSX. Backslash escapes and character references mean the same in CommonMark.
 */

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
  let fence: string | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) out.push(escapeInline(paragraph.join('\n')));
    paragraph = [];
  };
  for (const line of lines) {
    if (fence !== null) {
      out.push(line);
      const closing = line.trim();
      if (closing.startsWith(fence) && closing.replace(new RegExp(`^${fence[0] === '`' ? '`' : '~'}+`), '') === '') {
        fence = null;
      }
      continue;
    }
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (open) {
      flush();
      fence = open[1] as string;
      out.push(line);
      continue;
    }
    if (line.trim() === '') {
      flush();
      out.push(line);
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return out.join('\n');
}

/** Escapes a single-line Markdown fragment for a table cell: also `|` and newlines. */
export function escapeCell(markdown: string): string {
  return escapeMarkdown(markdown.replace(/\s*\n\s*/g, ' ').trim()).replace(/(?<!\\)\|/g, '\\|');
}

/** A YAML-safe scalar for front matter (JSON strings are valid YAML). */
export function yamlString(value: string): string {
  return JSON.stringify(value);
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

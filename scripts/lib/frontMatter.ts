import YAML from 'yaml';

export interface ParsedPage {
  frontMatter: Record<string, unknown>;
  /** The body after the front matter block. */
  body: string;
  /** Number of lines the front matter block (with its fences) takes, to report body line numbers. */
  bodyLineOffset: number;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown file into front matter and body; throws with a clear message on invalid YAML. */
export function parsePage(source: string, file: string): ParsedPage {
  const match = FENCE.exec(source);
  if (!match) return {frontMatter: {}, body: source, bodyLineOffset: 0};
  let data: unknown;
  try {
    data = YAML.parse(match[1] ?? '') ?? {};
  } catch (error) {
    throw new Error(`${file}:1: invalid front matter YAML: ${(error as Error).message}`);
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    throw new Error(`${file}:1: front matter must be a YAML mapping (key: value lines)`);
  }
  return {
    frontMatter: data as Record<string, unknown>,
    body: source.slice(match[0].length),
    bodyLineOffset: match[0].split('\n').length - 1,
  };
}

export function renderPage(frontMatter: Record<string, unknown>, body: string, comment?: string): string {
  const yaml = YAML.stringify(frontMatter, {lineWidth: 0}).trimEnd();
  const note = comment ? `\n<!-- ${comment} -->\n` : '';
  return `---\n${yaml}\n---\n${note}\n${body.replace(/^\n+/, '')}`;
}

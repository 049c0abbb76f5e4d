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

/** A YAML-safe scalar for front matter (JSON strings are valid YAML). */
export function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** A front matter value as the generators write it: strings quoted, lists as flow sequences of quoted strings. */
export type FrontMatterValue = string | number | boolean | readonly string[];

/**
 * The front matter block of a generated page (`---` lines included, no newline after the closing `---`): an
 * optional `# comment` line (where the page comes from), then one `key: value` line per field in the order given;
 * fields that are undefined are left out.
 */
export function frontMatterBlock(fields: Record<string, FrontMatterValue | undefined>, comment?: string): string {
  const lines = ['---'];
  if (comment) lines.push(`# ${comment}`);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text =
      typeof value === 'string'
        ? yamlString(value)
        : Array.isArray(value)
          ? `[${value.map(yamlString).join(', ')}]`
          : String(value);
    lines.push(`${key}: ${text}`);
  }
  lines.push('---');
  return lines.join('\n');
}

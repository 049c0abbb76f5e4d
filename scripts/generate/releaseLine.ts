/**
 * The sentence that states, once near the title, which DataHub release a generated reference page documents. The
 * release comes from data/versions.yaml (scripts/lib/versions.ts), so Next's pages and a frozen version's pages made
 * from the same data each name their own release.
 */
import {loadVersions, versionOf} from '../lib/versions';
import type {FamilyOutput} from './types';

export function releaseSentence(release: string): string {
  return `This reference describes DataHub ${release}.`;
}

/** Lines that stay above an inserted paragraph: MDX imports and exports, and the platform logo shown beside the title. */
const HEAD_LINE = /^(?:import\s.*|export\sconst\s.*|<PlatformLogo\b.*\/>\s*|\s*)$/;

/**
 * Where a paragraph goes in a page: `start` is the first line after the front matter, `at` the first line after the
 * imports and logo that follow it (past a leading `# title` too when `skipTitle`), `before` that point without the
 * blank lines above it.
 */
export function headEnd(lines: string[], skipTitle = false): {start: number; at: number; before: number} {
  let start = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    start = end === -1 ? 0 : end + 1;
  }
  let at = start;
  while (at < lines.length && HEAD_LINE.test(lines[at]!)) at++;
  if (skipTitle && /^#\s/.test(lines[at] ?? '')) at++;
  let before = at;
  while (before > start && lines[before - 1]!.trim() === '') before--;
  return {start, at, before};
}

/** `content` with the release sentence as the first paragraph after the front matter, imports and logo. */
export function withReleaseLine(content: string, release: string): string {
  const lines = content.split('\n');
  // Keep one blank line on each side of the new paragraph.
  const {at, before} = headEnd(lines);
  const head = lines.slice(0, before);
  const rest = lines.slice(at);
  return [...head, '', releaseSentence(release), '', ...rest].join('\n');
}

/** The release a docs version documents, from data/versions.yaml (`current` for Next). */
export function releaseOf(root: string, docsVersion: string): string {
  return versionOf(loadVersions(root), docsVersion).release;
}

/** `out` with the release sentence on every page (Markdown and MDX) it writes. */
export function stampRelease(out: FamilyOutput, release: string): FamilyOutput {
  return {
    ...out,
    docs: out.docs.map((doc) =>
      /\.mdx?$/.test(doc.path) ? {...doc, content: withReleaseLine(doc.content, release)} : doc,
    ),
  };
}

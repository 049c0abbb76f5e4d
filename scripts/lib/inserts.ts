/**
 * Generated lists inside authored pages: a line `<!-- generated:<marker> -->` of `docs/<page>` is replaced by the
 * Markdown a family wrote for it (see GeneratedInsert). `npm run generate` checks every marker against the inserts
 * and writes them to generated/inserts/; the docs plugin's Markdown preprocessor and the Markdown twins fill them
 * in from there, so the authored page itself is read in place.
 */
import fs from 'node:fs';
import path from 'node:path';

const MARKER = /^<!-- generated:([a-z][a-zA-Z0-9-]*) -->$/;
export const INSERTS_DIR = 'generated/inserts';

/** Where the insert for `marker` of `docs/<page>` is written, relative to generated/inserts/. */
export const insertFile = (page: string, marker: string) => `${page.replace(/\.mdx?$/, '')}/${marker}.md`;

/**
 * `text` with each marker line replaced by `lookup(marker)`, recursively (an insert may leave room for another
 * family's list). Throws, naming `page`, for a marker without an insert or one inside its own insert.
 */
export function fillMarkers(
  text: string,
  page: string,
  lookup: (marker: string) => string | undefined,
  open: string[] = [],
): string {
  if (!text.includes('<!-- generated:')) return text;
  return text
    .split('\n')
    .map((line) => {
      const name = MARKER.exec(line.trim())?.[1];
      if (!name) return line;
      if (open.includes(name)) {
        throw new Error(`docs/${page}: "<!-- generated:${name} -->" appears inside its own generated content`);
      }
      const insert = lookup(name);
      if (insert === undefined)
        throw new Error(`docs/${page}: "<!-- generated:${name} -->" has no generator; remove the line`);
      return fillMarkers(insert, page, lookup, [...open, name]);
    })
    .join('\n');
}

/**
 * An authored page of docs/ (`page` relative to docs/) with its inserts filled in from generated/inserts/. Throws
 * with the fix when `npm run generate` has not written an insert yet.
 */
export function fillFromFiles(siteDir: string, page: string, text: string): string {
  return fillMarkers(text, page, (marker) => {
    const file = path.join(siteDir, INSERTS_DIR, insertFile(page, marker));
    if (!fs.existsSync(file)) {
      throw new Error(`docs/${page}: ${INSERTS_DIR}/${insertFile(page, marker)} is missing; run \`npm run generate\``);
    }
    return fs.readFileSync(file, 'utf8');
  });
}

/** The docs/ page (relative to docs/) of an absolute or site-relative file path, or undefined outside docs/. */
export function authoredPageOf(siteDir: string, filePath: string): string | undefined {
  const rel = path.relative(siteDir, path.resolve(siteDir, filePath)).split(path.sep).join('/');
  return rel.startsWith('docs/') ? rel.slice('docs/'.length) : undefined;
}

/** The Markdown preprocessor of the site: fills the inserts of docs/ pages, leaves every other file as it is. */
export function fillInsertsOfPage(siteDir: string, filePath: string, text: string): string {
  const page = authoredPageOf(siteDir, filePath);
  return page === undefined ? text : fillFromFiles(siteDir, page, text);
}

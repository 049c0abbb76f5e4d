/**
 * Writes the optional end tags back into every built HTML page (`</p>`, `</li>`, `</td>`, `</tr>`, `</option>` ...).
 *
 * Docusaurus minifies pages with @swc/html and `tagOmission: 'keep-head-and-body'`, which drops every end tag HTML
 * allows to leave out. Browsers rebuild the same document, but the simple HTML parsers many agents and crawlers use
 * (node-html-parser, for one: afdocs reads pages with it) do not: they nest the rest of the page inside the first
 * unclosed `<li>` and lose `<main>` and `<article>`. Parsing each page once more with the same engine and writing it
 * out with every tag kept gives the same document tree (so hydration is unaffected) for about 0.4% more gzip bytes
 * (measured on a doc page: 10,123 -> 10,160 B). Whitespace, scripts, styles and JSON are left exactly as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import {minify, type Options} from '@swc/html';

/** Re-serialise only: no minification of any kind, every tag written. */
const KEEP_EVERYTHING: Options = {
  tagOmission: false,
  collapseWhitespaces: 'none',
  removeComments: false,
  preserveComments: [],
  removeEmptyAttributes: false,
  removeRedundantAttributes: 'none',
  normalizeAttributes: false,
  sortAttributes: false,
  sortSpaceSeparatedAttributeValues: false,
  minifyJs: false,
  minifyJson: false,
  minifyCss: false,
};

export async function withEndTags(html: string): Promise<string> {
  const {code, errors} = await minify(Buffer.from(html), KEEP_EVERYTHING);
  const fatal = (errors ?? []).filter((e) => e.level === 'Error');
  if (fatal.length > 0) throw new Error(`HTML could not be re-serialised: ${fatal.map((e) => e.message).join('; ')}`);
  return code;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Rewrites every `.html` file under `outDir`; returns how many changed. */
export async function writeEndTags(outDir: string): Promise<{files: number; changed: number}> {
  let files = 0;
  let changed = 0;
  for (const file of htmlFiles(outDir)) {
    files++;
    const before = fs.readFileSync(file, 'utf8');
    let after: string;
    try {
      after = await withEndTags(before);
    } catch (error) {
      throw new Error(`${path.relative(outDir, file)}: ${(error as Error).message}`, {cause: error});
    }
    if (after !== before) {
      fs.writeFileSync(file, after);
      changed++;
    }
  }
  return {files, changed};
}

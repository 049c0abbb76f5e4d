/**
 * `npm run docs:snapshot -- <version> <doc ids...>`: copies authored pages from docs/ into
 * versioned_docs/version-<version>/, the committed copy of a frozen version (what `docusaurus
 * docs:version` would do, but page by page so a version can be filled gradually). Links to pages
 * that are not part of the snapshot become plain text, so the frozen version never links forward.
 * Pages are then edited in place to say what was true at that release.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parsePage, renderPage} from '../lib/frontMatter';
import {rewriteLinks} from '../lib/markdown';

export function unlinkMissing(body: string, exists: (target: string) => boolean): string {
  return rewriteLinks(body, (target) =>
    /^(https?:|\/|#)/.test(target) || exists(target.split('#')[0]!) ? target : null,
  );
}

export function snapshot(root: string, version: string, ids: string[]): string[] {
  const outDir = path.join(root, 'versioned_docs', `version-${version}`);
  const chosen = new Set(ids.map((id) => `${id}.md`));
  const written: string[] = [];
  for (const rel of chosen) {
    const source = fs.readFileSync(path.join(root, 'docs', rel), 'utf8');
    const {frontMatter, body} = parsePage(source, `docs/${rel}`);
    const fm = {...frontMatter};
    delete fm.custom_edit_url;
    const exists = (target: string) => chosen.has(path.posix.join(path.posix.dirname(rel), target));
    const target = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, renderPage(fm, unlinkMissing(body, exists)));
    written.push(target);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [version, ...ids] = process.argv.slice(2);
  if (!version || ids.length === 0) {
    console.error('usage: npm run docs:snapshot -- <version> <doc id> [<doc id> ...]');
    process.exit(2);
  }
  const root = path.resolve(import.meta.dirname, '../..');
  console.log(
    snapshot(root, version, ids)
      .map((f) => path.relative(root, f))
      .join('\n'),
  );
}

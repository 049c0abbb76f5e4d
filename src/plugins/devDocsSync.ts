/**
 * `npm start` only: the docs plugin reads genDocs/, the copy of docs/ that `npm run generate` writes, so an edit to
 * docs/ would never reach the dev server. This plugin watches docs/ and rewrites the changed page's copy in
 * genDocs/ (same transform as the generator), which the dev server then reloads like any edited page.
 * It does nothing in `docusaurus build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {AUTHORED_DIR, GEN_DOCS, authoredDoc, lastCommitDates} from '../../scripts/generate/docs';
import {applyInserts} from '../../scripts/generate/inserts';
import {RELEASES_PAGE, buildReleasesOutput, loadReleases} from '../../scripts/generate/releases';
import {UPGRADE_PAGE, buildUpgradeGuideOutput} from '../../scripts/generate/upgradeGuide';

/** Rewrites (or removes) the genDocs/ copy of `docs/<rel>`; returns a message for the dev server's log. */
export function syncAuthoredFile(root: string, rel: string): string {
  const target = path.join(root, GEN_DOCS, rel);
  if (!fs.existsSync(path.join(root, AUTHORED_DIR, rel))) {
    fs.rmSync(target, {force: true});
    return `${AUTHORED_DIR}/${rel} removed from ${GEN_DOCS}/`;
  }
  const sourcePath = `${AUTHORED_DIR}/${rel}`;
  const {doc, broken} = authoredDoc(root, rel, lastCommitDates(root, sourcePath).get(sourcePath));
  // The release list of docs/releases.md comes from data/releases/ (the `releases` family of npm run generate).
  if (rel === RELEASES_PAGE) applyInserts([doc], buildReleasesOutput(loadReleases(root)).inserts ?? []);
  // The upgrade guide's per-release changes come from data/upgrade/ (the `upgradeGuide` family).
  if (rel === UPGRADE_PAGE) applyInserts([doc], buildUpgradeGuideOutput(root).inserts ?? []);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
  if (current !== doc.content) {
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, doc.content);
  }
  const links = broken.map((b) => `\n  ${b.file}:${b.line}: link to "${b.target}": no such file`).join('');
  return `${sourcePath} -> ${GEN_DOCS}/${rel}${links}`;
}

let watching = false;

export default function devDocsSync(context: LoadContext): Plugin {
  // `docusaurus start` is the only command that loads plugins in development mode and keeps running; the config is
  // loaded again on every reload, hence one watcher per process.
  if (process.env.NODE_ENV === 'development' && !watching) {
    watching = true;
    const root = context.siteDir;
    const watcher = fs.watch(path.join(root, AUTHORED_DIR), {recursive: true}, (_event, file) => {
      if (!file) return;
      try {
        console.log(`[dev-docs-sync] ${syncAuthoredFile(root, file.split(path.sep).join('/'))}`);
      } catch (error) {
        console.error(`[dev-docs-sync] ${AUTHORED_DIR}/${file}: ${String(error)}`);
      }
    });
    // Never keeps a short-lived command (swizzle, write-translations ...) running.
    watcher.unref();
  }
  return {name: 'dev-docs-sync'};
}

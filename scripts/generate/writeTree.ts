/**
 * Makes a folder hold exactly the given files, touching only what differs: unchanged files keep their modification
 * time, so a dev server watching the folder recompiles only the pages that really changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from './docs';
import {readTextKept} from '../lib/fileStamp';

export interface TreeFile {
  path: string;
  content: string;
}

/** Returns the number of files written or removed. */
export function writeTree(dir: string, files: TreeFile[]): number {
  let changed = 0;
  const wanted = new Set(files.map((file) => file.path));
  for (const rel of listFiles(dir)) {
    if (wanted.has(rel)) continue;
    fs.rmSync(path.join(dir, rel));
    changed++;
  }
  for (const file of files) {
    const target = path.join(dir, file.path);
    // Read again only when changed since this process last read it: the dev server's passes (one long-lived
    // process) compare hundreds of files, many of them large, and rewrite a few.
    const current = fs.existsSync(target) ? readTextKept(target) : undefined;
    if (current === file.content) continue;
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.content);
    changed++;
  }
  removeEmptyFolders(dir);
  return changed;
}

/**
 * Writes pages (paths relative to a docs folder) into the generated folders `dirs` of the docs folder `base`, each
 * folder holding exactly its pages; pages outside `dirs` are not written.
 */
export function writeGeneratedDirs(base: string, dirs: string[], pages: TreeFile[]): void {
  for (const dir of dirs) {
    const prefix = `${dir}/`;
    writeTree(
      path.join(base, dir),
      pages
        .filter((page) => page.path.startsWith(prefix))
        .map((page) => ({...page, path: page.path.slice(prefix.length)})),
    );
  }
}

function removeEmptyFolders(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  let empty = true;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || !removeEmptyFolders(path.join(dir, entry.name))) empty = false;
  }
  if (empty) fs.rmdirSync(dir);
  return empty;
}

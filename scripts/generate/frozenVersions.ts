/**
 * Generated families of frozen versions. A frozen version's authored pages are committed in
 * versioned_docs/version-<name>/; its generated pages are written next to them into gitignored
 * folders (see .gitignore), from the same data, with what differs at that release applied here.
 */
import fs from 'node:fs';
import path from 'node:path';
import connectors from './connectors';
import entities from './entities';
import graphql from './graphql';
import {buildReleaseNotesOutput, loadReleaseNotes} from './releaseNotes';
import {compareVersions} from '../../data/schemas/releaseNote';
import type {GeneratedDoc} from './types';

export interface FrozenVersion {
  name: string;
  /** Folders under versioned_docs/version-<name>/ that are generated (and gitignored). */
  generatedDirs: string[];
  docs(root: string): Promise<GeneratedDoc[]>;
}

/** Points links between generated pages at the frozen version's copies. */
export function retargetLinks(content: string, version: string, dirs: string[]): string {
  const pattern = new RegExp(`\\]\\(/docs/(${dirs.map((d) => d.replace(/[/.]/g, '\\$&')).join('|')})(?=[/#)])`, 'g');
  return content
    .replace(pattern, `](/docs/${version}/$1`)
    .replace(new RegExp(`(["'])/docs/(${dirs.join('|')})/`, 'g'), `$1/docs/${version}/$2/`);
}

const v110Dirs = ['generated', 'graphql', 'managed-datahub/release-notes'];

export const frozenVersions: FrozenVersion[] = [
  {
    name: '1.1.0',
    generatedDirs: v110Dirs,
    async docs(root) {
      // DataHub Cloud v0.3.10 was the current Cloud release when DataHub 1.1.0 shipped.
      const notes = loadReleaseNotes(root).filter((n) => compareVersions(n.version, 'v0.3.10') <= 0);
      const outputs = [
        await connectors.run(root),
        await entities.run(root),
        await graphql.run(root),
        buildReleaseNotesOutput(notes),
      ];
      return outputs
        .flatMap((out) => out.docs)
        .filter((doc) => /\.mdx?$/.test(doc.path))
        .map((doc) => ({path: doc.path, content: retargetLinks(doc.content, '1.1.0', v110Dirs)}));
    },
  },
];

/** Writes the generated pages of every frozen version; returns the number of pages. */
export async function writeFrozenVersions(root: string, versions = frozenVersions): Promise<number> {
  let count = 0;
  for (const version of versions) {
    const base = path.join(root, 'versioned_docs', `version-${version.name}`);
    if (!fs.existsSync(base)) continue;
    for (const dir of version.generatedDirs) fs.rmSync(path.join(base, dir), {recursive: true, force: true});
    for (const doc of await version.docs(root)) {
      const target = path.join(base, doc.path);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, doc.content);
      count++;
    }
  }
  return count;
}

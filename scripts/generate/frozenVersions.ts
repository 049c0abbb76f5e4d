/**
 * Generated families of frozen versions. A frozen version's authored pages are committed in
 * versioned_docs/version-<name>/; its generated pages are written next to them into gitignored
 * folders (see .gitignore), from the same data, with what differs at that release applied here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {connectorsFor} from './connectors';
import {isOptionsDataPath} from './connectors/render';
import {entitiesFor} from './entities';
import {GRAPHQL_INPUTS, graphqlFor} from './graphql';
import {VERSIONS_FILE} from '../lib/versions';
import {buildReleaseNotesOutput, loadReleaseNotes} from './releaseNotes';
import {compareVersions} from '../../data/schemas/releaseNote';
import {CONNECTORS_DIR} from './connectors/load';
import {retargetSchemaUrls} from './connectors/schemaUrl';
import {ENTITIES_DIR} from './entities/load';
import {RELEASE_NOTES_DIR} from './releaseNotes';
import type {GenerateCache} from './cache';
import type {GeneratedDoc} from './types';
import {writeGeneratedDirs} from './writeTree';
import {frozenDataDir} from './frozenData';
import {GENERATED_DOC_DIRS, isGeneratedDocPath, isPagePath} from './docs';

export interface FrozenVersion {
  name: string;
  /** Folders under versioned_docs/version-<name>/ that are generated (and gitignored). */
  generatedDirs: string[];
  /** What `docs` reads, as `FamilyGenerator.inputs`. */
  inputs: string[];
  docs(root: string): Promise<GeneratedDoc[]>;
}

/** Points links between generated pages at the frozen version's copies. */
export function retargetLinks(content: string, version: string, dirs: string[]): string {
  const pattern = new RegExp(`\\]\\(/docs/(${dirs.map((d) => d.replace(/[/.]/g, '\\$&')).join('|')})(?=[/#)])`, 'g');
  return content
    .replace(pattern, `](/docs/${version}/$1`)
    .replace(new RegExp(`(["'])/docs/(${dirs.join('|')})/`, 'g'), `$1/docs/${version}/$2/`);
}

const v110Dirs = GENERATED_DOC_DIRS;

export const frozenVersions: FrozenVersion[] = [
  {
    name: '1.1.0',
    generatedDirs: v110Dirs,
    inputs: [
      CONNECTORS_DIR,
      ENTITIES_DIR,
      ...GRAPHQL_INPUTS,
      RELEASE_NOTES_DIR,
      VERSIONS_FILE,
      frozenDataDir('v1.1.0'),
    ],
    async docs(root) {
      // DataHub Cloud v0.3.10 was the current Cloud release when DataHub 1.1.0 shipped.
      const notes = loadReleaseNotes(root).filter((n) => compareVersions(n.version, 'v0.3.10') <= 0);
      const outputs = [
        // Each reference page states the release of 1.1.0 (data/versions.yaml), not Next's.
        connectorsFor(root, '1.1.0'),
        entitiesFor(root, '1.1.0'),
        graphqlFor(root, '1.1.0'),
        buildReleaseNotesOutput(notes),
      ];
      return (
        outputs
          .flatMap((out) => out.docs)
          // Pages, and the options data files their tables load (src/hydration/deferredData.ts).
          .filter((doc) => isPagePath(doc.path) || isOptionsDataPath(doc.path))
          .map((doc) => ({
            path: doc.path,
            content: retargetSchemaUrls(retargetLinks(doc.content, '1.1.0', v110Dirs), '1.1.0'),
          }))
      );
    },
  },
];

/** The generated pages of one frozen version, as written under versioned_docs/version-<name>/. */
export interface FrozenPages {
  version: FrozenVersion;
  docs: GeneratedDoc[];
}

/**
 * The generated pages of every frozen version whose folder exists (from `cache` when its inputs are unchanged: its
 * name is then pushed to `cached`).
 */
export async function frozenVersionPages(
  root: string,
  versions = frozenVersions,
  cache?: GenerateCache,
  cached: string[] = [],
): Promise<FrozenPages[]> {
  const out: FrozenPages[] = [];
  for (const version of versions) {
    if (!fs.existsSync(path.join(root, 'versioned_docs', `version-${version.name}`))) continue;
    const compute = () => version.docs(root);
    const {value: docs, hit} = cache
      ? await cache.through(root, `version-${version.name}`, version.inputs, compute)
      : {value: await compute(), hit: false};
    if (hit) cached.push(`version ${version.name}`);
    const stray = docs.find((doc) => !isGeneratedDocPath(doc.path, version.generatedDirs));
    if (stray) throw new Error(`${stray.path}: generated for ${version.name} outside its generatedDirs`);
    out.push({version, docs});
  }
  return out;
}

/** Writes the generated pages of frozen versions into their gitignored folders; returns the number of pages. */
export function writeFrozenPages(root: string, pages: FrozenPages[]): number {
  let count = 0;
  for (const {version, docs} of pages) {
    writeGeneratedDirs(path.join(root, 'versioned_docs', `version-${version.name}`), version.generatedDirs, docs);
    count += docs.filter((d) => isPagePath(d.path)).length;
  }
  return count;
}

/** Computes and writes the generated pages of every frozen version; returns the number of pages. */
export async function writeFrozenVersions(
  root: string,
  versions = frozenVersions,
  cache?: GenerateCache,
  cached: string[] = [],
): Promise<number> {
  return writeFrozenPages(root, await frozenVersionPages(root, versions, cache, cached));
}

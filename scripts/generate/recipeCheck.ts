/**
 * The `recipeCheck` family: the data of the recipe checker on every connector page (src/components/RecipeChecker),
 * one small JSON file per pull connector and docs version, served at /recipe-check/<id>.json (Next) and
 * /recipe-check/<version>/<id>.json (frozen versions). Each holds what `checkRecipe` (src/recipeCheck) needs for that
 * page: the connector's options in that version without their prose, the same connector's options in the other
 * versions (so the checker can say an option belongs to another release), and every source type of the version.
 * The page fetches its file only when the reader starts using the checker. Written into generated/static/.
 */
import type {Connector} from '../../data/schemas/connector';
import {recipeCheckContext, sourceRefs, type VersionConnectors} from '../../src/recipeCheck/data';
import {frozenId} from '../lib/frozen';
import {recipeCheckDataPath} from '../../src/recipeCheck/address';
import {CURRENT, VERSIONS_FILE} from '../lib/versions';
import {CONNECTORS_DIR, loadConnectors} from './connectors/load';
import {frozenVersions} from './frozenVersions';
import {releaseOf} from './releaseLine';
import type {FamilyGenerator, GeneratedData} from './types';

/**
 * The connectors of a docs version. Every version's pages are generated from data/connectors/ today (see
 * frozenVersions.ts), so every version gets the same options; when a frozen version gets option lists of its own,
 * return them here and the checker tells readers which options belong to which release.
 */
export function connectorsOfVersion(root: string, _docsVersion: string): Connector[] {
  return loadConnectors(root);
}

/**
 * The last file of each connector and docs version, with the key of what it was made from: every version's release,
 * the connector in every version (a frozen connector stands for its content, see frozenId) and the version's source
 * list. After one connector file's edit, the other connectors' files are not made again.
 */
const checkFiles = new Map<string, {key: string; content: string}>();

/** The checker data files of every docs version, paths relative to generated/. */
export function recipeCheckFiles(versions: VersionConnectors[]): GeneratedData[] {
  return versions.flatMap((version) => {
    const sources = JSON.stringify(sourceRefs(version.connectors));
    return version.connectors
      .filter((c) => c.recipeType !== null)
      .map((c) => c.id)
      .sort()
      .map((id) => {
        const path = `static/${recipeCheckDataPath(id, version.docsVersion)}`;
        const key = JSON.stringify([
          versions.map((v) => [v.docsVersion, v.release, frozenId(v.connectors.find((c) => c.id === id))]),
          sources,
        ]);
        const known = checkFiles.get(path);
        if (known?.key === key) return {path, content: known.content};
        const content = `${JSON.stringify(recipeCheckContext(versions, version.docsVersion, id))}\n`;
        checkFiles.set(path, {key, content});
        return {path, content};
      });
  });
}

/** The connectors and release of each docs version: what the pages' checker data and the MCP server are built from. */
export function checkerVersions(root: string, docsVersions: readonly string[]): VersionConnectors[] {
  return docsVersions.map((docsVersion) => ({
    docsVersion,
    release: releaseOf(root, docsVersion),
    connectors: connectorsOfVersion(root, docsVersion),
  }));
}

const recipeCheckGenerator: FamilyGenerator = {
  name: 'recipeCheck',
  inputs: [CONNECTORS_DIR, VERSIONS_FILE],
  run(root: string) {
    const versions = checkerVersions(root, [CURRENT, ...frozenVersions.map((v) => v.name)]);
    return {docs: [], data: recipeCheckFiles(versions)};
  },
};

export default recipeCheckGenerator;

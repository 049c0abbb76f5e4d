/**
 * The `recipeCheck` family: the data of the recipe checker on every connector page (src/components/RecipeChecker),
 * one small JSON file per pull connector and docs version, served at /recipe-check/<id>.json (Next) and
 * /recipe-check/<version>/<id>.json (frozen versions). Each holds what `checkRecipe` (src/recipeCheck) needs for that
 * page: the connector's options in that version without their prose, the same connector's options in the other
 * versions (so the checker can say an option belongs to another release), and every source type of the version.
 * The page fetches its file only when the reader starts using the checker. Written into generated/static/.
 */
import type {Connector} from '../../data/schemas/connector';
import {recipeCheckContext, type VersionConnectors} from '../../src/recipeCheck/data';
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

/** The checker data files of every docs version, paths relative to generated/. */
export function recipeCheckFiles(versions: VersionConnectors[]): GeneratedData[] {
  return versions.flatMap((version) =>
    version.connectors
      .filter((c) => c.recipeType !== null)
      .map((c) => c.id)
      .sort()
      .map((id) => ({
        path: `static/${recipeCheckDataPath(id, version.docsVersion)}`,
        content: `${JSON.stringify(recipeCheckContext(versions, version.docsVersion, id))}\n`,
      })),
  );
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

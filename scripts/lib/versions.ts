/**
 * Loads data/versions.yaml (schema: data/schemas/docsVersion.ts): the DataHub release each docs version documents.
 * Every problem is a DataError naming the file, the field and the fix: schema errors, a docs version listed twice,
 * a docs version of the site without an entry (`current` and every name in versions.json) or an entry for a version
 * the site does not build, and a `tag` that differs from `release`.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {docsVersionFieldHelp, docsVersionsSchema, type DocsVersion} from '../../data/schemas/docsVersion';
import {DataError} from '../generate/types';
import {entryHelpHints, validateDoc} from './dataFamily';

export const VERSIONS_FILE = 'data/versions.yaml';
/** The docs version name of Next (docs/), as the docs plugin calls it. */
export const CURRENT = 'current';

/** The docs versions the site builds: `current` and the names in versions.json. */
export function siteDocsVersions(root: string): string[] {
  const file = path.join(root, 'versions.json');
  const frozen = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
  return [CURRENT, ...frozen];
}

function parse(root: string): unknown {
  const file = path.join(root, VERSIONS_FILE);
  if (!fs.existsSync(file)) {
    throw new DataError(
      VERSIONS_FILE,
      '(file)',
      `create it with one entry per docs version (${siteDocsVersions(root).join(', ')}); see data/README.md`,
      'the file is missing',
    );
  }
  try {
    return YAML.parse(fs.readFileSync(file, 'utf8'), {prettyErrors: true});
  } catch (e) {
    throw new DataError(VERSIONS_FILE, '(file)', 'fix the YAML syntax at the position shown', (e as Error).message);
  }
}

/** Validates a parsed data/versions.yaml against the docs versions of the site. Exposed for tests. */
export function checkVersions(doc: unknown, docsVersions: string[]): DocsVersion[] {
  const {versions} = validateDoc(
    VERSIONS_FILE,
    doc,
    docsVersionsSchema,
    entryHelpHints(
      docsVersionFieldHelp,
      'write `versions:` as a list of {docsVersion, release, tag, commit, cli, helmChart} entries',
    ),
  );
  const seen = new Set<string>();
  versions.forEach((v, i) => {
    const at = (field: string) => `versions[${i}].${field}`;
    if (seen.has(v.docsVersion)) {
      throw new DataError(
        VERSIONS_FILE,
        at('docsVersion'),
        'keep one entry per docs version',
        `${v.docsVersion} is listed twice`,
      );
    }
    seen.add(v.docsVersion);
    if (!docsVersions.includes(v.docsVersion)) {
      throw new DataError(
        VERSIONS_FILE,
        at('docsVersion'),
        `use one of ${docsVersions.join(', ')} (current is Next; the others come from versions.json)`,
        `the site builds no docs version "${v.docsVersion}"`,
      );
    }
    if (v.tag !== v.release) {
      throw new DataError(
        VERSIONS_FILE,
        at('tag'),
        `set tag to ${v.release}: DataHub tags each release with its version`,
        `tag ${v.tag} differs from release ${v.release}`,
      );
    }
  });
  const missing = docsVersions.filter((name) => !seen.has(name));
  if (missing.length) {
    throw new DataError(
      VERSIONS_FILE,
      'versions',
      `add an entry {docsVersion: ${missing[0]}, release, tag, commit, cli, helmChart} naming the release that version documents`,
      `no entry for docs version ${missing.join(', ')}`,
    );
  }
  return versions;
}

/** Every entry of data/versions.yaml, checked against versions.json. */
export function loadVersions(root: string): DocsVersion[] {
  return checkVersions(parse(root), siteDocsVersions(root));
}

/** The entry of one docs version (`current` for Next). */
export function versionOf(versions: DocsVersion[], docsVersion: string): DocsVersion {
  const found = versions.find((v) => v.docsVersion === docsVersion);
  if (!found) {
    throw new DataError(
      VERSIONS_FILE,
      'versions',
      `add an entry with docsVersion: ${docsVersion}`,
      `no entry for docs version ${docsVersion}`,
    );
  }
  return found;
}

/** The docs version a repository-relative page path belongs to: `current` for docs/. */
export function docsVersionOfPath(file: string): string | undefined {
  if (/^docs\//.test(file)) return CURRENT;
  return /^versioned_docs\/version-([^/]+)\//.exec(file)?.[1];
}

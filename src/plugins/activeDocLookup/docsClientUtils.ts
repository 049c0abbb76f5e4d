/**
 * Stands in for `@docusaurus/plugin-content-docs/lib/client/docsClientUtils` (see index.ts): the same exports and
 * results, with the doc of a URL and a doc's versions found through maps built once per docs data object.
 */
import * as original from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js?original';
import type {
  GlobalPluginData,
  GlobalVersion,
  GlobalDoc,
  ActiveDocContext,
} from '@docusaurus/plugin-content-docs/client';

export const {getActivePlugin, getLatestVersion, getActiveVersion} = original;

/** A route pattern of plain text: the framework's `matchPath` would match it exactly as a string comparison. */
const PLAIN_PATH = /^[^:*?()+[\]]*$/;

/** How `matchPath(pathname, {path, exact: true, strict: false})` compares a plain path: case and one final slash ignored. */
export function pathKey(pathname: string): string {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}

interface VersionIndex {
  byPath: Map<string, GlobalDoc>;
  /** True when every doc path of the version is plain text, so that the map answers as the patterns would. */
  complete: boolean;
}

const versionIndexes = new WeakMap<GlobalVersion, VersionIndex>();
const docVersions = new WeakMap<GlobalPluginData, Map<string, Record<string, GlobalDoc>>>();

function versionIndex(version: GlobalVersion): VersionIndex {
  let index = versionIndexes.get(version);
  if (!index) {
    index = {byPath: new Map(), complete: true};
    for (const doc of version.docs) {
      if (!PLAIN_PATH.test(doc.path)) index.complete = false;
      const key = pathKey(doc.path);
      // The framework takes the first doc that matches.
      if (!index.byPath.has(key)) index.byPath.set(key, doc);
    }
    versionIndexes.set(version, index);
  }
  return index;
}

function versionsOfDoc(data: GlobalPluginData, docId: string): Record<string, GlobalDoc> {
  let byId = docVersions.get(data);
  if (!byId) {
    byId = new Map();
    for (const version of data.versions) {
      for (const doc of version.docs) {
        const entry = byId.get(doc.id) ?? {};
        // The framework's scan keeps the last doc of a version with that id.
        entry[version.name] = doc;
        byId.set(doc.id, entry);
      }
    }
    docVersions.set(data, byId);
  }
  return {...byId.get(docId)};
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  if (!activeVersion) return {activeVersion, activeDoc: undefined, alternateDocVersions: {}};
  const index = versionIndex(activeVersion);
  // A version with a doc path that holds pattern characters: the framework's own search, which reads them as a pattern.
  if (!index.complete) return original.getActiveDocContext(data, pathname);
  const activeDoc = index.byPath.get(pathKey(pathname));
  return {
    activeVersion,
    activeDoc,
    alternateDocVersions: activeDoc ? versionsOfDoc(data, activeDoc.id) : {},
  };
}

export function getDocVersionSuggestions(
  data: GlobalPluginData,
  pathname: string,
): {latestDocSuggestion?: GlobalDoc; latestVersionSuggestion: GlobalVersion} {
  const latestVersion = getLatestVersion(data);
  const latestDocSuggestion = getActiveDocContext(data, pathname).alternateDocVersions[latestVersion.name];
  return {latestDocSuggestion, latestVersionSuggestion: latestVersion};
}

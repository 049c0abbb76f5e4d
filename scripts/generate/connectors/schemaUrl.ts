/** Addresses of the recipe JSON Schemas (scripts/generate/recipeSchemas.ts) and the editor comment that uses them. */
import {baseUrl, siteUrl} from '../../../config/site';

/** `current` (the docs at /docs) or the name of a frozen version such as `1.1.0`. */
export type SchemaVersion = 'current' | (string & {});

/** Folder of a version's schemas in the site: `schemas/ingestion/` or `schemas/ingestion/1.1.0/`. */
const schemaDir = (version: SchemaVersion) => `schemas/ingestion/${version === 'current' ? '' : `${version}/`}`;

/** Path of a schema in the site, e.g. `schemas/ingestion/1.1.0/snowflake.json`. */
export function schemaPath(name: string, version: SchemaVersion = 'current'): string {
  return `${schemaDir(version)}${name}.json`;
}

const siteRoot = (site: string, base: string) => `${site.replace(/\/$/, '')}${base}`;

/** Public URL of a schema (from SITE_URL and BASE_URL). */
export function schemaUrl(name: string, version: SchemaVersion = 'current', site = siteUrl, base = baseUrl): string {
  return `${siteRoot(site, base)}${schemaPath(name, version)}`;
}

/** The first line of a recipe file that makes an editor with yaml-language-server validate it against the schema. */
export function schemaModeline(connectorId: string, version: SchemaVersion = 'current'): string {
  return `# yaml-language-server: $schema=${schemaUrl(connectorId, version)}`;
}

/** Points the schema addresses of a page of the current docs at the copies of a frozen version. */
export function retargetSchemaUrls(content: string, version: SchemaVersion): string {
  const root = siteRoot(siteUrl, baseUrl);
  return content.split(`${root}${schemaDir('current')}`).join(`${root}${schemaDir(version)}`);
}

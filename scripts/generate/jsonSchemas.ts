/**
 * JSON Schemas of the data files, made from their zod schemas (`z.toJSONSchema`), for editors: the YAML language
 * server (VS Code's YAML extension and others) completes field names, shows their allowed values and marks wrong
 * types as you type. `npm run generate` writes them to data/schemas/json/<family>.schema.json (committed, so an
 * editor works right after a clone); `.vscode/settings.json` maps each data file pattern to its schema
 * (`yaml.schemas`). tests/unit/jsonSchemas.test.ts fails when a committed file or the mapping is out of date.
 *
 * A JSON Schema cannot say everything zod checks (an id equal to the file name, a real calendar date, duplicates):
 * the loader (scripts/lib/dataFamily.ts) stays the authority; the editor catches the common mistakes earlier.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {connectorSchema} from '../../data/schemas/connector';
import {docsVersionsSchema} from '../../data/schemas/docsVersion';
import {entitySchema} from '../../data/schemas/entity';
import {eventSchema} from '../../data/schemas/event';
import {sourcesSchema} from '../../data/schemas/frozenSources';
import {movedPagesSchema} from '../../data/schemas/movedPage';
import {roleSchema} from '../../data/schemas/person';
import {releaseSchema} from '../../data/schemas/release';
import {releaseNoteSchema} from '../../data/schemas/releaseNote';
import {searchShorthandSchema} from '../../data/schemas/searchShorthand';
import {storySchema} from '../../data/schemas/story';
import {upgradeReleaseSchema} from '../../data/schemas/upgradeRelease';

export const JSON_SCHEMA_DIR = 'data/schemas/json';
export const VSCODE_SETTINGS = '.vscode/settings.json';

export interface DataFileSchema {
  /** File name stem: data/schemas/json/<family>.schema.json. */
  family: string;
  schema: z.ZodType;
  /** The zod source, for the `$comment` of the generated file. */
  source: string;
  /** Data files the schema applies to: globs relative to the repository root. */
  files: string[];
  title: string;
}

export const DATA_FILE_SCHEMAS: DataFileSchema[] = [
  {
    family: 'connector',
    schema: connectorSchema,
    source: 'data/schemas/connector.ts',
    files: ['data/connectors/*.yaml', 'data/v*/connectors/*.yaml'],
    title: 'A DataHub ingestion source or push integration',
  },
  {
    family: 'entity',
    schema: entitySchema,
    source: 'data/schemas/entity.ts',
    files: ['data/entities/*.yaml', 'data/v*/entities/*.yaml'],
    title: "An entity type of DataHub's metadata model",
  },
  {
    family: 'event',
    schema: eventSchema,
    source: 'data/schemas/event.ts',
    files: ['data/events/*.yaml'],
    title: 'A community event or recurring series',
  },
  {
    family: 'role',
    schema: roleSchema,
    source: 'data/schemas/person.ts',
    files: ['data/people/*/*.yaml'],
    title: 'A role of a community program (champions, guild)',
  },
  {
    family: 'story',
    schema: storySchema,
    source: 'data/schemas/story.ts',
    files: ['data/stories/*.yaml'],
    title: 'An adoption story',
  },
  {
    family: 'release',
    schema: releaseSchema,
    source: 'data/schemas/release.ts',
    files: ['data/releases/*.yaml'],
    title: 'An open-source DataHub release',
  },
  {
    family: 'release-note',
    schema: releaseNoteSchema,
    source: 'data/schemas/releaseNote.ts',
    files: ['data/release-notes/*.yaml'],
    title: 'A DataHub Cloud release',
  },
  {
    family: 'upgrade',
    schema: upgradeReleaseSchema,
    source: 'data/schemas/upgradeRelease.ts',
    files: ['data/upgrade/*.yaml'],
    title: 'What one DataHub release changes for a deployment',
  },
  {
    family: 'moved-pages',
    schema: movedPagesSchema,
    source: 'data/schemas/movedPage.ts',
    files: ['data/moved-pages.yaml'],
    title: 'Pages that moved, for the 404 page',
  },
  {
    family: 'search-shorthand',
    schema: searchShorthandSchema,
    source: 'data/schemas/searchShorthand.ts',
    files: ['data/search-shorthand.yaml'],
    title: 'Search shorthand and the words the docs use for it',
  },
  {
    family: 'versions',
    schema: docsVersionsSchema,
    source: 'data/schemas/docsVersion.ts',
    files: ['data/versions.yaml'],
    title: 'The DataHub release each docs version documents',
  },
  {
    family: 'frozen-sources',
    schema: sourcesSchema,
    source: 'data/schemas/frozenSources.ts',
    files: ['data/v*/sources.yaml'],
    title: 'What the data of a frozen docs version was checked against',
  },
];

export const jsonSchemaPath = (family: string) => `${JSON_SCHEMA_DIR}/${family}.schema.json`;

/** The JSON Schema of one family, as written to its file (draft-07, which YAML language servers read). */
export function jsonSchemaText(entry: DataFileSchema): string {
  const generated = z.toJSONSchema(entry.schema, {target: 'draft-07', io: 'input', unrepresentable: 'any'});
  const {$schema, ...rest} = generated;
  const document = {
    $schema,
    $comment: `Generated from ${entry.source} by npm run generate (scripts/generate/jsonSchemas.ts); do not edit.`,
    title: entry.title,
    ...rest,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The `yaml.schemas` setting: each schema file and the data files it applies to. */
export function yamlSchemasSetting(): Record<string, string[]> {
  return Object.fromEntries(DATA_FILE_SCHEMAS.map((e) => [`./${jsonSchemaPath(e.family)}`, e.files]));
}

/** Writes every schema whose content changed, and removes schema files of families that no longer exist. */
export function writeJsonSchemas(root: string): number {
  const dir = path.join(root, JSON_SCHEMA_DIR);
  fs.mkdirSync(dir, {recursive: true});
  let written = 0;
  const expected = new Set<string>();
  for (const entry of DATA_FILE_SCHEMAS) {
    const file = path.join(root, jsonSchemaPath(entry.family));
    expected.add(path.basename(file));
    const text = jsonSchemaText(entry);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
    written++;
  }
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.schema.json') && !expected.has(name)) {
      fs.rmSync(path.join(dir, name));
      written++;
    }
  }
  return written;
}

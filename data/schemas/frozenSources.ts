/**
 * Schema of `data/<release>/sources.yaml`: which data families of a frozen docs version were checked against DataHub
 * at its release, and from which files (read by scripts/generate/frozenData.ts, documented in data/README.md).
 */
import * as z from 'zod';

const provenance = z.strictObject({
  /** The repository read, `owner/name`. */
  repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  /** The 40-character commit of the file that was read. */
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  /** The file (or folder) read, relative to that repository. */
  source: z.string().min(1),
});

export const sourcesSchema = z.strictObject({
  release: z.string().regex(/^v\d+(\.\d+)+$/),
  /** Connector ids whose option list was checked field by field against the config class at the release. */
  connectors: z.record(z.string(), provenance.extend({optionCount: z.number().int().positive()})).default({}),
  /** Set when graphql/<release>/ holds the schema files read at the release. */
  graphql: provenance.extend({types: z.number().int().positive(), fields: z.number().int().positive()}).nullable(),
  /** Set when data/<release>/entities/ holds the entities of the registry read at the release. */
  entities: provenance.nullable(),
  /** Where the data was looked for, in words, for a family not verified yet. */
  searched: z.array(z.string().min(1)).default([]),
});

export type FrozenSources = z.infer<typeof sourcesSchema>;

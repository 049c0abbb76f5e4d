/**
 * Schema of `data/connectors/<id>.yaml` (documented in data/README.md). It gives both the runtime
 * validation used by `npm run generate` and the TypeScript type of a connector.
 */
import * as z from 'zod';

export const PLATFORM_TYPES = [
  'Database',
  'Data Warehouse',
  'Data Lake',
  'BI Tool',
  'ETL/ELT',
  'Orchestrator',
  'Messaging',
  'AI+ML',
  'Metadata Systems',
  'Data Quality',
  'Identity Provider',
  'Collaboration',
  'CRM',
  'File',
  'Search',
  'Other',
] as const;

export const CONNECTIONS = ['pull', 'push'] as const;
export const STATUSES = ['certified', 'incubating', 'testing'] as const;
export const OPTION_TYPES = [
  'string',
  'integer',
  'number',
  'boolean',
  'array',
  'object',
  'map',
  'enum',
  'secret',
] as const;

/** The capability keys, in the order the pages show them, with their human labels. */
export const CAPABILITY_LABELS = {
  schemaMetadata: 'Schema metadata',
  descriptions: 'Descriptions',
  ownership: 'Ownership',
  tags: 'Tags',
  glossaryTerms: 'Glossary terms',
  domains: 'Domains',
  containers: 'Containers',
  platformInstance: 'Platform instance',
  tableLineage: 'Table-level lineage',
  columnLineage: 'Column-level lineage',
  usage: 'Usage statistics',
  profiling: 'Data profiling',
  deletionDetection: 'Detect deleted entities',
  classification: 'Classification',
  testConnection: 'Test connection',
} as const;

export type CapabilityKey = keyof typeof CAPABILITY_LABELS;
export const CAPABILITY_KEYS = Object.keys(CAPABILITY_LABELS) as CapabilityKey[];

const nonEmpty = z.string().trim().min(1);

export const capabilitySchema = z.strictObject({
  supported: z.boolean(),
  notes: z.string().optional(),
});

/** A config option; `fields` holds the nested options of an object (recursive). */
export interface ConnectorOption {
  name: string;
  type: (typeof OPTION_TYPES)[number];
  required: boolean;
  default?: unknown;
  description: string;
  example?: unknown;
  /** The accepted values of an `enum` option, spelled as DataHub's config class declares them. */
  values?: string[];
  /** DataHub matches `values` in any letter case (its `ConfigEnum` upper-cases the value first). */
  ignoreCase?: boolean;
  /** True for an option DataHub still accepts but replaced or no longer uses (the description says what to use). */
  deprecated?: boolean;
  fields?: ConnectorOption[];
}

export const optionSchema: z.ZodType<ConnectorOption> = z.lazy(() =>
  z.strictObject({
    name: nonEmpty,
    type: z.enum(OPTION_TYPES),
    required: z.boolean(),
    default: z.unknown().optional(),
    description: nonEmpty,
    example: z.unknown().optional(),
    values: z.array(nonEmpty).min(1).optional(),
    ignoreCase: z.boolean().optional(),
    deprecated: z.boolean().optional(),
    fields: z.array(optionSchema).optional(),
  }),
);

export const recipeSchema = z.strictObject({
  title: nonEmpty,
  description: z.string().optional(),
  yaml: nonEmpty,
});

export const troubleshootingSchema = z.strictObject({
  problem: nonEmpty,
  solution: nonEmpty,
});

const capabilitiesShape = Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, capabilitySchema])) as {
  [K in CapabilityKey]: typeof capabilitySchema;
};

export const connectorSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens'),
  displayName: nonEmpty,
  platformType: z.enum(PLATFORM_TYPES),
  connection: z.enum(CONNECTIONS),
  status: z.enum(STATUSES),
  recipeType: nonEmpty.nullable(),
  pipExtra: nonEmpty.nullable(),
  install: nonEmpty.nullable().optional(),
  summary: nonEmpty,
  overview: nonEmpty,
  prerequisites: nonEmpty,
  capabilities: z.strictObject(capabilitiesShape),
  options: z.array(optionSchema),
  recipes: z.array(recipeSchema),
  troubleshooting: z.array(troubleshootingSchema),
  related: z.array(nonEmpty).optional(),
  /**
   * Number of top-level fields of the connector's real config class (own fields plus inherited mixins), counted
   * when the file was last checked against DataHub's code. Optional: set it only for verified connectors; the
   * loader then refuses an `options` list with fewer top-level entries.
   */
  upstreamOptionCount: z.number().int().positive().optional(),
  /** Path in datahub-project/datahub of the config class that `upstreamOptionCount` was counted from. */
  upstreamOptionSource: nonEmpty.optional(),
});

export type Connector = z.infer<typeof connectorSchema>;
export type Capability = z.infer<typeof capabilitySchema>;
export type ConnectorRecipe = z.infer<typeof recipeSchema>;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

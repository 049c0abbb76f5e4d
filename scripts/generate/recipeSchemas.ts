/**
 * The `recipeSchemas` family: a JSON Schema (draft-07, what yaml-language-server and ajv both read) of the recipe of
 * every pull connector, from the same data/connectors/ files as its page, served at
 * /schemas/ingestion/<id>.json, plus /schemas/ingestion/recipe.json that dispatches on `source.type`. Frozen
 * versions get their own copies under /schemas/ingestion/<version>/. Written into generated/static/, which
 * Docusaurus copies into the site (staticDirectories in docusaurus.config.ts).
 */
import type {Connector, ConnectorOption} from '../../data/schemas/connector';
import {ENV_REF, SINK_TYPES} from '../lib/recipe';
import {CONNECTORS_DIR, loadConnectors} from './connectors/load';
import {schemaPath, schemaUrl, type SchemaVersion} from './connectors/schemaUrl';
import {frozenVersions} from './frozenVersions';
import type {FamilyGenerator, GeneratedData} from './types';

/** A JSON Schema node (draft-07); only the keywords this generator writes. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  const?: string;
  enum?: string[];
  default?: unknown;
  examples?: unknown[];
  deprecated?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  minimum?: number;
  pattern?: string;
  definitions?: Record<string, JsonSchema>;
}

/** A string holding a `${VAR}` reference: DataHub expands it before the config is validated. */
const ENV_STRING: JsonSchema = {type: 'string', pattern: ENV_REF.source};

/** A string equal to one of `values` in any letter case (JSON Schema patterns have no case-insensitive flag). */
function anyCase(values: string[]): JsonSchema {
  const letters = (v: string) =>
    [...v]
      .map((ch) =>
        ch.toLowerCase() === ch.toUpperCase()
          ? ch.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
          : `[${ch.toUpperCase()}${ch.toLowerCase()}]`,
      )
      .join('');
  return {type: 'string', pattern: `^(?:${values.map(letters).join('|')})$`};
}

/** Top-level `source.config` is closed when the option list was checked against DataHub's config class. */
export const isComplete = (c: Connector): boolean => c.upstreamOptionCount !== undefined;

function valueSchema(option: ConnectorOption): JsonSchema {
  switch (option.type) {
    case 'string':
    case 'secret':
      return {type: 'string'};
    case 'enum':
      if (!option.values) return {type: 'string'};
      // Editors offer the values of the enum branch; the others accept what DataHub also accepts.
      return {
        anyOf: [
          {type: 'string', enum: option.values},
          ...(option.ignoreCase ? [anyCase(option.values)] : []),
          ENV_STRING,
        ],
      };
    case 'integer':
    case 'number':
    case 'boolean':
      return {anyOf: [{type: option.type}, ENV_STRING]};
    case 'map':
      return {type: 'object'};
    case 'array':
      return option.fields?.length ? {type: 'array', items: objectSchema(option.fields, false)} : {type: 'array'};
    case 'object':
      return option.fields?.length ? objectSchema(option.fields, false) : {type: 'object'};
  }
}

function optionSchema(option: ConnectorOption): JsonSchema {
  const schema: JsonSchema = {description: option.description.trim(), ...valueSchema(option)};
  // An option whose default is null accepts an empty value (Python `Optional[...] = None`).
  if (option.default === null && !option.required) {
    if (schema.anyOf) schema.anyOf.push({type: 'null'});
    else if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  }
  if (option.default !== undefined && option.default !== null) schema.default = option.default;
  if (option.example !== undefined && option.example !== null) schema.examples = [option.example];
  if (option.deprecated) {
    schema.deprecated = true;
    // Editors show the description on hover: it starts by saying so.
    if (!/^deprecated\b/i.test(option.description.trim())) schema.description = `Deprecated. ${schema.description}`;
  }
  return schema;
}

function objectSchema(options: ConnectorOption[], closed: boolean): JsonSchema {
  const schema: JsonSchema = {type: 'object', properties: {}};
  for (const option of options) {
    // A dotted name (`profiling.enabled`) is written as nested properties.
    const parts = option.name.split('.');
    let parent = schema;
    for (const part of parts.slice(0, -1)) {
      parent.properties ??= {};
      parent = parent.properties[part] ??= {type: 'object', properties: {}};
    }
    const name = parts[parts.length - 1] ?? option.name;
    (parent.properties ??= {})[name] = optionSchema(option);
    if (option.required) (parent.required ??= []).push(name);
  }
  if (closed) schema.additionalProperties = false;
  return schema;
}

/** `source.config` of a connector. */
export function configSchema(c: Connector): JsonSchema {
  return {
    description: `Options of the ${c.displayName} source.`,
    ...objectSchema(c.options, isComplete(c)),
  };
}

const str = (description: string, extra: JsonSchema = {}): JsonSchema => ({type: 'string', description, ...extra});
const bool = (description: string, fallback: boolean): JsonSchema => ({
  anyOf: [{type: 'boolean'}, ENV_STRING],
  description,
  default: fallback,
});
const int = (description: string): JsonSchema => ({anyOf: [{type: 'integer', minimum: 1}, ENV_STRING], description});

/** Connection settings of the DataHub REST API (the `datahub-rest` sink and `datahub_api`). */
const datahubClient: Record<string, JsonSchema> = {
  server: str(
    'URL of DataHub GMS, e.g. `http://localhost:8080`, or `https://<tenant>.acryl.io/gms` for DataHub Cloud.',
  ),
  token: str('Personal access token sent as a bearer token.'),
  timeout_sec: {
    anyOf: [{type: 'number'}, ENV_STRING],
    description: 'Connect and read timeout of each request, in seconds.',
  },
  retry_status_codes: {type: 'array', items: {type: 'integer'}, description: 'HTTP status codes that are retried.'},
  retry_max_times: {anyOf: [{type: 'integer'}, ENV_STRING], description: 'How many times a failed request is retried.'},
  extra_headers: {
    type: 'object',
    additionalProperties: {type: 'string'},
    description: 'HTTP headers added to every request.',
  },
  ca_certificate_path: str('CA bundle used to verify the server certificate.'),
  client_certificate_path: str('Client certificate for mutual TLS.'),
  disable_ssl_verification: bool('Skip TLS certificate verification (tests only).', false),
};

/** Known sink types and their settings. Sink configs stay open: the CLI ignores or accepts more settings. */
const sinkConfigs: Record<(typeof SINK_TYPES)[number], JsonSchema> = {
  'datahub-rest': {
    type: 'object',
    required: ['server'],
    properties: {
      ...datahubClient,
      mode: {
        description: 'How records are sent: one request at a time, in parallel threads, or in batches of records.',
        anyOf: [{type: 'string', enum: ['SYNC', 'ASYNC', 'ASYNC_BATCH']}, anyCase(['SYNC', 'ASYNC', 'ASYNC_BATCH'])],
      },
      max_threads: int('Worker threads in the asynchronous modes.'),
      max_pending_requests: int('Requests queued before the source waits, in the asynchronous modes.'),
      max_per_batch: int('Records per request in `ASYNC_BATCH` mode.'),
    },
  },
  'datahub-kafka': {
    type: 'object',
    required: ['connection'],
    properties: {
      connection: {
        type: 'object',
        description: 'Kafka connection.',
        properties: {
          bootstrap: str('Kafka bootstrap servers, `host:port`.'),
          schema_registry_url: str('URL of the schema registry.'),
          schema_registry_config: {type: 'object', description: 'Extra settings of the schema registry client.'},
          producer_config: {type: 'object', description: 'Extra settings of the Kafka producer.'},
        },
      },
      topic_routes: {
        type: 'object',
        description: 'Topic per record type (`MetadataChangeEvent`, `MetadataChangeProposal`).',
        additionalProperties: {type: 'string'},
      },
    },
  },
  file: {
    type: 'object',
    required: ['filename'],
    properties: {filename: str('JSON file the metadata is written to.')},
  },
  console: {type: 'object'},
};

const sinkSchema: JsonSchema = {
  type: 'object',
  description: 'Where the metadata goes; without a sink the CLI sends it to the DataHub server of `datahub init`.',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: {type: 'string', enum: [...SINK_TYPES], description: 'Sink type.'},
    config: {type: 'object', description: 'Settings of the sink.'},
  },
  allOf: SINK_TYPES.map((type) => ({
    if: {properties: {type: {const: type}}, required: ['type']},
    then: {properties: {config: sinkConfigs[type]}},
  })),
};

const typedList = (description: string, extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'array',
  description,
  items: {
    type: 'object',
    required: ['type'],
    additionalProperties: false,
    properties: {type: {type: 'string'}, config: {type: 'object'}, ...extra},
  },
});

/** Everything of a recipe but `source`. */
const recipeProperties: Record<string, JsonSchema> = {
  sink: {$ref: '#/definitions/sink'},
  transformers: typedList('Transformers applied to the metadata before the sink, in order.'),
  pipeline_name: str('Name of the pipeline; needed by stateful ingestion to find the state of the last run.'),
  run_id: str('Identifier of this run; generated when missing.'),
  datahub_api: {
    type: 'object',
    description:
      'DataHub server the pipeline reads from (stateful ingestion, lookups) when the sink is not `datahub-rest`.',
    required: ['server'],
    properties: datahubClient,
  },
  flags: {
    type: 'object',
    description: 'Experimental pipeline flags.',
    properties: {
      generate_browse_path_v2: bool('Generate browse paths from the container hierarchy.', true),
      generate_browse_path_v2_dry_run: bool('Compute browse paths without writing them.', false),
      set_system_metadata: bool('Set system metadata (run id, last observed) on every aspect.', true),
      set_system_metadata_pipeline_name: bool('Record the pipeline name in system metadata.', true),
    },
  },
  reporting: typedList('Reporters of the run, e.g. `{type: datahub}` to send the run summary to DataHub.', {
    required: bool('Fail the run when this reporter fails.', false),
  }),
};

function sourceSchema(c: Connector): JsonSchema {
  return {
    type: 'object',
    required: ['type'],
    additionalProperties: false,
    properties: {
      type: {const: c.recipeType ?? c.id, description: `Recipe type of the ${c.displayName} source.`},
      config: {$ref: `#/definitions/${c.id}`},
    },
  };
}

function recipeEnvelope(source: JsonSchema, id: string, title: string, version: SchemaVersion): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: schemaUrl(id, version),
    title,
    type: 'object',
    required: ['source'],
    additionalProperties: false,
    properties: {source, ...recipeProperties},
  };
}

/** Schema of a recipe of one connector. */
export function connectorRecipeSchema(c: Connector, version: SchemaVersion = 'current'): JsonSchema {
  return {
    ...recipeEnvelope(sourceSchema(c), c.id, `DataHub ingestion recipe: ${c.displayName} source`, version),
    definitions: {[c.id]: configSchema(c), sink: sinkSchema},
  };
}

/** Schema of any recipe: `source.type` picks the connector's config schema (`config`). */
export function allRecipesSchema(
  connectors: Connector[],
  version: SchemaVersion = 'current',
  config: (c: Connector) => JsonSchema = configSchema,
): JsonSchema {
  const sources = connectors.filter((c) => c.recipeType !== null);
  const source: JsonSchema = {
    type: 'object',
    required: ['type'],
    additionalProperties: false,
    properties: {
      type: {type: 'string', enum: sources.map((c) => c.recipeType ?? c.id), description: 'Recipe type of the source.'},
      config: {type: 'object'},
    },
    allOf: sources.map((c) => ({
      if: {properties: {type: {const: c.recipeType ?? c.id}}, required: ['type']},
      then: {properties: {config: {$ref: `#/definitions/${c.id}`}}},
    })),
  };
  return {
    ...recipeEnvelope(source, 'recipe', 'DataHub ingestion recipe', version),
    definitions: {...Object.fromEntries(sources.map((c) => [c.id, config(c)])), sink: sinkSchema},
  };
}

const json = (schema: JsonSchema) => `${JSON.stringify(schema)}\n`;

/**
 * A frozen connector's schema file text and config schema, by version: building the schemas is most of the family's
 * time, and after one file's edit the other connectors are the same frozen objects (`loadConnectors`). They read
 * nothing but the connector and the version.
 */
const builtSchemas = new WeakMap<Connector, Map<SchemaVersion, {file: string; config: JsonSchema}>>();

function connectorSchemas(c: Connector, version: SchemaVersion): {file: string; config: JsonSchema} {
  const byVersion = builtSchemas.get(c) ?? new Map<SchemaVersion, {file: string; config: JsonSchema}>();
  let built = byVersion.get(version);
  if (!built) {
    built = {file: json(connectorRecipeSchema(c, version)), config: configSchema(c)};
    if (Object.isFrozen(c)) builtSchemas.set(c, byVersion.set(version, built));
  }
  return built;
}

/** The schema files of one version, paths relative to generated/. */
export function recipeSchemaFiles(connectors: Connector[], version: SchemaVersion = 'current'): GeneratedData[] {
  const sources = connectors.filter((c) => c.recipeType !== null).sort((a, b) => a.id.localeCompare(b.id));
  const built = new Map(sources.map((c) => [c, connectorSchemas(c, version)]));
  return [
    ...sources.map((c) => ({path: `static/${schemaPath(c.id, version)}`, content: built.get(c)!.file})),
    {
      path: `static/${schemaPath('recipe', version)}`,
      content: json(allRecipesSchema(sources, version, (c) => built.get(c)!.config)),
    },
  ];
}

const recipeSchemasGenerator: FamilyGenerator = {
  name: 'recipeSchemas',
  inputs: [CONNECTORS_DIR],
  run(root: string) {
    // Frozen versions are generated from the same connector data as the current docs (see frozenVersions.ts).
    const connectors = loadConnectors(root);
    const versions: SchemaVersion[] = ['current', ...frozenVersions.map((v) => v.name)];
    return {docs: [], data: versions.flatMap((version) => recipeSchemaFiles(connectors, version))};
  },
};

export default recipeSchemasGenerator;

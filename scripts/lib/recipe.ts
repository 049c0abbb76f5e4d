/**
 * Validation of DataHub ingestion recipes against the connector data (data/connectors/).
 * Used by the connectors loader for the starter recipes and by the content checker for every
 * ```yaml block of the docs that is a recipe.
 */
import type {ConnectorOption} from '../../data/schemas/connector';

/** What the validator needs to know about a connector. */
export interface RecipeConnector {
  id: string;
  recipeType: string | null;
  options: ConnectorOption[];
}

export type ConnectorsByRecipeType = ReadonlyMap<string, RecipeConnector> | Readonly<Record<string, RecipeConnector>>;

export const SINK_TYPES = ['datahub-rest', 'datahub-kafka', 'console', 'file'] as const;

const TOP_LEVEL_KEYS = [
  'source',
  'sink',
  'transformers',
  'pipeline_name',
  'datahub_api',
  'reporting',
  'flags',
  'run_id',
] as const;

/** `${VAR}` or `$VAR` environment references: DataHub expands them before validating the config. */
export const ENV_REF = /\$\{[A-Za-z_][A-Za-z0-9_]*(:-[^}]*)?\}|\$[A-Za-z_][A-Za-z0-9_]*/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A YAML document is a recipe when it has a top-level `source` mapping and no top-level `action` (DataHub Actions
 * configs use `source` too). A scalar `source` (as in business glossary files, `source: DataHub`) is not a recipe.
 */
export function isRecipe(doc: unknown): boolean {
  return isPlainObject(doc) && isPlainObject(doc.source) && !('action' in doc);
}

function lookup(connectors: ConnectorsByRecipeType, type: string): RecipeConnector | undefined {
  if (connectors instanceof Map) return connectors.get(type);
  const record = connectors as Readonly<Record<string, RecipeConnector>>;
  return Object.prototype.hasOwnProperty.call(record, type) ? record[type] : undefined;
}

function knownTypes(connectors: ConnectorsByRecipeType): string[] {
  const keys = connectors instanceof Map ? [...connectors.keys()] : Object.keys(connectors);
  return keys.sort();
}

/** Closest names by edit distance, for "did you mean" hints. */
function suggest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function inValues(option: ConnectorOption, value: string): boolean {
  const values = option.values ?? [];
  return option.ignoreCase ? values.some((v) => v.toUpperCase() === value.toUpperCase()) : values.includes(value);
}

function checkValue(option: ConnectorOption, value: unknown, path: string, errors: string[]): void {
  if (value === null || value === undefined) return; // an empty YAML value means "use the default"
  if (typeof value === 'string' && ENV_REF.test(value)) return;
  const wrongType = (expected: string) =>
    errors.push(`source.config.${path}: expected ${expected} (option type "${option.type}"), got ${describe(value)}`);
  switch (option.type) {
    case 'string':
    case 'secret':
    case 'enum':
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        wrongType('a scalar value');
      else if (option.values && !inValues(option, String(value)))
        errors.push(`source.config.${path}: ${describe(value)} is not one of ${option.values.join(', ')}`);
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) wrongType('an integer');
      return;
    case 'number':
      if (typeof value !== 'number') wrongType('a number');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrongType('true or false');
      return;
    case 'array':
      if (!Array.isArray(value)) {
        wrongType('a list');
        return;
      }
      if (option.fields && option.fields.length > 0) {
        value.forEach((item, i) => {
          if (isPlainObject(item)) checkObject(option.fields ?? [], item, `${path}[${i}]`, errors);
        });
      }
      return;
    case 'map':
      if (!isPlainObject(value)) wrongType('a mapping');
      return;
    case 'object':
      if (!isPlainObject(value)) {
        wrongType('a mapping');
        return;
      }
      if (option.fields && option.fields.length > 0) checkObject(option.fields, value, path, errors);
      return;
  }
}

function checkObject(
  options: ConnectorOption[],
  config: Record<string, unknown>,
  prefix: string,
  errors: string[],
): void {
  const byName = new Map(options.map((o) => [o.name, o]));
  for (const [key, value] of Object.entries(config)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const option = byName.get(key);
    if (!option) {
      const hint = suggest(key, [...byName.keys()]);
      errors.push(
        `source.config.${path}: unknown option "${key}"` +
          (hint ? ` (did you mean "${hint}"?)` : '') +
          (byName.size > 0 ? `; valid options here: ${[...byName.keys()].sort().join(', ')}` : ''),
      );
      continue;
    }
    checkValue(option, value, path, errors);
  }
}

/**
 * Validates a parsed recipe document. Returns human-readable errors; an empty array means the recipe is valid.
 */
export function validateRecipe(doc: unknown, connectorsByRecipeType: ConnectorsByRecipeType): string[] {
  const errors: string[] = [];
  if (!isPlainObject(doc)) return ['a recipe must be a YAML mapping with a top-level "source"'];

  for (const key of Object.keys(doc)) {
    if (!(TOP_LEVEL_KEYS as readonly string[]).includes(key)) {
      errors.push(`unknown top-level key "${key}"; allowed: ${TOP_LEVEL_KEYS.join(', ')}`);
    }
  }

  const source = doc.source;
  if (!isPlainObject(source)) {
    errors.push('"source" must be a mapping with "type" and "config"');
  } else {
    for (const key of Object.keys(source)) {
      if (key !== 'type' && key !== 'config')
        errors.push(`source.${key}: unknown key; "source" takes only "type" and "config"`);
    }
    const type = source.type;
    if (typeof type !== 'string' || type.length === 0) {
      errors.push('source.type is missing: set it to the recipe type of a source, e.g. "snowflake"');
    } else {
      const connector = lookup(connectorsByRecipeType, type);
      if (!connector) {
        const types = knownTypes(connectorsByRecipeType);
        const hint = suggest(type, types);
        errors.push(
          `source.type: unknown source type "${type}"` +
            (hint ? ` (did you mean "${hint}"?)` : '') +
            `; known types: ${types.join(', ')}`,
        );
      } else if (source.config !== undefined && source.config !== null) {
        if (!isPlainObject(source.config)) errors.push('source.config must be a mapping of option names to values');
        else checkObject(connector.options, source.config, '', errors);
      }
    }
  }

  if (doc.sink !== undefined) {
    const sink = doc.sink;
    if (!isPlainObject(sink)) {
      errors.push('"sink" must be a mapping with "type" and "config"');
    } else {
      for (const key of Object.keys(sink)) {
        if (key !== 'type' && key !== 'config')
          errors.push(`sink.${key}: unknown key; "sink" takes only "type" and "config"`);
      }
      if (typeof sink.type !== 'string' || !(SINK_TYPES as readonly string[]).includes(sink.type)) {
        errors.push(
          `sink.type: ${sink.type === undefined ? 'missing' : `unknown sink type ${JSON.stringify(sink.type)}`}; use one of ${SINK_TYPES.join(', ')}`,
        );
      }
      if (sink.config !== undefined && sink.config !== null && !isPlainObject(sink.config)) {
        errors.push('sink.config must be a mapping');
      }
    }
  }

  if (doc.transformers !== undefined && doc.transformers !== null) {
    if (!Array.isArray(doc.transformers)) {
      errors.push('"transformers" must be a list of {type, config}');
    } else {
      doc.transformers.forEach((t: unknown, i: number) => {
        if (!isPlainObject(t)) {
          errors.push(`transformers[${i}] must be a mapping with "type" and optional "config"`);
          return;
        }
        if (typeof t.type !== 'string' || t.type.length === 0) errors.push(`transformers[${i}].type is missing`);
        for (const key of Object.keys(t)) {
          if (key !== 'type' && key !== 'config')
            errors.push(`transformers[${i}].${key}: unknown key; a transformer takes "type" and "config"`);
        }
        if (t.config !== undefined && t.config !== null && !isPlainObject(t.config))
          errors.push(`transformers[${i}].config must be a mapping`);
      });
    }
  }

  if (doc.pipeline_name !== undefined && typeof doc.pipeline_name !== 'string')
    errors.push('"pipeline_name" must be a string');
  if (doc.run_id !== undefined && typeof doc.run_id !== 'string') errors.push('"run_id" must be a string');
  for (const key of ['datahub_api', 'flags'] as const) {
    if (doc[key] !== undefined && doc[key] !== null && !isPlainObject(doc[key]))
      errors.push(`"${key}" must be a mapping`);
  }
  if (doc.reporting !== undefined && doc.reporting !== null && !Array.isArray(doc.reporting)) {
    errors.push('"reporting" must be a list of reporters, e.g. [{type: datahub}]');
  }
  return errors;
}

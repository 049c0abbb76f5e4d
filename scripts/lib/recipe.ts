/**
 * Validation of DataHub ingestion recipes against the connector data (data/connectors/).
 * Used by the connectors loader for the starter recipes and by the content checker for every
 * ```yaml block of the docs that is a recipe. The rules it shares with the reader-facing checker of the connector
 * pages (value types, names, "did you mean") live in src/recipeCheck/rules.ts.
 */
import type {ConnectorOption} from '../../data/schemas/connector';
import {
  ENV_REF,
  SINK_TYPES,
  TOP_LEVEL_KEYS,
  describeValue,
  isPlainObject,
  suggest,
  valueIssue,
} from '../../src/recipeCheck/rules';

/** What the validator needs to know about a connector. */
export interface RecipeConnector {
  id: string;
  recipeType: string | null;
  options: ConnectorOption[];
}

export type ConnectorsByRecipeType = ReadonlyMap<string, RecipeConnector> | Readonly<Record<string, RecipeConnector>>;

export {ENV_REF, SINK_TYPES};

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

function checkValue(option: ConnectorOption, value: unknown, path: string, errors: string[]): void {
  const issue = valueIssue(option, value);
  if (issue?.kind === 'type') {
    errors.push(
      `source.config.${path}: expected ${issue.expected} (option type "${option.type}"), got ${describeValue(value)}`,
    );
    return;
  }
  if (issue?.kind === 'value') {
    errors.push(`source.config.${path}: ${describeValue(value)} is not one of ${issue.values.join(', ')}`);
    return;
  }
  if (option.type === 'array' && Array.isArray(value) && option.fields && option.fields.length > 0) {
    value.forEach((item, i) => {
      if (isPlainObject(item)) checkObject(option.fields ?? [], item, `${path}[${i}]`, errors);
    });
  }
  if (option.type === 'object' && isPlainObject(value) && option.fields && option.fields.length > 0) {
    checkObject(option.fields, value, path, errors);
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

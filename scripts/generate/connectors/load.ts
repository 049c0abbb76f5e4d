/**
 * Loads and validates data/connectors/*.yaml. Every problem becomes a DataError that names the file,
 * the field path and a fix; all problems of a file are reported together.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {z} from 'zod';
import {CAPABILITY_KEYS, connectorSchema, type Connector, type ConnectorOption} from '../../../data/schemas/connector';
import {isRecipe, validateRecipe, type RecipeConnector} from '../../lib/recipe';
import {DataError} from '../types';

export const CONNECTORS_DIR = 'data/connectors';

interface Problem {
  field: string;
  detail: string;
  fix: string;
}

/** `options[3].fields[0].default` from a zod path. */
export function formatPath(p: readonly PropertyKey[]): string {
  let out = '';
  for (const part of p) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(file)';
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'mapping';
  return typeof value;
}

function valueAt(doc: unknown, p: readonly PropertyKey[]): unknown {
  let cur: unknown = doc;
  for (const part of p) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[part as string];
  }
  return cur;
}

function issueToProblem(issue: z.core.$ZodIssue, doc: unknown): Problem[] {
  const field = formatPath(issue.path);
  const last = issue.path[issue.path.length - 1];
  switch (issue.code) {
    case 'invalid_value': {
      const got = valueAt(doc, issue.path);
      const values = issue.values.map((v) => String(v));
      const name = typeof last === 'string' ? last : 'value';
      return [
        {
          field,
          detail: `unknown ${name} ${JSON.stringify(got)}`,
          fix: `use one of ${values.join(', ')}`,
        },
      ];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: formatPath([...issue.path, key]),
        detail: `unknown field "${key}"`,
        fix:
          issue.path[0] === 'capabilities' && issue.path.length === 1
            ? `remove it; capability keys are ${CAPABILITY_KEYS.join(', ')}`
            : 'remove it or correct its spelling; the allowed fields are listed in data/README.md',
      }));
    case 'invalid_type': {
      const got = valueAt(doc, issue.path);
      if (got === undefined) {
        const fix =
          issue.path[0] === 'capabilities'
            ? `add "${String(last)}: {supported: true|false}" (every capability key is required)`
            : `add the "${String(last)}" field (see data/README.md)`;
        return [{field, detail: 'required field is missing', fix}];
      }
      return [
        {
          field,
          detail: `expected ${issue.expected}, got ${typeOf(got)}`,
          fix: `write a ${issue.expected} value (quote strings that YAML would read as another type, e.g. "yes" or "1.0")`,
        },
      ];
    }
    case 'too_small':
      return [{field, detail: 'must not be empty', fix: 'write a value or remove the field if it is optional'}];
    case 'invalid_format':
      return [
        {field, detail: issue.message, fix: 'use lower-case letters, digits and hyphens, matching the file name'},
      ];
    default:
      return [{field, detail: issue.message, fix: 'see the format in data/README.md'}];
  }
}

function collectOptionNames(options: ConnectorOption[], prefix: string, problems: Problem[]): void {
  const seen = new Set<string>();
  options.forEach((option, i) => {
    const field = `${prefix}[${i}].name`;
    if (seen.has(option.name)) {
      problems.push({field, detail: `duplicate option "${option.name}"`, fix: 'list each option once'});
    }
    seen.add(option.name);
    if (option.values && option.type !== 'enum') {
      problems.push({
        field: `${prefix}[${i}].values`,
        detail: `option type "${option.type}" cannot list values`,
        fix: 'set type to enum, or remove values',
      });
    }
    if (option.ignoreCase !== undefined && !option.values) {
      problems.push({
        field: `${prefix}[${i}].ignoreCase`,
        detail: 'ignoreCase needs a values list',
        fix: 'list the values, or remove ignoreCase',
      });
    }
    if (option.values && typeof option.default === 'string' && !option.values.includes(option.default)) {
      problems.push({
        field: `${prefix}[${i}].default`,
        detail: `default "${option.default}" is not one of values (${option.values.join(', ')})`,
        fix: 'spell the default exactly as one of the values',
      });
    }
    if (option.fields) {
      if (option.type !== 'object' && option.type !== 'array') {
        problems.push({
          field: `${prefix}[${i}].fields`,
          detail: `option type "${option.type}" cannot have nested fields`,
          fix: 'set type to object (or array of objects), or remove fields',
        });
      }
      collectOptionNames(option.fields, `${prefix}[${i}].fields`, problems);
    }
  });
}

/**
 * A connector verified against DataHub's code records how many top-level options its real config class has
 * (`upstreamOptionCount`, counted in `upstreamOptionSource`). Its `options` list must not be shorter.
 */
function checkUpstreamOptionCount(connector: Connector, problems: Problem[]): void {
  const count = connector.upstreamOptionCount;
  const source = connector.upstreamOptionSource;
  if (count === undefined && source === undefined) return;
  if (count === undefined || source === undefined) {
    problems.push({
      field: count === undefined ? 'upstreamOptionCount' : 'upstreamOptionSource',
      detail: 'upstreamOptionCount and upstreamOptionSource must be set together',
      fix: 'set both (the number of top-level fields of the config class and its path in datahub-project/datahub) or neither',
    });
    return;
  }
  const listed = connector.options.length;
  if (listed < count) {
    problems.push({
      field: 'options',
      detail: `lists ${listed} top-level options but the config class in ${source} has ${count}`,
      fix: `add the ${count - listed} missing top-level option(s) of ${source} (name, type, default, description); lower upstreamOptionCount only if DataHub removed options`,
    });
  }
}

/** Validates one parsed YAML document; returns the connector or the list of problems. */
export function checkConnectorDoc(id: string, doc: unknown): {connector?: Connector; problems: Problem[]} {
  const parsed = connectorSchema.safeParse(doc);
  if (!parsed.success) {
    return {problems: parsed.error.issues.flatMap((issue) => issueToProblem(issue, doc))};
  }
  const connector = parsed.data;
  const problems: Problem[] = [];
  if (connector.id !== id) {
    problems.push({
      field: 'id',
      detail: `id "${connector.id}" does not match the file name "${id}.yaml"`,
      fix: `set id: ${id} or rename the file to ${connector.id}.yaml`,
    });
  }
  collectOptionNames(connector.options, 'options', problems);
  checkUpstreamOptionCount(connector, problems);
  if (connector.connection === 'pull') {
    if (connector.recipeType === null) {
      problems.push({
        field: 'recipeType',
        detail: 'a pull source needs a recipe type',
        fix: 'set recipeType to the `source.type` used in recipes',
      });
    }
    if (connector.recipes.length === 0) {
      problems.push({
        field: 'recipes',
        detail: 'a pull source needs at least one starter recipe',
        fix: 'add a recipe with source, sink and the main options',
      });
    }
  }
  return {connector, problems};
}

function throwProblems(file: string, problems: Problem[]): never {
  const first = problems[0];
  if (!first) throw new Error('throwProblems called without problems');
  if (problems.length === 1) throw new DataError(file, first.field, first.fix, first.detail);
  const detail =
    `${problems.length} problems:\n` + problems.map((p) => `  - ${p.field}: ${p.detail}\n    fix: ${p.fix}`).join('\n');
  throw new DataError(file, problems.map((p) => p.field).join(', '), 'fix each problem listed above', detail);
}

export interface LoadedConnector extends Connector {
  /** Repository-relative path of the data file. */
  file: string;
}

/** Checks cross-file rules and the recipes of every connector. */
export function checkConnectorSet(connectors: LoadedConnector[]): void {
  const ids = new Map<string, string>();
  const recipeTypes = new Map<string, string>();
  const problemsByFile = new Map<string, Problem[]>();
  const add = (file: string, p: Problem) => {
    const list = problemsByFile.get(file) ?? [];
    list.push(p);
    problemsByFile.set(file, list);
  };
  for (const c of connectors) {
    const other = ids.get(c.id);
    if (other)
      add(c.file, {
        field: 'id',
        detail: `duplicate id "${c.id}" (also in ${other})`,
        fix: 'give every connector a unique id',
      });
    ids.set(c.id, c.file);
    if (c.recipeType !== null) {
      const otherType = recipeTypes.get(c.recipeType);
      if (otherType) {
        add(c.file, {
          field: 'recipeType',
          detail: `duplicate recipeType "${c.recipeType}" (also in ${otherType})`,
          fix: 'one connector file per recipe type: merge the files or correct the recipeType',
        });
      }
      recipeTypes.set(c.recipeType, c.file);
    }
  }
  const byRecipeType = new Map<string, RecipeConnector>();
  for (const c of connectors) if (c.recipeType !== null) byRecipeType.set(c.recipeType, c);

  for (const c of connectors) {
    (c.related ?? []).forEach((rel, i) => {
      if (!ids.has(rel)) {
        add(c.file, {
          field: `related[${i}]`,
          detail: `unknown connector id "${rel}"`,
          fix: `use the id of an existing file in ${CONNECTORS_DIR}/ or remove it`,
        });
      }
    });
    c.recipes.forEach((recipe, i) => {
      const field = `recipes[${i}].yaml`;
      let doc: unknown;
      try {
        doc = YAML.parse(recipe.yaml);
      } catch (e) {
        add(c.file, {
          field,
          detail: `YAML does not parse: ${(e as Error).message.split('\n')[0]}`,
          fix: 'fix the YAML indentation/quoting',
        });
        return;
      }
      if (!isRecipe(doc)) {
        add(c.file, {
          field,
          detail: 'not a recipe (no top-level "source")',
          fix: 'start the recipe with source: {type, config}',
        });
        return;
      }
      const sourceType = (doc as {source?: {type?: unknown}}).source?.type;
      if (c.recipeType !== null && sourceType !== c.recipeType) {
        add(c.file, {
          field,
          detail: `source.type is ${JSON.stringify(sourceType)} but this connector's recipeType is "${c.recipeType}"`,
          fix: `set source.type: ${c.recipeType}`,
        });
        return;
      }
      for (const error of validateRecipe(doc, byRecipeType)) {
        add(c.file, {
          field,
          detail: error,
          fix: 'use only options listed under `options` (add the option there if it is real)',
        });
      }
    });
  }
  for (const c of connectors) {
    const problems = problemsByFile.get(c.file);
    if (problems && problems.length > 0) throwProblems(c.file, problems);
  }
}

/** Reads, validates and returns every connector, sorted by id. Throws DataError on the first invalid file. */
export function loadConnectors(root: string): LoadedConnector[] {
  const dir = path.join(root, CONNECTORS_DIR);
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => n.endsWith('.yaml') || n.endsWith('.yml'))
        .sort()
    : [];
  const connectors: LoadedConnector[] = [];
  for (const name of names) {
    const file = `${CONNECTORS_DIR}/${name}`;
    if (name.endsWith('.yml')) {
      throw new DataError(
        file,
        '(file)',
        `rename it to ${name.replace(/\.yml$/, '.yaml')}`,
        'connector files use the .yaml extension',
      );
    }
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    let doc: unknown;
    try {
      doc = YAML.parse(text, {prettyErrors: true});
    } catch (e) {
      throw new DataError(
        file,
        '(file)',
        'fix the YAML syntax at the position shown',
        `YAML does not parse: ${(e as Error).message}`,
      );
    }
    const id = name.replace(/\.yaml$/, '');
    const {connector, problems} = checkConnectorDoc(id, doc);
    if (problems.length > 0 || !connector) throwProblems(file, problems);
    connectors.push({...connector, file});
  }
  checkConnectorSet(connectors);
  return connectors;
}

/** The recipe-type index used by `validateRecipe`. */
export function connectorsByRecipeType(connectors: Connector[]): Map<string, RecipeConnector> {
  const map = new Map<string, RecipeConnector>();
  for (const c of connectors) if (c.recipeType !== null) map.set(c.recipeType, c);
  return map;
}

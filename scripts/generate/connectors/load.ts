/**
 * Loads and validates data/connectors/*.yaml. Every problem becomes a DataError that names the file,
 * the field path and a fix; all problems of a file are reported together.
 */
import YAML from 'yaml';
import {CAPABILITY_KEYS, connectorSchema, type Connector, type ConnectorOption} from '../../../data/schemas/connector';
import {isRecipe, validateRecipe, type RecipeConnector} from '../../lib/recipe';
import {deepFreeze} from '../../lib/frozen';
import {parseYamlMappingFile, readYamlTexts} from '../../lib/yamlFiles';
import {entryProblems, problemsError, type FamilyOptions, type IssueHints, type Problem} from '../../lib/dataFamily';

export const CONNECTORS_DIR = 'data/connectors';

/** Fixes of the connector format that say more than the generic ones. */
const hints: IssueHints = {
  format: 'the allowed fields and their format are listed in data/README.md',
  fix(field, top, issue) {
    if (top === 'capabilities' && issue.code === 'unrecognized_keys' && issue.path.length === 1) {
      return `remove it; capability keys are ${CAPABILITY_KEYS.join(', ')}`;
    }
    if (top === 'capabilities' && issue.path.length === 2 && issue.code !== 'unrecognized_keys') {
      return `add "${String(issue.path[1])}: {supported: true|false}" (every capability key is required)`;
    }
    if (field === 'id' && issue.code === 'invalid_format') {
      return 'use lower-case letters, digits and hyphens, matching the file name';
    }
    return undefined;
  },
};

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

/** The rules of one connector that its schema cannot express. */
function connectorRules(connector: Connector, {id}: {id: string}): Problem[] {
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
  return problems;
}

const familyOptions: FamilyOptions<Connector> = {kind: 'connector files', hints, check: connectorRules};

/** Validates one parsed YAML document; returns the connector or the list of problems. */
export function checkConnectorDoc(id: string, doc: unknown): {connector?: Connector; problems: Problem[]} {
  const {value, problems} = entryProblems(
    connectorSchema,
    {file: `${CONNECTORS_DIR}/${id}.yaml`, id, doc},
    familyOptions,
  );
  return {connector: value, problems};
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
      const parsed = parsedRecipe(recipe);
      if ('error' in parsed) {
        add(c.file, {
          field,
          detail: `YAML does not parse: ${parsed.error.split('\n')[0]}`,
          fix: 'fix the YAML indentation/quoting',
        });
        return;
      }
      const doc = parsed.doc;
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
    if (problems && problems.length > 0) throw problemsError(c.file, problems);
  }
}

/**
 * Parsed recipes of loaded connectors, by recipe object: a loaded connector is frozen and kept while its file is
 * unchanged (`loadConnectors`), so its recipes are parsed once, not on every check and render (parsing the 146
 * recipes is most of `checkConnectorSet`). A recipe that is not frozen (a test's, a changed copy) is parsed anew.
 */
const recipeDocs = new WeakMap<object, {doc: unknown} | {error: string}>();

/** A recipe's YAML parsed (`doc`, frozen when shared), or the parser's message. Callers must not change `doc`. */
export function parsedRecipe(recipe: {yaml: string}): {doc: unknown} | {error: string} {
  const known = recipeDocs.get(recipe);
  if (known) return known;
  let parsed: {doc: unknown} | {error: string};
  try {
    parsed = {doc: YAML.parse(recipe.yaml) as unknown};
  } catch (e) {
    parsed = {error: (e as Error).message};
  }
  if (Object.isFrozen(recipe)) recipeDocs.set(recipe, deepFreeze(parsed));
  return parsed;
}

/**
 * Connectors already validated, by file (and root): a file whose text is unchanged is not parsed and validated again.
 * One `npm run generate` loads the connectors in six places, and the dev server regenerates in one long-lived
 * process (src/plugins/devRegenerate.ts), where an edit to one connector file then costs the parse of its changed
 * top-level entries (parseYamlMappingFile) and that file's validation.
 * The entries are deep-frozen and shared by every caller instead of copied: a caller that changed one would change
 * it for every later caller, so such a change throws (the modules run in strict mode).
 */
const loadedFiles = new Map<string, {text: string; connector: LoadedConnector}>();

/** The connector list `checkConnectorSet` last passed: the same entries need no second check. */
let lastChecked: readonly LoadedConnector[] = [];

/** Reads one connector file, or takes it from `loadedFiles` when its text is unchanged. Throws DataError. */
function loadConnectorFile(root: string, file: string, id: string, text: string): LoadedConnector {
  const key = `${root}\0${file}`;
  const known = loadedFiles.get(key);
  if (known?.text === text) return known.connector;
  const {value, problems} = entryProblems(
    connectorSchema,
    {file, id, doc: parseYamlMappingFile(file, text, key)},
    familyOptions,
  );
  if (problems.length > 0 || value === undefined) throw problemsError(file, problems);
  const connector = deepFreeze({...value, file});
  loadedFiles.set(key, {text, connector});
  return connector;
}

/**
 * Reads, validates and returns every connector, sorted by id. Throws DataError on the first invalid file (in file
 * name order), then on the cross-file rules and recipes (`checkConnectorSet`). The array is the caller's; its
 * connectors are frozen and shared (see `loadedFiles`): copy one to change it.
 */
export function loadConnectors(root: string): LoadedConnector[] {
  const connectors = readYamlTexts(root, CONNECTORS_DIR, familyOptions.kind).map(({file, id, text}) =>
    loadConnectorFile(root, file, id, text),
  );
  const same = connectors.length === lastChecked.length && connectors.every((c, i) => c === lastChecked[i]);
  if (!same) {
    checkConnectorSet(connectors);
    lastChecked = connectors;
  }
  return [...connectors];
}

/** The recipe-type index used by `validateRecipe`. */
export function connectorsByRecipeType(connectors: Connector[]): Map<string, RecipeConnector> {
  const map = new Map<string, RecipeConnector>();
  for (const c of connectors) if (c.recipeType !== null) map.set(c.recipeType, c);
  return map;
}

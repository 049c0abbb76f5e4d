/**
 * The rules of a DataHub ingestion recipe that both recipe validators share: the build's `validateRecipe`
 * (scripts/lib/recipe.ts, on parsed YAML) and the reader-facing `checkRecipe` (./check.ts, on text with line
 * positions). Pure: no DOM, no Node APIs, so the browser bundle and Node import the same code.
 */

/** The option shape both validators read: a connector option of data/connectors/ without its prose. */
export interface RuleOption {
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'map' | 'enum' | 'secret';
  required?: boolean;
  values?: string[];
  ignoreCase?: boolean;
  deprecated?: boolean;
  fields?: RuleOption[];
}

export const SINK_TYPES = ['datahub-rest', 'datahub-kafka', 'console', 'file'] as const;

export const TOP_LEVEL_KEYS = [
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

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function editDistance(a: string, b: string): number {
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

/** The closest name by edit distance, for "did you mean" hints; undefined when nothing is close. */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  // Names longer than any option are not compared letter by letter (a pasted paragraph is no typo).
  if (name.length > 64) return undefined;
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

/** What a value is, for messages: `a list`, `a mapping`, `string "abc"`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}..."` : text}`;
}

function inValues(option: RuleOption, value: string): boolean {
  const values = option.values ?? [];
  return option.ignoreCase ? values.some((v) => v.toUpperCase() === value.toUpperCase()) : values.includes(value);
}

/**
 * What is wrong with `value` for `option`, judging the value itself (not nested options):
 * `expected` names the kind of value the option takes; `values` lists the allowed values of an enum.
 * An empty value (null) means "use the default" and a `${VAR}` reference is expanded by DataHub first: both pass.
 */
export type ValueIssue = {kind: 'type'; expected: string} | {kind: 'value'; values: string[]};

export function valueIssue(option: RuleOption, value: unknown): ValueIssue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && ENV_REF.test(value)) return undefined;
  switch (option.type) {
    case 'string':
    case 'secret':
    case 'enum':
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return {kind: 'type', expected: 'a scalar value'};
      if (option.values && !inValues(option, String(value))) return {kind: 'value', values: option.values};
      return undefined;
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? undefined : {kind: 'type', expected: 'an integer'};
    case 'number':
      return typeof value === 'number' ? undefined : {kind: 'type', expected: 'a number'};
    case 'boolean':
      return typeof value === 'boolean' ? undefined : {kind: 'type', expected: 'true or false'};
    case 'array':
      return Array.isArray(value) ? undefined : {kind: 'type', expected: 'a list'};
    case 'map':
    case 'object':
      return isPlainObject(value) ? undefined : {kind: 'type', expected: 'a mapping'};
  }
}

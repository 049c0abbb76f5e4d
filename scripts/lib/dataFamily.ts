/**
 * The one loader of the data families (`data/<family>/<id>.yaml`, one file per entry) and the one translator of
 * zod issues into messages a contributor can act on: every problem names the file, the field path (`formatPath`)
 * and the fix. Single-file data (data/versions.yaml, data/moved-pages.yaml ...) uses the same translator through
 * `validateDoc`.
 */
import * as z from 'zod';
import {DataError} from '../generate/types';
import {parseYamlFile, readYamlTexts} from './yamlFiles';

/** One problem of a data file: the field path, what is wrong and how to fix it. */
export interface Problem {
  field: string;
  detail: string;
  fix: string;
}

/** `options[3].fields[0].default` from a zod path; `(file)` for the whole document. */
export function formatPath(p: readonly PropertyKey[]): string {
  let out = '';
  for (const part of p) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(file)';
}

/** How a family words its fixes. Every hint is optional; the translator has a fix for every kind of issue. */
export interface IssueHints {
  /**
   * What to write where the generic fix only says "see the format": one sentence on the family's format, e.g.
   * `follow the release format in data/README.md (version v1.7.0, ...)`. Default: `see the format in data/README.md`.
   */
  format?: string;
  /** A fix for one field (`field` is the formatted path, `top` its first key); undefined keeps the generic fix. */
  fix?: (field: string, top: string, issue: z.core.$ZodIssue) => string | undefined;
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

/** zod's own wording of an issue, to tell it from a message written in the schema (which wins). */
function defaultMessage(issue: z.core.$ZodIssue): string | undefined {
  const out = z.config().localeError?.(issue as never);
  return typeof out === 'string' ? out : out?.message;
}

const isCustom = (issue: z.core.$ZodIssue) => issue.message !== defaultMessage(issue);

function sizeWords(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const n = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (issue.origin === 'array' || issue.origin === 'set') return `${n} ${n === 1 ? 'item' : 'items'}`;
  if (issue.origin === 'string') return `${n} ${n === 1 ? 'character' : 'characters'}`;
  return String(n);
}

/** The problems of one zod issue (an issue about unknown keys gives one problem per key). */
function issueProblems(issue: z.core.$ZodIssue, doc: unknown, hints: IssueHints): Problem[] {
  const format = hints.format ?? 'see the format in data/README.md';
  const hinted = (field: string, generic: string) =>
    hints.fix?.(field, field.split(/[.[]/)[0] || field, issue) ?? generic;
  const field = formatPath(issue.path);
  const last = issue.path[issue.path.length - 1];
  const got = 'input' in issue ? issue.input : valueAt(doc, issue.path);
  const custom = isCustom(issue);
  const one = (detail: string, fix: string): Problem[] => [{field, detail, fix: hinted(field, fix)}];

  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const keyField = formatPath([...issue.path, key]);
      return {
        field: keyField,
        detail: `unknown field "${key}"`,
        fix:
          hints.fix?.(keyField, keyField.split(/[.[]/)[0] || keyField, issue) ??
          `remove it or correct its spelling; ${format}`,
      };
    });
  }
  if (got === undefined && issue.path.length > 0 && issue.code !== 'custom') {
    return one('required field is missing', `add the "${String(last)}" field; ${format}`);
  }
  switch (issue.code) {
    case 'invalid_value': {
      const name = typeof last === 'string' ? last : 'value';
      const values = issue.values.map((v) => String(v)).join(', ');
      return one(custom ? issue.message : `unknown ${name} ${JSON.stringify(got)}`, `use one of ${values}`);
    }
    case 'invalid_type':
      if (issue.path.length === 0) {
        return one(
          `the file is a ${typeOf(got)}, not a ${issue.expected === 'object' ? 'mapping' : issue.expected}`,
          format,
        );
      }
      return one(
        custom ? issue.message : `expected ${issue.expected}, got ${typeOf(got)}`,
        `write a ${issue.expected} value (quote strings that YAML would read as another type, e.g. "yes" or "1.0")`,
      );
    case 'too_small':
      if (custom) return one(issue.message, format);
      if (Number(issue.minimum) <= 1 && issue.origin !== 'number' && issue.origin !== 'int') {
        return one('must not be empty', 'write a value or remove the field if it is optional');
      }
      return one(`must have at least ${sizeWords(issue)}`, format);
    case 'too_big':
      return one(custom ? issue.message : `must have at most ${sizeWords(issue)}`, format);
    case 'invalid_format':
      return one(custom ? issue.message : `must match ${issue.pattern ?? issue.format}`, format);
    default:
      return one(issue.message, format);
  }
}

/** Validates `doc` with `schema`: the value, or every problem the translator finds. */
export function schemaProblems<T>(
  schema: z.ZodType<T>,
  doc: unknown,
  hints: IssueHints = {},
): {value?: T; problems: Problem[]} {
  const parsed = schema.safeParse(doc, {reportInput: true});
  if (parsed.success) return {value: parsed.data, problems: []};
  return {problems: parsed.error.issues.flatMap((issue) => issueProblems(issue, doc, hints))};
}

/** The DataError of a file's problems: one problem as it is; several listed, each with its fix. */
export function problemsError(file: string, problems: Problem[]): DataError {
  const first = problems[0];
  if (!first) throw new Error('problemsError called without problems');
  if (problems.length === 1) return new DataError(file, first.field, first.fix, first.detail);
  const fixes = new Set(problems.map((p) => p.fix));
  const detail =
    `${problems.length} problems:\n` + problems.map((p) => `  - ${p.field}: ${p.detail}\n    fix: ${p.fix}`).join('\n');
  return new DataError(
    file,
    problems.map((p) => p.field).join(', '),
    fixes.size === 1 ? first.fix : 'fix each problem listed above',
    detail,
  );
}

/** Validates one document of a single-file data source (or one entry); throws a DataError naming every problem. */
export function validateDoc<T>(file: string, doc: unknown, schema: z.ZodType<T>, hints: IssueHints = {}): T {
  const {value, problems} = schemaProblems(schema, doc, hints);
  if (problems.length > 0 || value === undefined) throw problemsError(file, problems);
  return value;
}

/** One valid entry of a family, with the file it came from. */
export interface LoadedEntry<T> {
  /** Repository-relative path of the data file, e.g. `data/stories/wolt.yaml`. */
  file: string;
  /** File name without `.yaml`. */
  id: string;
  entry: T;
}

export interface FamilyOptions<T> {
  /** Names the files in messages: `connector files`, `release notes` ... */
  kind?: string;
  hints?: IssueHints;
  /** The field that must equal the file name (`id`, `slug`, `version` ...). */
  idField?: keyof T & string;
  /** Said after the fix of an id that does not match the file name, e.g. `(and version to match)`. */
  idNote?: string;
  /** Rules a schema cannot express (duplicates inside one entry, cross-field rules): more problems of one entry. */
  check?: (entry: T, loaded: {file: string; id: string}) => Problem[];
}

/** The problems of one parsed entry: schema issues first; the id and `check` rules only for a valid entry. */
export function entryProblems<T>(
  schema: z.ZodType<T>,
  loaded: {file: string; id: string; doc: unknown},
  options: FamilyOptions<T> = {},
): {value?: T; problems: Problem[]} {
  const {doc, id} = loaded;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
    return {
      problems: [
        {
          field: '(file)',
          detail: 'the file is not a YAML mapping',
          fix: shape.length
            ? `write one mapping with the fields ${shape.join(', ')}`
            : (options.hints?.format ?? 'write one mapping; see the format in data/README.md'),
        },
      ],
    };
  }
  const {value, problems} = schemaProblems(schema, doc, options.hints);
  if (value === undefined) return {problems};
  const {idField} = options;
  const actualId = idField ? (value as Record<string, unknown>)[idField] : id;
  if (idField && actualId !== id) {
    const actual = String(actualId);
    problems.push({
      field: idField,
      detail: `${idField} "${actual}" does not match the file name`,
      fix: `set ${idField}: ${id}${options.idNote ? ` ${options.idNote}` : ''} or rename the file to ${actual}.yaml`,
    });
  }
  problems.push(...(options.check?.(value, loaded) ?? []));
  return {value, problems};
}

/**
 * Entries already validated, by family (its options object) and file: a file whose text is unchanged is not parsed
 * and validated again. The dev server regenerates in one long-lived process (src/plugins/devRegenerate.ts), where an
 * edit to one connector file then costs that file's validation, not all 78.
 */
const validated = new WeakMap<object, Map<string, {text: string; entry: unknown}>>();

/**
 * Every entry of a data family: one `*.yaml` file per entry in `dir` (relative to `root`), sorted by file name,
 * each validated by `schema`. The first file with problems throws a DataError that names the file, every field
 * path and its fix. Entries are copies: callers may change them.
 */
export function loadFamily<T>(
  root: string,
  dir: string,
  schema: z.ZodType<T>,
  options: FamilyOptions<T> = {},
): LoadedEntry<T>[] {
  const byFile = validated.get(options) ?? new Map<string, {text: string; entry: unknown}>();
  validated.set(options, byFile);
  const key = (file: string) => `${root}\0${file}`;
  return readYamlTexts(root, dir, options.kind).map(({file, id, text}) => {
    const known = byFile.get(key(file));
    if (known?.text === text) return {file, id, entry: structuredClone(known.entry) as T};
    const {value, problems} = entryProblems(schema, {file, id, doc: parseYamlFile(file, text)}, options);
    if (problems.length > 0 || value === undefined) throw problemsError(file, problems);
    byFile.set(key(file), {text, entry: structuredClone(value)});
    return {file, id, entry: value};
  });
}

/**
 * Hints from a family's field help (`{tagline: 'one short sentence ...'}`): a problem with a known top-level field
 * says what the field holds; an unknown field lists the allowed ones.
 */
export function fieldHelpHints(help: Record<string, string>): IssueHints {
  return {
    format: `allowed fields are ${Object.keys(help).join(', ')}`,
    fix: (_field, top) => {
      const hint = help[top];
      return hint ? `set "${top}" to ${hint}` : `remove "${top}": allowed fields are ${Object.keys(help).join(', ')}`;
    },
  };
}

/**
 * Hints for a file that lists entries (`- {from, to}`, `versions: [...]`): a problem with a known field of an entry
 * says what the field holds; anything else gets `format`.
 */
export function entryHelpHints(help: Record<string, string>, format: string): IssueHints {
  return {
    format,
    fix: (_field, _top, issue) => {
      const last = issue.code === 'unrecognized_keys' ? undefined : issue.path[issue.path.length - 1];
      const hint = typeof last === 'string' ? help[last] : undefined;
      return hint ? `set it to ${hint}` : undefined;
    },
  };
}

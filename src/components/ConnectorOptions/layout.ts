/**
 * How the options table of a connector page is laid out (pure, shared by the component and the unit tests).
 *
 * A long option list is split in two: the options a reader sets first (required ones, and those the connector's
 * starter recipes set: the generator marks them `common`) stay visible in one table, and every other option goes
 * into a collapsed group (a native `<details>` element, so the page needs no script for it). Groups come from the
 * option paths:
 *
 * - the fields of an object option that are not common go with their top-level option (`profiling`,
 *   `stateful_ingestion`, ...); an object option that is not common goes there with all its fields;
 * - allow/deny filters (`*_pattern`) share one group;
 * - top-level options that share the part of their name before the first `_` (or, for dotted names such as
 *   Spark's `spark.datahub.rest.server`, before the last `.`) form a group when at least MIN_PREFIX_GROUP of them do
 *   (`include_*`, `spark.datahub.rest.*`);
 * - options marked deprecated go last, in their own group; everything else goes into "Other options".
 *
 * A group of a single row is not made: that row stays open. Short lists, and lists with nothing common to show
 * first, stay one table.
 */

import type {ConnectorOptionRow} from '../../types/connectors';

export type {ConnectorOptionRow};

/** One table row: an option without its fields, and how deep it is nested (0 for a top-level option). */
export interface LaidOutRow {
  option: Omit<ConnectorOptionRow, 'fields'>;
  depth: number;
}

export interface OptionGroup {
  /** Stable key, also the end of the group's element id (`options-group-<key>`). */
  key: string;
  /** What the summary names: an option path (`profiling`), a name pattern (`include_*`), or words. */
  label: string;
  /** True when `label` is an option path or name pattern (shown as code). */
  code: boolean;
  rows: LaidOutRow[];
}

export interface OptionsLayout {
  /** Rows shown in the open table (all rows when the list is not split). */
  main: LaidOutRow[];
  /** Collapsed groups, in the order of their first option in the data; deprecated options last. */
  groups: OptionGroup[];
}

/** Lists of at most this many rows (options and nested fields) are not split. */
export const COLLAPSE_ABOVE = 15;
/** Top-level options sharing a name prefix form a group from this many on. */
export const MIN_PREFIX_GROUP = 3;

const OTHER = 'other';
const PATTERNS = 'patterns';
const DEPRECATED = 'deprecated';

function countRows(options: readonly ConnectorOptionRow[]): number {
  return options.reduce((n, o) => n + 1 + countRows(o.fields ?? []), 0);
}

function flatten(options: readonly ConnectorOptionRow[], depth: number, into: LaidOutRow[]): LaidOutRow[] {
  for (const {fields, ...option} of options) {
    into.push({option, depth});
    if (fields) flatten(fields, depth + 1, into);
  }
  return into;
}

/** The name prefix of a top-level option: `include_tables` -> `include_`, `spark.datahub.rest.server` -> `spark.datahub.rest.`. */
export function namePrefix(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  if (dot > 0) return name.slice(0, dot + 1);
  const underscore = name.indexOf('_');
  return underscore > 0 && underscore < name.length - 1 ? name.slice(0, underscore + 1) : undefined;
}

const isPattern = (o: ConnectorOptionRow) => o.name.endsWith('_pattern') && !o.name.includes('.');

/** Splits the options of a connector into the open table and the collapsed groups. */
export function layoutOptions(options: readonly ConnectorOptionRow[]): OptionsLayout {
  const anyCommon = options.some((o) => o.common);
  if (countRows(options) <= COLLAPSE_ABOVE || !anyCommon) return {main: flatten(options, 0, []), groups: []};

  const main: LaidOutRow[] = [];
  const groups = new Map<string, OptionGroup>();
  const addTo = (key: string, label: string, code: boolean, rows: LaidOutRow[]) => {
    if (rows.length === 0) return;
    const group = groups.get(key) ?? {key, label, code, rows: []};
    group.rows.push(...rows);
    groups.set(key, group);
  };

  // Name prefixes shared by enough top-level options that are neither common, objects, filters nor deprecated.
  const loose = options.filter((o) => !o.common && !o.deprecated && !(o.fields?.length ?? 0) && !isPattern(o));
  const prefixCount = new Map<string, number>();
  for (const o of loose) {
    const prefix = namePrefix(o.name);
    if (prefix) prefixCount.set(prefix, (prefixCount.get(prefix) ?? 0) + 1);
  }

  for (const top of options) {
    if (top.common) {
      // The common part of the option stays open; its other fields (at any depth) go to the option's group, or
      // for an allow/deny filter to the filters' group.
      const {fields, ...option} = top;
      main.push({option, depth: 0});
      const rest: LaidOutRow[] = [];
      const split = (children: readonly ConnectorOptionRow[], depth: number) => {
        for (const child of children) {
          if (child.common) {
            const {fields: grandChildren, ...shown} = child;
            main.push({option: shown, depth});
            split(grandChildren ?? [], depth + 1);
          } else flatten([child], depth, rest);
        }
      };
      split(fields ?? [], 1);
      if (isPattern(top)) addTo(PATTERNS, 'Filter patterns', false, rest);
      else addTo(`option-${top.path}`, top.path, true, rest);
      continue;
    }
    const rows = flatten([top], 0, []);
    if (top.deprecated) addTo(DEPRECATED, 'Deprecated options', false, rows);
    else if (isPattern(top)) addTo(PATTERNS, 'Filter patterns', false, rows);
    else if (top.fields?.length) addTo(`option-${top.path}`, top.path, true, rows);
    else {
      const prefix = namePrefix(top.name);
      if (prefix && (prefixCount.get(prefix) ?? 0) >= MIN_PREFIX_GROUP)
        addTo(`prefix-${prefix}`, `${prefix}*`, true, rows);
      else addTo(OTHER, 'Other options', false, rows);
    }
  }

  // A group of one row would save nothing behind a summary: its row stays open, in its place in the list.
  const order = new Map(flatten(options, 0, []).map((row, i) => [row.option.path, i]));
  for (const [key, group] of groups) {
    if (group.rows.length > 1) continue;
    main.push(...group.rows);
    groups.delete(key);
  }
  main.sort((a, b) => (order.get(a.option.path) ?? 0) - (order.get(b.option.path) ?? 0));

  // Topics in the order of their first option; the catch-all and the deprecated options last.
  const ordered = [...groups.values()];
  const last = [OTHER, DEPRECATED];
  const tail = last.flatMap((key) => ordered.filter((g) => g.key === key));
  return {main, groups: [...ordered.filter((g) => !last.includes(g.key)), ...tail]};
}

/** Id of a group's `<details>` element. */
export function groupId(key: string): string {
  return `options-group-${key.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
}

/**
 * A string cut into the pieces between which a line may break: after every `_`, `.` and `/`. The component puts a
 * `<wbr>` between the pieces, so that long option names and defaults wrap at those characters and never inside a
 * word (`DEFAULT_AUTHENTICATOR` -> `DEFAULT_` `AUTHENTICATOR`).
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const ch = text[i];
    if (ch === '_' || ch === '.' || ch === '/') {
      pieces.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * What changed between a frozen docs version's data and Next's: connector options and capabilities, GraphQL
 * types, fields and enum values, entity aspects. Computed at generate time from the two data sets (nothing is
 * kept by hand), it gives the "New in Next" marks of Next's pages and the "Removed after <version>" lists.
 *
 * A family is compared only where the frozen data was checked against DataHub's sources at that release
 * (see data/README.md and scripts/generate/frozenData.ts): an unverified connector has no marks, because today's options are not
 * evidence of what the older release lacked.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isIntrospectionType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import type {Connector, ConnectorOption} from '../../data/schemas/connector';
import {CAPABILITY_KEYS} from '../../data/schemas/connector';
import type {Entity} from '../../data/schemas/entity';

export type ChangeKind = 'option' | 'capability' | 'type' | 'field' | 'enumValue' | 'entity' | 'aspect';

export interface VersionChange {
  kind: ChangeKind;
  /** The page the change belongs to: a connector id, a GraphQL type name or an entity name. */
  page: string;
  /** What changed: an option's dotted path, a capability key, `Type.field`, `Enum.VALUE`, an aspect name. */
  name: string;
  /** The DataHub release that introduced it, only where the sources tell; otherwise absent. */
  since?: string;
}

export interface VersionDiff {
  /** Only in Next. */
  added: VersionChange[];
  /** In the frozen version, gone (removed or renamed) in Next. */
  removed: VersionChange[];
}

const empty = (): VersionDiff => ({added: [], removed: []});

function merge(diffs: VersionDiff[]): VersionDiff {
  return {added: diffs.flatMap((d) => d.added), removed: diffs.flatMap((d) => d.removed)};
}

function setDiff(next: Iterable<string>, base: Iterable<string>): {added: string[]; removed: string[]} {
  const n = new Set(next);
  const b = new Set(base);
  return {added: [...n].filter((x) => !b.has(x)), removed: [...b].filter((x) => !n.has(x))};
}

/** Every option's dotted path (`profiling.enabled`), parents before their fields. */
export function optionPaths(options: readonly ConnectorOption[], prefix = ''): string[] {
  return options.flatMap((o) => {
    const p = prefix ? `${prefix}.${o.name}` : o.name;
    return [p, ...optionPaths(o.fields ?? [], p)];
  });
}

/**
 * Options and supported capabilities of one connector. An option whose parent is itself new is not listed
 * separately (the parent's mark covers it); the same holds for removals.
 */
export function diffConnector(next: Connector, base: Connector): VersionDiff {
  const {added, removed} = setDiff(optionPaths(next.options), optionPaths(base.options));
  const underOther = (list: string[]) => {
    const all = new Set(list);
    return list.filter((p) => {
      const parts = p.split('.');
      for (let i = 1; i < parts.length; i++) if (all.has(parts.slice(0, i).join('.'))) return false;
      return true;
    });
  };
  const diff = empty();
  for (const name of underOther(added)) diff.added.push({kind: 'option', page: next.id, name});
  for (const name of underOther(removed)) diff.removed.push({kind: 'option', page: next.id, name});
  for (const key of CAPABILITY_KEYS) {
    const now = next.capabilities[key].supported;
    const then = base.capabilities[key].supported;
    if (now && !then) diff.added.push({kind: 'capability', page: next.id, name: key});
    if (!now && then) diff.removed.push({kind: 'capability', page: next.id, name: key});
  }
  return diff;
}

/**
 * Connectors of Next against the frozen version's verified connectors (`base`, by id). Connectors missing from
 * `base` are not compared. A verified connector that Next no longer has is listed as removed.
 */
export function diffConnectors(next: readonly Connector[], base: ReadonlyMap<string, Connector>): VersionDiff {
  const byId = new Map(next.map((c) => [c.id, c]));
  const diffs = [...base.values()].map((old) => {
    const now = byId.get(old.id);
    if (!now) return {added: [], removed: [{kind: 'option' as const, page: old.id, name: '*'}]};
    return diffConnector(now, old);
  });
  return merge(diffs);
}

/** The named types of a schema that a reader sees (no introspection types, no built-in scalars). */
function namedTypes(schema: GraphQLSchema) {
  return Object.values(schema.getTypeMap()).filter((t) => !isIntrospectionType(t) && !isSpecifiedScalarType(t));
}

function membersOf(schema: GraphQLSchema): Map<string, {kind: 'field' | 'enumValue'; names: string[]}> {
  const out = new Map<string, {kind: 'field' | 'enumValue'; names: string[]}>();
  for (const t of namedTypes(schema)) {
    if (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t))
      out.set(t.name, {kind: 'field', names: Object.keys(t.getFields())});
    else if (isEnumType(t)) out.set(t.name, {kind: 'enumValue', names: t.getValues().map((v) => v.name)});
  }
  return out;
}

/**
 * Types, fields (of object, interface and input types) and enum values. Members of a type that is new (or gone)
 * as a whole are not listed one by one.
 */
export function diffGraphql(next: GraphQLSchema, base: GraphQLSchema): VersionDiff {
  const diff = empty();
  const types = setDiff(
    namedTypes(next).map((t) => t.name),
    namedTypes(base).map((t) => t.name),
  );
  for (const name of types.added) diff.added.push({kind: 'type', page: name, name});
  for (const name of types.removed) diff.removed.push({kind: 'type', page: name, name});
  const nextMembers = membersOf(next);
  const baseMembers = membersOf(base);
  for (const [type, now] of nextMembers) {
    const then = baseMembers.get(type);
    if (!then || then.kind !== now.kind) continue;
    const {added, removed} = setDiff(now.names, then.names);
    for (const m of added) diff.added.push({kind: now.kind, page: type, name: `${type}.${m}`});
    for (const m of removed) diff.removed.push({kind: now.kind, page: type, name: `${type}.${m}`});
  }
  return diff;
}

/** Entities and their aspects. Aspects of an entity that is new (or gone) as a whole are not listed one by one. */
export function diffEntities(next: readonly Entity[], base: readonly Entity[]): VersionDiff {
  const diff = empty();
  const baseByName = new Map(base.map((e) => [e.name, e]));
  const nextByName = new Map(next.map((e) => [e.name, e]));
  for (const e of next) {
    const old = baseByName.get(e.name);
    if (!old) {
      diff.added.push({kind: 'entity', page: e.name, name: e.name});
      continue;
    }
    const {added, removed} = setDiff(
      e.aspects.map((a) => a.name),
      old.aspects.map((a) => a.name),
    );
    for (const name of added) diff.added.push({kind: 'aspect', page: e.name, name});
    for (const name of removed) diff.removed.push({kind: 'aspect', page: e.name, name});
  }
  for (const e of base) if (!nextByName.has(e.name)) diff.removed.push({kind: 'entity', page: e.name, name: e.name});
  return diff;
}

/** Adds the release each change arrived in where it is known (`since`, keyed by `page` + ' ' + `name`). */
export function withSince(diff: VersionDiff, since: ReadonlyMap<string, string>): VersionDiff {
  const tag = (c: VersionChange): VersionChange => {
    const release = since.get(`${c.page} ${c.name}`);
    return release ? {...c, since: release} : c;
  };
  return {added: diff.added.map(tag), removed: diff.removed};
}

/** The changes of one page, for its marks: `added` names and `removed` names. */
export function changesOf(diff: VersionDiff, page: string, kinds?: readonly ChangeKind[]): VersionDiff {
  const keep = (c: VersionChange) => c.page === page && (!kinds || kinds.includes(c.kind));
  return {added: diff.added.filter(keep), removed: diff.removed.filter(keep)};
}

/** The accessible words of a mark: "New in Next", or "New in Next (v1.2.0)" where the release is known. */
export function newInNextLabel(change: Pick<VersionChange, 'since'>): string {
  return change.since ? `New in Next (${change.since})` : 'New in Next';
}

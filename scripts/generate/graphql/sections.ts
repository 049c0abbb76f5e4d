/**
 * The Markdown section of one type or operation: its description, where it belongs, and a table of its fields,
 * values or arguments. Links to other types are left for links.ts to resolve once the page map is known.
 */
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type {GraphqlPages} from '../../../data/schemas/graphqlPages';
import {areaOf} from './areas';
import {pageOfType, type PageId} from './kinds';
import {linkList, typeLink} from './links';
import {describe, mdText} from './markdown';

export interface Section {
  /** The type or operation name, which is also the `###` heading. */
  name: string;
  /** The SDL file that declares it; undefined for GraphQL's built-in types. */
  file: string | undefined;
  /** Markdown lines under the heading. */
  body: string[];
}

function sourceOf(node: {loc?: {source: {name: string}}} | null | undefined): string | undefined {
  return node?.loc?.source.name;
}

function deprecationNote(reason: string | null | undefined): string {
  if (reason === undefined || reason === null) return '';
  return ` **Deprecated:** ${mdText(reason, true)}`;
}

/** The arguments of a field, inside its description cell. */
function argsCell(args: readonly GraphQLArgument[]): string {
  if (args.length === 0) return '';
  const parts = args.map((a) => {
    const dflt = a.defaultValue !== undefined ? ` (default \`${JSON.stringify(a.defaultValue)}\`)` : '';
    return `\`${a.name}\`: ${typeLink(a.type)}${dflt} ${mdText(describe(a.description), true)}`.trim();
  });
  return ` Arguments: ${parts.join('; ')}.`;
}

function fieldsTable(fields: ReadonlyArray<GraphQLField<unknown, unknown>>): string[] {
  const lines = ['| Field | Type | Description |', '| --- | --- | --- |'];
  for (const f of fields) {
    lines.push(
      `| \`${f.name}\` | ${typeLink(f.type)} | ${mdText(describe(f.description), true)}${argsCell(f.args)}${deprecationNote(f.deprecationReason)} |`,
    );
  }
  return lines;
}

function inputFieldsTable(fields: ReadonlyArray<GraphQLInputField>): string[] {
  const lines = ['| Field | Type | Description |', '| --- | --- | --- |'];
  for (const f of fields) {
    const dflt = f.defaultValue !== undefined ? ` Default: \`${JSON.stringify(f.defaultValue)}\`.` : '';
    lines.push(
      `| \`${f.name}\` | ${typeLink(f.type)} | ${mdText(describe(f.description), true)}${dflt}${deprecationNote(f.deprecationReason)} |`,
    );
  }
  return lines;
}

/** Where a type belongs: built into GraphQL, or (when other areas add fields to it) the areas those fields serve. */
function areaNote(type: GraphQLNamedType, areas: GraphqlPages['areas']): string | undefined {
  const main = sourceOf(type.astNode);
  if (!main) return 'Built into GraphQL.';
  const others = [
    ...new Set(
      type.extensionASTNodes
        .map((n) => sourceOf(n))
        .filter((f): f is string => !!f && f !== main)
        .map((f) => areaOf(f, areas)),
    ),
  ].sort();
  if (others.length === 0) return undefined;
  return `Some of its fields belong to other areas of the API: ${others.join(', ')}.`;
}

function typeSection(schema: GraphQLSchema, type: GraphQLNamedType, prose: GraphqlPages): Section {
  const body: string[] = [];
  const builtIn = prose.builtInScalars as Record<string, string>;
  const desc =
    type instanceof GraphQLScalarType && builtIn[type.name] ? builtIn[type.name]! : describe(type.description);
  if (desc) body.push(mdText(desc), '');
  const note = areaNote(type, prose.areas);
  if (note) body.push(note, '');
  if (type instanceof GraphQLObjectType || type instanceof GraphQLInterfaceType) {
    const ifaces = type.getInterfaces();
    if (ifaces.length > 0) body.push(`**Implements:** ${linkList(ifaces)}`, '');
    if (type instanceof GraphQLInterfaceType) {
      const impl = schema.getImplementations(type);
      const all = [...impl.objects, ...impl.interfaces];
      if (all.length > 0) body.push(`**Implemented by:** ${linkList(all)}`, '');
    }
    body.push(...fieldsTable(Object.values(type.getFields())), '');
  } else if (type instanceof GraphQLInputObjectType) {
    body.push(...inputFieldsTable(Object.values(type.getFields())), '');
  } else if (type instanceof GraphQLUnionType) {
    body.push(`**Possible types:** ${linkList(type.getTypes())}`, '');
  } else if (type instanceof GraphQLEnumType) {
    body.push('| Value | Description |', '| --- | --- |');
    for (const v of type.getValues()) {
      body.push(`| \`${v.name}\` | ${mdText(describe(v.description), true)}${deprecationNote(v.deprecationReason)} |`);
    }
    body.push('');
  }
  return {name: type.name, file: sourceOf(type.astNode), body};
}

function operationSection(field: GraphQLField<unknown, unknown>): Section {
  const body: string[] = [];
  const desc = describe(field.description);
  if (desc) body.push(mdText(desc), '');
  if (field.deprecationReason) body.push(`**Deprecated:** ${mdText(field.deprecationReason)}`, '');
  body.push(`**Returns:** ${typeLink(field.type)}`, '');
  if (field.args.length > 0) {
    body.push('| Argument | Type | Description |', '| --- | --- | --- |');
    for (const a of field.args) {
      const dflt = a.defaultValue !== undefined ? ` Default: \`${JSON.stringify(a.defaultValue)}\`.` : '';
      body.push(`| \`${a.name}\` | ${typeLink(a.type)} | ${mdText(describe(a.description), true)}${dflt} |`);
    }
    body.push('');
  } else {
    body.push('This operation takes no arguments.', '');
  }
  return {name: field.name, file: sourceOf(field.astNode), body};
}

/** The section of every operation and type, by the kind page that documents it, in schema order. */
export function collectSections(schema: GraphQLSchema, prose: GraphqlPages): Record<PageId, Section[]> {
  const buckets: Record<PageId, Section[]> = {
    queries: [],
    mutations: [],
    objects: [],
    inputObjects: [],
    interfaces: [],
    unions: [],
    enums: [],
    scalars: [],
  };
  const queryType = schema.getQueryType();
  const mutationType = schema.getMutationType();
  if (queryType) for (const f of Object.values(queryType.getFields())) buckets.queries.push(operationSection(f));
  if (mutationType)
    for (const f of Object.values(mutationType.getFields())) buckets.mutations.push(operationSection(f));
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (type === queryType || type === mutationType) continue;
    buckets[pageOfType(type)].push(typeSection(schema, type, prose));
  }
  return buckets;
}

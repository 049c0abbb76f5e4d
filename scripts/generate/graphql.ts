/**
 * Generator of the GraphQL API reference (/docs/graphql/<page>) from the SDL files in graphql/.
 * Writes eight Markdown pages (CommonMark, no MDX) and the "GraphQL API reference" sidebar category.
 */
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  getNamedType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import {editUrlFor} from '../../config/site';
import {GRAPHQL_DIR, loadSchema} from '../lib/graphqlSchema';
import type {FamilyGenerator, FamilyOutput, GeneratedDoc} from './types';
import {releaseOf, stampRelease} from './releaseLine';
import {CURRENT, VERSIONS_FILE} from '../lib/versions';

export type PageId =
  'queries' | 'mutations' | 'objects' | 'inputObjects' | 'interfaces' | 'unions' | 'enums' | 'scalars';

export const PAGE_IDS: PageId[] = [
  'queries',
  'mutations',
  'objects',
  'inputObjects',
  'interfaces',
  'unions',
  'enums',
  'scalars',
];

/** URL of a reference page (a kind page such as `objects`, or one of its letter pages such as `objects-a-c`). */
export function pageUrl(page: string): string {
  return `/docs/graphql/${page}`;
}

/**
 * Largest Markdown size of one generated page. A kind whose page would be larger is split into letter pages
 * (`objects-a-c`, `objects-d-f`...) below an index page that keeps the kind URL, so that no page grows past
 * roughly 400 kB of HTML (Docusaurus adds about two to three times the Markdown size).
 */
export const MAX_PAGE_CHARS = 100_000;

/** Page of each type that lives on a letter page; filled by renderReference before any link is written. */
const letterPageOf = new Map<string, string>();

/** The anchor Docusaurus derives from a heading made of a GraphQL name. */
export function anchorFor(name: string): string {
  return name.toLowerCase();
}

const BUILT_IN_SCALARS: Record<string, string> = {
  String:
    'UTF-8 text. URNs, names, descriptions, JSON payloads such as ingestion recipes, and cron expressions are all passed as strings.',
  Int: 'A signed 32-bit integer, used for paging offsets (`start`), page sizes (`count`), totals and small counters.',
  Float:
    'A double-precision floating point number, used for statistics such as proportions, scores and numeric property values.',
  Boolean:
    'Either `true` or `false`. Most mutations of DataHub return a Boolean that is true when the change was applied.',
  ID: 'An opaque identifier serialised as a string. DataHub identifies entities with URN strings instead, so this scalar is rarely used.',
};

/**
 * The area of DataHub each schema file serves, used as the group headings of the reference pages. Every file in
 * graphql/ needs an entry: a heading must name what the operations are for, never the file they live in.
 */
export const DOMAIN_TITLES: Record<string, string> = {
  root: 'General',
  common: 'Common building blocks',
  entities: 'Entities and datasets',
  assets: 'Charts, dashboards, pipelines and containers',
  search: 'Search and browse',
  lineage: 'Lineage',
  ownership: 'Ownership',
  'tags-terms': 'Tags and glossary',
  'domains-products': 'Domains and data products',
  'assertions-incidents': 'Assertions, incidents and contracts',
  'auth-policies': 'Access control and tokens',
  'users-groups': 'Users and groups',
  ingestion: 'Managed ingestion',
  views: 'Views',
  'properties-forms': 'Structured properties and forms',
  app: 'Application and announcements',
  'business-attributes': 'Business attributes',
  ml: 'Machine learning',
  analytics: 'Analytics charts',
  connection: 'Connections',
  documents: 'Documents',
  files: 'File uploads',
  logical: 'Logical parents',
  module: 'Page modules',
  operations: 'Operation statistics',
  patch: 'Patch updates',
  recommendation: 'Recommendations',
  settings: 'Asset settings',
  step: 'Onboarding steps',
  template: 'Page templates',
  tests: 'Metadata tests',
  timeline: 'Timeline and schema history',
  timeseries: 'Time-series statistics',
  versioning: 'Versioning',
};

const GROUP_NOUN: Record<PageId, string> = {
  queries: 'queries',
  mutations: 'mutations',
  objects: 'objects',
  inputObjects: 'input objects',
  interfaces: 'interfaces',
  unions: 'unions',
  enums: 'enums',
  scalars: 'scalars',
};

/** Which page documents a named type. */
export function pageOfType(type: GraphQLNamedType): PageId {
  if (type instanceof GraphQLObjectType) return 'objects';
  if (type instanceof GraphQLInputObjectType) return 'inputObjects';
  if (type instanceof GraphQLInterfaceType) return 'interfaces';
  if (type instanceof GraphQLUnionType) return 'unions';
  if (type instanceof GraphQLEnumType) return 'enums';
  return 'scalars';
}

/** The page (kind page or letter page) that holds the section of a type. */
export function pageForName(type: GraphQLNamedType): string {
  return letterPageOf.get(type.name) ?? pageOfType(type);
}

/** Escapes text for a Markdown paragraph or table cell: no raw `<`, `{`, `}` outside code, `|` escaped. */
export function mdText(text: string, inTable = false): string {
  const oneLine = inTable ? text.replace(/\s*\n\s*/g, ' ').trim() : text.trim();
  return oneLine
    .split(/(`[^`]*`)/g)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
        return inTable ? part.replace(/\|/g, '\\|') : part;
      }
      let out = part.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{/g, '&#123;').replace(/\}/g, '&#125;');
      if (inTable) out = out.replace(/\|/g, '\\|');
      return out;
    })
    .join('');
}

/** A type reference as Markdown with links, e.g. `\[[String](/docs/graphql/scalars#string)!\]!`. */
export function typeLink(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeLink(type.ofType)}!`;
  if (isListType(type)) return `\\[${typeLink(type.ofType)}\\]`;
  const named = getNamedType(type);
  return `[${named.name}](${pageUrl(pageForName(named))}#${anchorFor(named.name)})`;
}

function sourceOf(node: {loc?: {source: {name: string}}} | null | undefined): string | undefined {
  return node?.loc?.source.name;
}

function typeSource(type: GraphQLNamedType): string | undefined {
  return sourceOf(type.astNode);
}

export function domainOf(file: string | undefined): string {
  if (!file) return 'Built-in';
  const stem = file.replace(/^.*\//, '').replace(/\.graphql$/, '');
  const title = DOMAIN_TITLES[stem];
  if (!title) {
    throw new Error(
      `${file}: no area title for this schema file; add "${stem}" to DOMAIN_TITLES in scripts/generate/graphql.ts, naming the part of DataHub its types serve`,
    );
  }
  return title;
}

function describe(desc: string | null | undefined): string {
  return desc && desc.trim() ? desc.trim() : '';
}

function deprecationNote(reason: string | null | undefined): string {
  if (reason === undefined || reason === null) return '';
  return ` **Deprecated:** ${mdText(reason, true)}`;
}

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

function linkList(types: ReadonlyArray<GraphQLNamedType>): string {
  return [...types]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => `[${t.name}](${pageUrl(pageForName(t))}#${anchorFor(t.name)})`)
    .join(', ');
}

interface Section {
  name: string;
  file: string | undefined;
  body: string[];
}

/** Where a type belongs: built into GraphQL, or (when other areas add fields to it) the areas those fields serve. */
function areaNote(type: GraphQLNamedType): string | undefined {
  const main = typeSource(type);
  if (!main) return 'Built into GraphQL.';
  const areas = [
    ...new Set(
      type.extensionASTNodes
        .map((n) => sourceOf(n))
        .filter((f): f is string => !!f && f !== main)
        .map((f) => domainOf(f)),
    ),
  ].sort();
  if (areas.length === 0) return undefined;
  return `Some of its fields belong to other areas of the API: ${areas.join(', ')}.`;
}

function typeSection(schema: GraphQLSchema, type: GraphQLNamedType): Section {
  const body: string[] = [];
  const desc =
    type instanceof GraphQLScalarType && BUILT_IN_SCALARS[type.name]
      ? BUILT_IN_SCALARS[type.name]
      : describe(type.description);
  if (desc) body.push(mdText(desc), '');
  const note = areaNote(type);
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
  return {name: type.name, file: typeSource(type), body};
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

const USING_THE_API = [
  'DataHub serves this API at `/api/graphql` on the metadata service (GMS, port 8080 by default) and at',
  '`/api/v2/graphql` on the frontend (port 9002). Send a POST request with a JSON body holding `query` and, optionally,',
  '`variables` and `operationName`. When metadata service authentication is enabled, add the header',
  '`Authorization: Bearer TOKEN` with a personal access token created under Settings, Access Tokens, or with the',
  '`createAccessToken` mutation. The GraphiQL explorer at `/api/graphiql` lets you try operations interactively, and the',
  'Python SDK offers `DataHubGraph.execute_graphql()` for scripts.',
].join(' ');

interface PageSpec {
  title: string;
  sidebarLabel: string;
  description: string;
  intro: string[];
}

const PAGES: Record<PageId, PageSpec> = {
  queries: {
    title: 'GraphQL queries',
    sidebarLabel: 'Queries',
    description:
      'Every read operation of the DataHub GraphQL API: entity lookups, search, lineage, browse, users, policies, ingestion and Views.',
    intro: [
      'Queries are the read operations of the DataHub GraphQL API. Each field of the root `Query` type below is one entry point: some fetch a single entity by its URN (`dataset`, `chart`, `corpUser`, `domain`...), some list administrative objects page by page (`listDomains`, `listPolicies`, `listIngestionSources`...), and others run searches over the metadata graph (`searchAcrossEntities`, `scrollAcrossEntities`, `searchAcrossLineage`, `browseV2`).',
      'Most list and search operations take a single `input` argument and page with `start` (offset) and `count` (page size). Search results come back as the `Entity` interface, so select type-specific fields with inline fragments such as `... on Dataset`. Fields that are missing on the server, such as an entity that does not exist, resolve to null rather than failing the whole request.',
      USING_THE_API,
      'The example below finds datasets whose name matches `orders` and reads their display name and platform:',
    ],
  },
  mutations: {
    title: 'GraphQL mutations',
    sidebarLabel: 'Mutations',
    description:
      'Every write operation of the DataHub GraphQL API: tags, terms, owners, domains, descriptions, lineage, policies, Views and ingestion.',
    intro: [
      'Mutations are the write operations of the DataHub GraphQL API. They edit metadata on existing entities (descriptions, tags, glossary terms, owners, domains, deprecation, links, lineage) and create or delete the objects DataHub manages itself, such as domains, data products, glossary entries, access policies, Views, secrets and ingestion sources.',
      'Every mutation checks the privileges of the caller. Editing an asset needs the matching metadata privilege on it (for example Edit Tags or Edit Owners), granted by a policy or a role; administrative mutations need a platform privilege such as Manage Policies or Manage Metadata Ingestion. A caller without the privilege gets an authorisation error and nothing changes. Many mutations return a Boolean that is true when the change was applied; create mutations usually return the URN of the new entity.',
      'Changes made through this API are written as aspects in the same way as ingestion, so they show up in the UI immediately and are kept when sources are ingested again, because DataHub stores UI edits in separate editable aspects.',
      USING_THE_API,
      'The example below attaches two tags to a dataset:',
    ],
  },
  objects: {
    title: 'GraphQL object types',
    sidebarLabel: 'Objects',
    description:
      'The output types of the DataHub GraphQL API: entities such as Dataset, Chart and CorpUser, and the records nested inside them.',
    intro: [
      'Object types describe what the DataHub GraphQL API returns. Entity types such as `Dataset`, `Chart`, `Dashboard`, `DataJob`, `CorpUser` and `Domain` implement the `Entity` interface and carry a `urn` and a `type`; the other objects are the records nested inside them, such as `Ownership`, `GlobalTags`, `SchemaMetadata` or `SearchResults`.',
      "Entity fields usually mirror aspects of DataHub's metadata model. Properties extracted from the source system live under `properties`, while edits made in DataHub live under `editableProperties`; the UI shows the edited value when both exist, and your code should do the same. Fields that take arguments, such as `lineage`, `relationships`, `datasetProfiles` or `runEvents`, list them in the description column.",
      'Objects are grouped below by the area of the schema that defines them. Every type name in a table links to its definition, and fields marked deprecated still work but have a replacement that new code should use.',
      USING_THE_API,
    ],
  },
  inputObjects: {
    title: 'GraphQL input objects',
    sidebarLabel: 'Input objects',
    description:
      'The argument types of DataHub GraphQL queries and mutations, such as SearchAcrossEntitiesInput, AddTagsInput and CreateDomainInput.',
    intro: [
      'Input objects are the structured arguments of queries and mutations. Most operations of the DataHub GraphQL API take a single argument named `input` whose type is listed here, for example `SearchAcrossEntitiesInput` for `searchAcrossEntities` or `AddTagsInput` for `addTags`.',
      'Fields whose type ends with `!` are required; the server rejects a request that leaves them out before running anything. Optional fields can be omitted or set to null. Lists accept a single value as well, following the GraphQL input coercion rules. Several inputs share building blocks: `FacetFilterInput` and `AndFilterInput` express search filters, `ResourceRefInput` points at an entity or one of its columns in batch mutations, and `StringMapEntryInput` carries key-value pairs.',
      'Pass input objects inline in the operation or, better for scripts, as variables: declare `$input: AddTagsInput!` in the operation and send the JSON object in `variables`, which avoids escaping URNs inside the query text.',
      USING_THE_API,
    ],
  },
  interfaces: {
    title: 'GraphQL interfaces',
    sidebarLabel: 'Interfaces',
    description:
      'The interfaces of the DataHub GraphQL API, such as Entity and EntityWithRelationships, and the types that implement them.',
    intro: [
      'Interfaces group object types that share fields. The most important one is `Entity`: every entity in DataHub implements it, so any operation that can return several kinds of entities, such as search, `entity(urn:)` or relationships, returns `Entity` and lets you select the shared `urn` and `type` fields directly.',
      'To read fields that only exist on one kind of entity, use an inline fragment: `... on Dataset` selects dataset fields and is ignored for results of other types. The `type` field, an `EntityType` value, tells you which kind of entity each result is without having to inspect the fragment that matched.',
      '`EntityWithRelationships` marks entities that take part in lineage and therefore expose the `lineage` field, and `BrowsableEntity` marks entities that appear in the legacy browse hierarchy. The time-series interfaces `Aspect` and `TimeSeriesAspect` are implemented by versioned and timestamped records such as schemas, profiles and operations.',
      USING_THE_API,
    ],
  },
  unions: {
    title: 'GraphQL unions',
    sidebarLabel: 'Unions',
    description:
      'The union types of the DataHub GraphQL API, such as OwnerType and PropertyValue, and their possible member types.',
    intro: [
      'A union is a field that can hold one of several object types that share no fields. To read a union value, select fields through inline fragments for each member type you care about, and add `__typename` to learn which member you received.',
      'For example, an owner of an entity is either a user or a group, so `Owner.owner` has the union type `OwnerType`. A query that lists owners therefore asks for `... on CorpUser` fields such as `username` and for `... on CorpGroup` fields such as `name`. Structured property values follow the same pattern: a `PropertyValue` is either a `StringValue` or a `NumberValue`, and the native schema of a dataset is either a `TableSchema` or a `KeyValueSchema`.',
      'Unlike interfaces, unions cannot be queried for common fields directly; every field must sit inside a fragment. Selecting a member type that can never appear in a given union is a validation error, which the documentation checks of this site catch in examples.',
      USING_THE_API,
    ],
  },
  enums: {
    title: 'GraphQL enums',
    sidebarLabel: 'Enums',
    description:
      'The enumerations of the DataHub GraphQL API, such as EntityType, FabricType, OwnershipType, FilterOperator and LineageDirection.',
    intro: [
      'Enums are fixed lists of values. In an operation they are written without quotes, for example `types: [DATASET, CHART]` or `direction: DOWNSTREAM`; in JSON variables they are sent as strings such as `"DATASET"`. Values are case-sensitive and a misspelled value fails validation before the operation runs.',
      'The most used enums are `EntityType`, which names every kind of entity for search filters and results; `FabricType`, the environment segment of a dataset URN such as `PROD` or `DEV`; `FilterOperator`, the comparison used in search filters; `LineageDirection`, which picks upstream or downstream in lineage operations; and `OwnershipType` together with `OwnerEntityType`, used when adding owners.',
      'Values marked deprecated are still accepted by the server for compatibility but have a replacement, which the description names. New code should use the replacement so that it keeps working when the deprecated values are removed.',
      USING_THE_API,
    ],
  },
  scalars: {
    title: 'GraphQL scalars',
    sidebarLabel: 'Scalars',
    description:
      'The scalar types of the DataHub GraphQL API: the GraphQL built-ins and Long, used for epoch-millisecond timestamps and large counts.',
    intro: [
      'Scalars are the leaf values of the DataHub GraphQL API. Besides the built-in GraphQL scalars, DataHub declares one custom scalar, `Long`, a 64-bit integer. It holds values that do not fit in the 32-bit `Int`, above all timestamps, which DataHub always expresses as milliseconds since the Unix epoch, as well as row counts, byte sizes and aspect versions.',
      'DataHub has no dedicated scalar for URNs or dates. URNs are passed as `String` values such as `urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,PROD)`, and structured JSON documents, such as ingestion recipes or raw aspects, are passed as strings containing serialised JSON. When you build those strings in code, serialise the JSON first and let your GraphQL client escape it as a variable value.',
      'Because JavaScript numbers lose precision above 2 to the power of 53, clients written in JavaScript can read `Long` timestamps safely (they stay far below that limit) but should treat very large counters with care.',
      USING_THE_API,
    ],
  },
};

const EXAMPLES: Partial<Record<PageId, string>> = {
  queries: [
    'query FindOrders {',
    '  searchAcrossEntities(input: {types: [DATASET], query: "orders", start: 0, count: 10}) {',
    '    total',
    '    searchResults {',
    '      entity {',
    '        urn',
    '        ... on Dataset {',
    '          properties {',
    '            name',
    '          }',
    '          platform {',
    '            name',
    '          }',
    '        }',
    '      }',
    '    }',
    '  }',
    '}',
  ].join('\n'),
  mutations: [
    'mutation TagOrders {',
    '  addTags(',
    '    input: {',
    '      tagUrns: ["urn:li:tag:pii", "urn:li:tag:gold"]',
    '      resourceUrn: "urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,PROD)"',
    '    }',
    '  )',
    '}',
  ].join('\n'),
};

function frontMatter(spec: PageSpec, editUrl: string): string[] {
  const q = (s: string) => JSON.stringify(s);
  return [
    '---',
    `title: ${q(spec.title)}`,
    `sidebar_label: ${q(spec.sidebarLabel)}`,
    `description: ${q(spec.description)}`,
    `custom_edit_url: ${q(editUrl)}`,
    '---',
    '',
  ];
}

interface LetterPage {
  id: string;
  first: string;
  last: string;
  /** Set when one letter is spread over several pages: 1, 2... */
  part?: number;
  sections: Section[];
}

const letterOf = (name: string) => name[0]!.toUpperCase();
const rangeLabel = (lp: LetterPage) =>
  lp.part !== undefined
    ? `${lp.first} (part ${lp.part})`
    : lp.first === lp.last
      ? lp.first
      : `${lp.first} to ${lp.last}`;

/** Splits the sections of a kind into consecutive letter ranges of at most MAX_PAGE_CHARS of Markdown each. */
function splitByLetter(page: PageId, sections: Section[]): LetterPage[] {
  const byLetter = new Map<string, Section[]>();
  for (const s of [...sections].sort((a, b) => a.name.localeCompare(b.name))) {
    const l = letterOf(s.name);
    if (!byLetter.has(l)) byLetter.set(l, []);
    byLetter.get(l)!.push(s);
  }
  const size = (list: Section[]) => list.reduce((n, s) => n + s.name.length + 8 + s.body.join('\n').length, 0);
  const pages: LetterPage[] = [];
  let current: Section[] = [];
  let letters: string[] = [];
  const budget = MAX_PAGE_CHARS - 8_000; // room for front matter, intro and group headings
  for (const [letter, list] of [...byLetter].sort(([a], [b]) => a.localeCompare(b))) {
    if (size(list) > budget) {
      // One letter alone is too large (D: Dashboard, Data..., Dataset, Document, Domain): give it
      // numbered pages of consecutive types, each within the budget.
      if (current.length > 0)
        pages.push({id: '', first: letters[0]!, last: letters[letters.length - 1]!, sections: current});
      current = [];
      letters = [];
      let chunk: Section[] = [];
      let part = 1;
      for (const s of list) {
        if (chunk.length > 0 && size(chunk) + size([s]) > budget) {
          pages.push({id: '', first: letter, last: letter, part: part++, sections: chunk});
          chunk = [];
        }
        chunk.push(s);
      }
      if (chunk.length > 0) pages.push({id: '', first: letter, last: letter, part, sections: chunk});
      continue;
    }
    if (current.length > 0 && size(current) + size(list) > budget) {
      pages.push({id: '', first: letters[0]!, last: letters[letters.length - 1]!, sections: current});
      current = [];
      letters = [];
    }
    current.push(...list);
    letters.push(letter);
  }
  if (current.length > 0)
    pages.push({id: '', first: letters[0]!, last: letters[letters.length - 1]!, sections: current});
  for (const lp of pages)
    lp.id =
      lp.part !== undefined
        ? `${page}-${lp.first.toLowerCase()}-${lp.part}`
        : lp.first === lp.last
          ? `${page}-${lp.first.toLowerCase()}`
          : `${page}-${lp.first.toLowerCase()}-${lp.last.toLowerCase()}`;
  return pages;
}

function renderIndexPage(page: PageId, all: Section[], letterPages: LetterPage[]): string {
  const spec = PAGES[page];
  const lines = frontMatter(spec, editUrlFor('graphql'));
  for (const p of spec.intro) lines.push(mdText(p), '');
  lines.push(
    `There are ${all.length} ${GROUP_NOUN[page]}, too many for one page, so their full definitions are split by the first letter of their name over ${letterPages.length} pages. Each page groups its types by schema area, and every type name below links straight to its definition.`,
    '',
  );
  for (const lp of letterPages) {
    lines.push(`## ${mdText(spec.sidebarLabel)}: ${rangeLabel(lp)}`, '');
    lines.push(`Full definitions: [${mdText(spec.sidebarLabel)} ${rangeLabel(lp)}](${pageUrl(lp.id)}).`, '');
    lines.push(
      [...lp.sections]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => `[${s.name}](${pageUrl(lp.id)}#${anchorFor(s.name)})`)
        .join(', '),
      '',
    );
  }
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

function renderPage(page: PageId, sections: Section[], letterPage?: LetterPage): string {
  const base = PAGES[page];
  const spec: PageSpec = letterPage
    ? {
        title: `${base.title}: ${rangeLabel(letterPage)}`,
        sidebarLabel: `${base.sidebarLabel} ${rangeLabel(letterPage)}`,
        description: `${base.title} of the DataHub GraphQL API whose names start with ${rangeLabel(letterPage)}: fields, arguments and descriptions.`,
        intro: [
          `This page lists the ${GROUP_NOUN[page]} of the DataHub GraphQL API whose names start with ${rangeLabel(letterPage)}. The [${base.sidebarLabel.toLowerCase()} index](${pageUrl(page)}) explains how these types are used and links to the other letter pages.`,
          base.intro[1]!,
          USING_THE_API,
        ],
      }
    : base;
  const files = new Set(sections.map((s) => s.file ?? 'builtin'));
  const only = files.size === 1 ? [...files][0] : undefined;
  const editUrl = only && only !== 'builtin' ? editUrlFor(only) : editUrlFor('graphql');
  const lines = frontMatter(spec, editUrl);
  for (const p of spec.intro) lines.push(mdText(p), '');
  const example = letterPage ? undefined : EXAMPLES[page];
  if (example) lines.push('```graphql', example, '```', '');

  // Group by schema area (source file), groups and entries sorted for stable output.
  const groups = new Map<string, Section[]>();
  for (const s of sections) {
    const g = domainOf(s.file);
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(s);
  }
  const groupNames = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  lines.push(
    `The ${sections.length} ${GROUP_NOUN[page]} below are grouped by area: ${groupNames.map((g) => mdText(g)).join(', ')}.`,
    '',
  );
  for (const g of groupNames) {
    lines.push(`## ${mdText(g)} ${GROUP_NOUN[page]}`, '');
    const items = groups.get(g)!.sort((a, b) => a.name.localeCompare(b.name));
    for (const s of items) {
      lines.push(`### ${s.name}`, '', ...s.body);
    }
  }
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

/** Builds the eight pages from a schema. Exposed for tests. */
function collect(schema: GraphQLSchema): Record<PageId, Section[]> {
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
    buckets[pageOfType(type)].push(typeSection(schema, type));
  }
  return buckets;
}

export function renderReference(schema: GraphQLSchema): GeneratedDoc[] {
  letterPageOf.clear();
  const buckets = collect(schema);
  // Decide letter pages first: links to a type must point at the page that holds it.
  letterPageOf.clear();
  const split = new Map<PageId, LetterPage[]>();
  for (const page of PAGE_IDS) {
    const size = buckets[page].reduce((n, s) => n + s.body.join('\n').length, 0);
    if (page === 'queries' || page === 'mutations' || size <= MAX_PAGE_CHARS) continue;
    const pages = splitByLetter(page, buckets[page]);
    split.set(page, pages);
    for (const lp of pages) for (const s of lp.sections) letterPageOf.set(s.name, lp.id);
  }
  // Sections were rendered before the split was known; render them again so their links are right.
  if (split.size > 0) return renderReferenceWith(schema, split);
  return PAGE_IDS.map((page) => ({path: `graphql/${page}.md`, content: renderPage(page, buckets[page])}));
}

function renderReferenceWith(schema: GraphQLSchema, split: Map<PageId, LetterPage[]>): GeneratedDoc[] {
  const buckets = collect(schema);
  const docs: GeneratedDoc[] = [];
  for (const page of PAGE_IDS) {
    const letterPages = split.get(page);
    if (!letterPages) {
      docs.push({path: `graphql/${page}.md`, content: renderPage(page, buckets[page])});
      continue;
    }
    const byName = new Map(buckets[page].map((s) => [s.name, s]));
    const fresh = letterPages.map((lp) => ({...lp, sections: lp.sections.map((s) => byName.get(s.name)!)}));
    docs.push({path: `graphql/${page}.md`, content: renderIndexPage(page, buckets[page], fresh)});
    for (const lp of fresh) docs.push({path: `graphql/${lp.id}.md`, content: renderPage(page, lp.sections, lp)});
  }
  return docs;
}

/** Sidebar items of the reference: one entry per kind, a category for kinds split into letter pages. */
export function sidebarItems(docs: GeneratedDoc[]): FamilyOutput['sidebar'] {
  const ids = new Set(docs.map((d) => d.path.replace(/\.md$/, '')));
  const items = PAGE_IDS.map((p) => {
    const letters = [...ids].filter((id) => id.startsWith(`graphql/${p}-`)).sort();
    if (letters.length === 0) return `graphql/${p}`;
    return {
      type: 'category' as const,
      label: PAGES[p].sidebarLabel,
      link: {type: 'doc' as const, id: `graphql/${p}`},
      items: letters,
    };
  });
  return [{type: 'category', label: 'GraphQL API reference', items}];
}

/** The reference for one docs version (`current` for Next): its pages name that version's release. */
export function graphqlFor(root: string, docsVersion: string): FamilyOutput {
  const docs = renderReference(loadSchema(root));
  return stampRelease({docs, sidebar: sidebarItems(docs)}, releaseOf(root, docsVersion));
}

const generator: FamilyGenerator = {
  name: 'graphql',
  inputs: [GRAPHQL_DIR, VERSIONS_FILE],
  run(root: string): FamilyOutput {
    return graphqlFor(root, CURRENT);
  },
};

export default generator;

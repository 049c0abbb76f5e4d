/**
 * Renders the metamodel entity pages (plain CommonMark .md) and their index from validated entity data.
 * Data files never contain a raw `<` or `{` outside code (the loader checks it), so the only escaping
 * needed here is for table cells.
 */
import {editUrlFor} from '../../../config/site';
import {ENTITY_CATEGORIES, type Entity, type EntityCategory} from '../../../data/schemas/entity';
import {frontMatterBlock} from '../../lib/frontMatter';
import {inlineCode, snippet, tableCell} from '../../lib/markdown';
import {ENTITIES_DIR} from './load';
import {changesOf, newInNextLabel, type VersionDiff} from '../versionDiff';

export const ENTITY_DOCS_DIR = 'generated/metamodel/entities';
export const entityDocId = (name: string) => `${ENTITY_DOCS_DIR}/${name}`;
export const entityUrl = (name: string) => `/docs/${ENTITY_DOCS_DIR}/${name}`;

/** A relationship as shown on a page: the entity at the other end and the aspect fields that carry it. */
export interface RelationshipRow {
  name: string;
  other: string;
  via: string[];
}

function link(name: string, all: Map<string, Entity>): string {
  const e = all.get(name);
  return `[${e ? e.displayName : name}](${entityUrl(name)})`;
}

function sortRows(rows: RelationshipRow[]): RelationshipRow[] {
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.other.localeCompare(b.other));
}

function addRow(rows: Map<string, RelationshipRow>, name: string, other: string, via: string): void {
  const key = `${name}|${other}`;
  const row = rows.get(key) ?? {name, other, via: []};
  if (!row.via.includes(via)) row.via.push(via);
  rows.set(key, row);
}

export function outgoingRows(entity: Entity): RelationshipRow[] {
  const rows = new Map<string, RelationshipRow>();
  for (const r of entity.relationships.outgoing) addRow(rows, r.name, r.target, r.via);
  return sortRows([...rows.values()]);
}

/** Incoming relationships: those typed in the entity file plus every other entity's outgoing ones to it. */
export function incomingRows(entity: Entity, all: Map<string, Entity>): RelationshipRow[] {
  const rows = new Map<string, RelationshipRow>();
  for (const other of [...all.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const r of other.relationships.outgoing) {
      if (r.target === entity.name) addRow(rows, r.name, other.name, r.via);
    }
  }
  for (const r of entity.relationships.incoming) addRow(rows, r.name, r.source, r.via);
  return sortRows([...rows.values()]);
}

function relationshipTable(rows: RelationshipRow[], otherLabel: string, all: Map<string, Entity>): string[] {
  const lines = [`| Relationship | ${otherLabel} | Stored in |`, '| --- | --- | --- |'];
  for (const r of rows)
    lines.push(`| ${inlineCode(r.name)} | ${link(r.other, all)} | ${r.via.map(inlineCode).join(', ')} |`);
  return lines;
}

/** What a Next entity page marks: its changes against a frozen version (`base`) whose registry was compared. */
export interface EntityChanges {
  base: string;
  diff: VersionDiff;
}

export function renderEntityPage(entity: Entity, all: Map<string, Entity>, changes?: EntityChanges): string {
  const own = changes ? changesOf(changes.diff, entity.name) : {added: [], removed: []};
  const aspectMarks = new Map(own.added.filter((a) => a.kind === 'aspect').map((a) => [a.name, newInNextLabel(a)]));
  const file = `${ENTITIES_DIR}/${entity.name}.yaml`;
  const versioned = entity.aspects.filter((a) => a.kind === 'versioned');
  const timeseries = entity.aspects.filter((a) => a.kind === 'timeseries');
  const outgoing = outgoingRows(entity);
  const incoming = incomingRows(entity, all);
  const lines: string[] = [
    frontMatterBlock(
      {
        title: `${entity.displayName} entity`,
        description: snippet(`${entity.displayName} (${entity.name}): ${entity.summary}`),
        sidebar_label: entity.displayName,
        custom_edit_url: editUrlFor(file),
      },
      `generated from ${file} - edit that file`,
    ),
    '',
    entity.summary.trim(),
    '',
    '## Overview',
    '',
    entity.description.trim(),
    '',
    '| Property | Value |',
    '| --- | --- |',
    `| Entity type name | ${inlineCode(entity.name)} |`,
    `| Category | ${entity.category} |`,
    `| Key aspect | ${inlineCode(entity.keyAspect)} |`,
    `| Versioned aspects | ${versioned.length} |`,
    `| Timeseries aspects | ${timeseries.length} |`,
    `| Relationships | ${outgoing.length} outgoing, ${incoming.length} incoming |`,
    '',
    '## Identity',
    '',
    `Every ${entity.displayName.toLowerCase()} is identified by a URN of the form ${inlineCode(entity.urn.format)}. ` +
      `The parts of the URN are stored in the key aspect ${inlineCode(entity.keyAspect)}, which DataHub creates together with the entity and never changes afterwards: ` +
      'renaming the underlying object therefore produces a new entity with a new URN rather than an update of the existing one. ' +
      'Write URNs exactly as shown, including the order of the parts, because DataHub compares them as strings.',
    '',
    '| URN part | Meaning |',
    '| --- | --- |',
    ...entity.urn.parts.map((p) => `| ${inlineCode(p.name)} | ${tableCell(p.description)} |`),
    '',
    'An example URN:',
    '',
    '```text',
    entity.urn.example,
    '```',
    '',
    'When a URN is passed in a REST path or a query string (for example to `/openapi/entities/v1/latest` or `/openapi/v3/entity`), URL-encode it first: the colons, commas and parentheses are significant characters.',
    '',
    '## Aspects',
    '',
    `An aspect is a named, typed record attached to the entity; DataHub reads and writes each aspect as a whole. ` +
      `The ${entity.displayName.toLowerCase()} entity supports the aspects below, besides its key aspect. ` +
      'Versioned aspects keep their history: every write creates a new version and the latest one is what the UI, search and GraphQL show. ' +
      'Timeseries aspects are appended as events with a timestamp and stored in the search index, so that DataHub can chart them over time; they are not versioned and are queried by time range.',
    '',
    '| Aspect | Kind | Purpose |',
    '| --- | --- | --- |',
    ...entity.aspects.map(
      (a) =>
        `| [${a.name}](#${a.name.toLowerCase()}) | ${a.kind} | ${aspectMarks.has(a.name) ? `**${aspectMarks.get(a.name)}.** ` : ''}${tableCell(snippet(a.description, 140))} |`,
    ),
    '',
  ];
  const removedAspects = own.removed.filter((r) => r.kind === 'aspect');
  if (changes && removedAspects.length > 0) {
    lines.push(
      `Removed after ${changes.base}: DataHub ${changes.base} registered ${removedAspects.map((r) => inlineCode(r.name)).join(', ')} for this entity, which Next no longer has.`,
      '',
    );
  }
  for (const aspect of entity.aspects) {
    lines.push(`### ${aspect.name}`, '');
    const mark = aspectMarks.get(aspect.name);
    lines.push(
      `${mark ? `**${mark}.** ` : ''}*${aspect.kind === 'timeseries' ? 'Timeseries' : 'Versioned'} aspect.* ${aspect.description.trim()}`,
      '',
    );
    lines.push('| Field | Type | Required | Description |', '| --- | --- | --- | --- |');
    for (const f of aspect.fields) {
      lines.push(
        `| ${inlineCode(f.name)} | ${inlineCode(f.type)} | ${f.required ? 'yes' : 'no'} | ${tableCell(f.description)} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '## Relationships',
    '',
    'Relationships are edges in DataHub\'s graph. They are not written separately: DataHub derives them from URN-valued fields of aspects whenever an aspect is written, and the "Stored in" column names the aspect field that carries each edge. ' +
      'Lineage, ownership, tag and term views in the UI and the `relationships` field in GraphQL are all answered from these edges.',
    '',
    '### Outgoing relationships',
    '',
  );
  if (outgoing.length) {
    lines.push(
      `Edges that start at a ${entity.displayName.toLowerCase()} and point to another entity.`,
      '',
      ...relationshipTable(outgoing, 'Target', all),
      '',
    );
  } else {
    lines.push(`A ${entity.displayName.toLowerCase()} has no aspect field that creates an edge to another entity.`, '');
  }
  lines.push('### Incoming relationships', '');
  if (incoming.length) {
    lines.push(
      `Edges that other entities hold and that point to a ${entity.displayName.toLowerCase()}.`,
      '',
      ...relationshipTable(incoming, 'Source', all),
      '',
    );
  } else {
    lines.push(`No other entity of the metadata model points to a ${entity.displayName.toLowerCase()}.`, '');
  }
  lines.push(
    '## Reading and writing',
    '',
    'Every aspect listed above can be read and written through the generic APIs as well as through the higher-level interfaces below. ' +
      'Writes are upserts of a whole aspect: read the current value first when you only want to change part of it, or use a patch where one exists.',
    '',
    '### GraphQL',
    '',
    entity.access.graphql.trim(),
    '',
    '### Python SDK',
    '',
    entity.access.python.trim(),
    '',
    '### CLI',
    '',
    entity.access.cli.trim(),
    '',
    '## Related entities',
    '',
  );
  const related = [...new Set([...outgoing.map((r) => r.other), ...incoming.map((r) => r.other)])]
    .filter((n) => n !== entity.name)
    .sort();
  if (related.length) {
    lines.push(`Pages of the entities this one is connected to: ${related.map((n) => link(n, all)).join(', ')}.`, '');
  }
  lines.push(
    `All entities of the metadata model are listed on the [metadata model entities](/docs/${ENTITY_DOCS_DIR}) page.`,
    '',
  );
  return lines.join('\n').trimEnd() + '\n';
}

export function categoriesInUse(entities: Entity[]): EntityCategory[] {
  return ENTITY_CATEGORIES.filter((c) => entities.some((e) => e.category === c));
}

export function entitiesIn(entities: Entity[], category: EntityCategory): Entity[] {
  return entities
    .filter((e) => e.category === category)
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.name.localeCompare(b.name));
}

export function renderEntitiesIndex(entities: Entity[]): string {
  const aspects = new Set(entities.flatMap((e) => e.aspects.map((a) => a.name)));
  const lines: string[] = [
    frontMatterBlock(
      {
        title: 'Metadata model entities',
        description: `Reference for the ${entities.length} entity types of DataHub's metadata model: URN formats, key aspects, aspects, fields and relationships.`,
        sidebar_label: 'Entities',
        custom_edit_url: editUrlFor(ENTITIES_DIR),
      },
      `generated from ${ENTITIES_DIR}/*.yaml - edit those files`,
    ),
    '',
    'DataHub stores metadata as a graph of **entities**. An entity is a thing with an identity, such as a dataset, a dashboard, a user or a glossary term. ' +
      'Each entity is identified by a URN (for example `urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,PROD)`) and carries a set of **aspects**: typed records such as `ownership`, `schemaMetadata` or `globalTags` that are written and versioned independently. ' +
      'Aspect fields that hold URNs of other entities become **relationships**, the edges that power lineage, ownership and search filters.',
    '',
    `This reference covers ${entities.length} entity types and ${aspects.size} distinct aspects. Each page explains what the entity represents and which sources create it, shows its URN format and key aspect, lists the fields of every aspect, and shows the relationships in both directions together with the GraphQL, Python SDK and CLI calls that read and write it.`,
    '',
    '## How the model is organised',
    '',
    "- **Key aspect.** The parts of an entity's URN, stored as an aspect named after the entity (`datasetKey`, `corpUserKey` ...). It is written once, when the entity is created.",
    '- **Versioned aspects.** Most aspects keep every version in the primary store (MySQL, PostgreSQL or Cassandra); the latest version is indexed in Elasticsearch or OpenSearch and served to the UI and the APIs.',
    '- **Timeseries aspects.** Profiles, usage statistics, operations and run events are appended as timestamped events and stored only in the search index.',
    '- **Shared aspects.** Aspects such as `ownership`, `globalTags`, `glossaryTerms`, `domains`, `status` and `structuredProperties` have the same schema on every entity that supports them, so one mutation or SDK call works across entity types.',
    '',
    'The model is defined in PDL (Pegasus) files and registered in the entity registry of the DataHub server; custom aspects can be added through metadata model plugins without forking DataHub. ' +
      'The entity types and aspect names listed here are the values the APIs expect: in `datahub get --urn ... --aspect <name>`, in a `MetadataChangeProposalWrapper`, in the `/openapi/v3/entity/<entity>` paths and in GraphQL `EntityType` values (upper-case, for example `DATA_JOB`).',
    '',
  ];
  for (const category of categoriesInUse(entities)) {
    lines.push(`## ${category}`, '', '| Entity | Type name | Summary |', '| --- | --- | --- |');
    for (const e of entitiesIn(entities, category)) {
      lines.push(`| [${e.displayName}](${entityUrl(e.name)}) | ${inlineCode(e.name)} | ${tableCell(e.summary)} |`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

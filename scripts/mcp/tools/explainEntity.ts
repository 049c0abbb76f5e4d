/**
 * `explain_entity`: one entity of DataHub's metadata model from data/entities/ (loaded and validated by the same
 * loader as the generated entity pages, scripts/generate/entities/load.ts): its URN, its key aspect, the aspects
 * it accepts and its relationships.
 */
import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {Entity} from '../../../data/schemas/entity';
import {loadEntities} from '../../generate/entities/load';
import {entityUrl} from '../../generate/entities/render';
import type {ToolContext} from '../context';
import {errorResult, guarded, textResult} from '../results';
import {pageUrl} from '../site';
import {closest, quote} from '../text';

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** An entity by name or display name, ignoring case, spaces and punctuation (`dataset`, `Dataset`, `Data Job`). */
export function findEntity(entities: Entity[], name: string): Entity | undefined {
  const wanted = squash(name);
  if (!wanted) return undefined;
  return entities.find((e) => squash(e.name) === wanted) ?? entities.find((e) => squash(e.displayName) === wanted);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function describeEntity(entity: Entity): {text: string; structured: Record<string, unknown>} {
  const url = pageUrl(entityUrl(entity.name));
  const aspects = [
    {
      name: entity.keyAspect,
      kind: 'key',
      key: true,
      description: `Key aspect: the parts of the URN (${entity.urn.parts.map((p) => p.name).join(', ')}).`,
      requiredFields: entity.urn.parts.map((p) => p.name),
    },
    ...entity.aspects.map((a) => ({
      name: a.name,
      kind: a.kind,
      key: false,
      description: oneLine(a.description),
      requiredFields: a.fields.filter((f) => f.required).map((f) => f.name),
    })),
  ];
  const aspectLines = aspects.map(
    (a) =>
      `- ${a.name}${a.key ? ' [KEY]' : ` (${a.kind})`}: ${a.description}` +
      (!a.key && a.requiredFields.length > 0 ? ` Required fields: ${a.requiredFields.join(', ')}.` : ''),
  );
  const outgoing = entity.relationships.outgoing.map((r) => `- ${r.name} -> ${r.target} (from ${r.via})`);
  const incoming = entity.relationships.incoming.map(
    (r) => `- ${r.source} -> ${r.name} -> ${entity.name} (from ${r.via})`,
  );
  const text = [
    `# ${entity.displayName} (${entity.name})`,
    '',
    oneLine(entity.summary),
    '',
    `URN: ${entity.urn.format}`,
    `Example: ${entity.urn.example}`,
    ...entity.urn.parts.map((p) => `- ${p.name}: ${oneLine(p.description)}`),
    '',
    `## Aspects (${aspects.length}; the key aspect is marked [KEY])`,
    '',
    ...aspectLines,
    '',
    '## Relationships',
    '',
    ...(outgoing.length > 0 ? ['Outgoing:', ...outgoing] : ['No outgoing relationships.']),
    ...(incoming.length > 0 ? ['Incoming:', ...incoming] : ['No incoming relationships.']),
    '',
    '## Access',
    '',
    `- GraphQL: ${oneLine(entity.access.graphql)}`,
    `- Python: ${oneLine(entity.access.python)}`,
    `- CLI: ${oneLine(entity.access.cli)}`,
    '',
    `Reference page: ${url}`,
  ].join('\n');
  return {
    text,
    structured: {
      name: entity.name,
      displayName: entity.displayName,
      category: entity.category,
      urn: {format: entity.urn.format, example: entity.urn.example},
      keyAspect: entity.keyAspect,
      aspects,
      relationships: entity.relationships,
      url,
    },
  };
}

const description = [
  "Explain an entity of DataHub's metadata model (dataset, dashboard, chart, dataJob, dataFlow, corpuser,",
  'glossaryTerm, domain, mlModel ...): its URN format with an example, its key aspect (marked [KEY]) and every',
  'aspect it accepts with its kind (versioned or timeseries) and required fields, its relationships to other',
  'entities, and how to read or write it with GraphQL, Python and the CLI. Names are case-insensitive.',
].join(' ');

export function registerExplainEntity(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'explain_entity',
    {
      title: 'Explain a metadata model entity',
      description,
      inputSchema: {
        name: z.string().max(200).describe('Entity name, e.g. "dataset", "Dataset", "dataJob" or "Data Job"'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name}) =>
      guarded(() => {
        const entities = ctx.once('entities', () => loadEntities(ctx.root));
        const entity = findEntity(entities, name);
        if (!entity) {
          const close = closest(
            name,
            entities.map((e) => e.name),
          );
          return errorResult(
            `No entity named ${quote(name)}.` +
              (close.length > 0 ? ` Did you mean: ${close.join(', ')}?` : '') +
              ` Known entities: ${entities.map((e) => e.name).join(', ')}.`,
          );
        }
        const {text, structured} = describeEntity(entity);
        return textResult(text, structured);
      }),
  );
}

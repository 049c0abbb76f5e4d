import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {entitySchema} from '../../data/schemas/entity';
import {buildEntitiesOutput} from '../../scripts/generate/entities';
import {loadEntities} from '../../scripts/generate/entities/load';
import {withoutCode} from '../../scripts/lib/markdown';
import {DataError} from '../../scripts/generate/types';

const root = fileURLToPath(new URL('../..', import.meta.url));

const REQUIRED = [
  'dataset',
  'chart',
  'dashboard',
  'dataFlow',
  'dataJob',
  'container',
  'domain',
  'dataProduct',
  'glossaryTerm',
  'glossaryNode',
  'tag',
  'corpuser',
  'corpGroup',
  'mlModel',
  'assertion',
  'incident',
  'schemaField',
  'structuredProperty',
  'form',
];

const MINIMAL = `name: tag
displayName: Tag
category: Governance
summary: A label.
description: A label attached to assets.
keyAspect: tagKey
urn:
  format: urn:li:tag:<name>
  example: urn:li:tag:pii
  parts: [{name: name, description: The tag name.}]
aspects:
  - name: tagProperties
    kind: versioned
    description: Name and color.
    fields: [{name: name, type: string, required: true, description: Display name.}]
relationships:
  outgoing: []
  incoming: []
access: {graphql: Use tag(urn).., python: Emit TagPropertiesClass., cli: Use datahub get.}
`;

function withFiles(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entities-'));
  fs.mkdirSync(path.join(dir, 'data/entities'), {recursive: true});
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'data/entities', name), text);
  return dir;
}

function loadError(dir: string): DataError {
  try {
    loadEntities(dir);
  } catch (e) {
    if (e instanceof DataError) return e;
    throw e;
  }
  throw new Error('expected a DataError');
}

describe('data/entities', () => {
  const entities = loadEntities(root);
  const names = new Set(entities.map((e) => e.name));

  it('every entity file validates and the main entities exist', () => {
    expect(entities.length).toBeGreaterThanOrEqual(REQUIRED.length);
    for (const name of REQUIRED) expect(names.has(name), name).toBe(true);
    for (const e of entities) expect(entitySchema.safeParse(e).success).toBe(true);
  });

  it('URN examples match their entity type and aspects are unique', () => {
    for (const e of entities) {
      expect(
        e.urn.example.startsWith(`urn:li:${e.name}:`) || e.urn.example.startsWith(`urn:li:${e.name.toLowerCase()}:`),
        e.name,
      ).toBe(true);
      expect(new Set(e.aspects.map((a) => a.name)).size).toBe(e.aspects.length);
    }
  });

  it('generates one page per entity with its aspects and links to existing entity pages only', () => {
    const out = buildEntitiesOutput(entities);
    expect(out.docs).toHaveLength(entities.length + 1);
    for (const e of entities) {
      const page = out.docs.find((d) => d.path === `generated/metamodel/entities/${e.name}.md`);
      expect(page, e.name).toBeDefined();
      const content = page!.content;
      expect(content).toContain(`custom_edit_url: "`);
      expect(content).toContain(`data/entities/${e.name}.yaml`);
      expect(content).toContain(e.urn.example);
      for (const a of e.aspects) expect(content).toContain(`### ${a.name}`);
      for (const m of content.matchAll(/\/docs\/generated\/metamodel\/entities\/(\w+)\)/g)) {
        expect(names.has(m[1]!), `${e.name} links to ${m[1]}`).toBe(true);
      }
      const body = content.split('\n---\n').slice(1).join('\n---\n');
      expect(/[<{]/.test(withoutCode(body)), `${e.name}: raw < or { outside code`).toBe(false);
    }
    const index = out.docs.find((d) => d.path === 'generated/metamodel/entities/index.md')!;
    for (const e of entities) expect(index.content).toContain(`(/docs/generated/metamodel/entities/${e.name})`);
    const sidebar = out.sidebar as Array<{label: string; link: {id: string}; items: Array<{items: string[]}>}>;
    expect(sidebar[0]!.label).toBe('Metadata model entities');
    expect(sidebar[0]!.link.id).toBe('generated/metamodel/entities/index');
    expect(sidebar[0]!.items.flatMap((c) => c.items)).toHaveLength(entities.length);
    expect(JSON.stringify(buildEntitiesOutput([...entities].reverse()))).toBe(JSON.stringify(out));
  });

  it('derives incoming relationships from other entities', () => {
    const out = buildEntitiesOutput(entities);
    const tag = out.docs.find((d) => d.path === 'generated/metamodel/entities/tag.md')!.content;
    const incoming = tag.slice(tag.indexOf('### Incoming relationships'));
    expect(incoming).toContain('`TaggedWith` | [Dataset](/docs/generated/metamodel/entities/dataset)');
  });
});

describe('entity validation', () => {
  it('accepts a minimal valid file', () => {
    expect(loadEntities(withFiles({'tag.yaml': MINIMAL}))).toHaveLength(1);
  });

  it('rejects an unknown field, naming the file and the field', () => {
    const error = loadError(withFiles({'tag.yaml': `${MINIMAL}colour: blue\n`}));
    expect(error.message).toContain('data/entities/tag.yaml');
    expect(error.message).toContain('colour');
    expect(error.message).toContain('unknown field');
  });

  it('rejects a missing URN example', () => {
    const error = loadError(withFiles({'tag.yaml': MINIMAL.replace('  example: urn:li:tag:pii\n', '')}));
    expect(error.field).toContain('urn.example');
    expect(error.fix).toContain('example URN');
  });

  it('rejects a relationship to an unknown entity', () => {
    const text = MINIMAL.replace('  outgoing: []', '  outgoing: [{name: TaggedWith, target: dataSet, via: x.y}]');
    const error = loadError(withFiles({'tag.yaml': text}));
    expect(error.field).toBe('relationships.outgoing[0].target');
    expect(error.message).toContain('unknown entity "dataSet"');
    expect(error.fix).toContain('data/entities/');
  });

  it('rejects a name that differs from the file name', () => {
    const error = loadError(withFiles({'label.yaml': MINIMAL}));
    expect(error.field).toBe('name');
    expect(error.message).toContain('does not match the file name');
    expect(error.fix).toContain('label');
  });

  it('rejects duplicate aspects and raw angle brackets outside code', () => {
    const dup = MINIMAL.replace(
      'relationships:',
      '  - {name: tagProperties, kind: versioned, description: Again., fields: [{name: a, type: string, required: true, description: b}]}\nrelationships:',
    );
    expect(loadError(withFiles({'tag.yaml': dup})).message).toContain('listed twice');
    const raw = MINIMAL.replace(
      'description: A label attached to assets.',
      'description: Written as urn:li:tag:<name>.',
    );
    const error = loadError(withFiles({'tag.yaml': raw}));
    expect(error.field).toBe('description');
    expect(error.fix).toContain('backticks');
  });
});

/**
 * Loads and validates data/entities/*.yaml. Every problem becomes a DataError that names the file, the
 * field path and a fix: schema errors, a name that differs from the file name, duplicate aspects or
 * relationships, relationships to entities without a file, and raw `<` or `{` outside code in Markdown.
 */
import path from 'node:path';
import {readYamlFiles} from '../../lib/yamlFiles';
import {entitySchema, type Entity} from '../../../data/schemas/entity';
import {DataError} from '../types';

export const ENTITIES_DIR = 'data/entities';

/** `aspects[3].fields[0].name` from a zod path. */
export function formatPath(p: readonly PropertyKey[]): string {
  let out = '';
  for (const part of p) out += typeof part === 'number' ? `[${part}]` : out ? `.${String(part)}` : String(part);
  return out || '(file)';
}

/** Removes fenced code blocks and code spans, leaving the text a reader sees as prose. */
export function withoutCode(markdown: string): string {
  return markdown
    .replace(/^\s{0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s{0,3}\1[^\S\n]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** The Markdown-valued fields of an entity, with their field paths. */
function markdownFields(entity: Entity): [string, string][] {
  const out: [string, string][] = [
    ['summary', entity.summary],
    ['description', entity.description],
    ['access.graphql', entity.access.graphql],
    ['access.python', entity.access.python],
    ['access.cli', entity.access.cli],
  ];
  entity.urn.parts.forEach((p, i) => out.push([`urn.parts[${i}].description`, p.description]));
  entity.aspects.forEach((a, i) => {
    out.push([`aspects[${i}].description`, a.description]);
    a.fields.forEach((f, j) => out.push([`aspects[${i}].fields[${j}].description`, f.description]));
  });
  return out;
}

function schemaFix(field: string): string {
  if (field.startsWith('urn')) {
    return 'give urn a format, a complete example URN (e.g. urn:li:tag:pii) and at least one part {name, description}';
  }
  if (field.startsWith('relationships')) {
    return 'relationships need outgoing: [{name, target, via}] and incoming: [{name, source, via}] lists';
  }
  return 'follow the entity format in data/README.md (unknown keys are not allowed)';
}

/** Validates one parsed document. `file` is the repository-relative path, used in messages. */
export function parseEntity(file: string, doc: unknown): Entity {
  const parsed = entitySchema.safeParse(doc);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const fields = issues.map((i) => {
      const base = formatPath(i.path);
      if (i.code === 'unrecognized_keys') return i.keys.map((k) => (base === '(file)' ? k : `${base}.${k}`)).join(', ');
      return base;
    });
    const detail = issues
      .map((i, n) => (i.code === 'unrecognized_keys' ? `unknown field(s) ${fields[n]}` : `${fields[n]}: ${i.message}`))
      .join('; ');
    throw new DataError(file, fields.join(', '), schemaFix(fields[0] ?? ''), detail);
  }
  const entity = parsed.data;
  const expected = path.basename(file).replace(/\.yaml$/, '');
  if (entity.name !== expected) {
    throw new DataError(
      file,
      'name',
      `set name: ${expected} or rename the file to ${entity.name}.yaml`,
      `name "${entity.name}" does not match the file name`,
    );
  }
  const aspects = new Set<string>();
  entity.aspects.forEach((a, i) => {
    if (aspects.has(a.name)) {
      throw new DataError(
        file,
        `aspects[${i}].name`,
        'list each aspect once; merge the two entries',
        `aspect "${a.name}" is listed twice`,
      );
    }
    aspects.add(a.name);
    const fields = new Set<string>();
    a.fields.forEach((f, j) => {
      if (fields.has(f.name)) {
        throw new DataError(
          file,
          `aspects[${i}].fields[${j}].name`,
          'list each field once',
          `field "${f.name}" of aspect ${a.name} is listed twice`,
        );
      }
      fields.add(f.name);
    });
  });
  for (const dir of ['outgoing', 'incoming'] as const) {
    const seen = new Set<string>();
    entity.relationships[dir].forEach((r, i) => {
      const other = 'target' in r ? r.target : r.source;
      const key = `${r.name}|${other}|${r.via}`;
      if (seen.has(key)) {
        throw new DataError(
          file,
          `relationships.${dir}[${i}]`,
          'remove the repeated entry',
          `relationship ${r.name} with ${other} via ${r.via} is listed twice`,
        );
      }
      seen.add(key);
    });
  }
  for (const [field, text] of markdownFields(entity)) {
    const stray = /[<{]/.exec(withoutCode(text));
    if (stray) {
      throw new DataError(
        file,
        field,
        'wrap URNs, types and placeholders in backticks (`urn:li:corpuser:<id>`) so the page stays plain CommonMark',
        `raw "${stray[0]}" outside code`,
      );
    }
  }
  return entity;
}

/** Checks cross-file rules: relationship ends name existing entity files. */
export function checkReferences(entities: Entity[]): void {
  const names = new Set(entities.map((e) => e.name));
  for (const e of entities) {
    const file = `${ENTITIES_DIR}/${e.name}.yaml`;
    e.relationships.outgoing.forEach((r, i) => {
      if (!names.has(r.target)) {
        throw new DataError(
          file,
          `relationships.outgoing[${i}].target`,
          `use the name of an entity that has a file in ${ENTITIES_DIR}/ (e.g. dataset, corpuser) or add ${r.target}.yaml`,
          `unknown entity "${r.target}"`,
        );
      }
    });
    e.relationships.incoming.forEach((r, i) => {
      if (!names.has(r.source)) {
        throw new DataError(
          file,
          `relationships.incoming[${i}].source`,
          `use the name of an entity that has a file in ${ENTITIES_DIR}/ (e.g. dataset, corpuser) or add ${r.source}.yaml`,
          `unknown entity "${r.source}"`,
        );
      }
    });
  }
}

/** Reads and validates every entity file, sorted by name. */
export function loadEntities(root: string): Entity[] {
  const entities: Entity[] = [];
  const seen = new Map<string, string>();
  for (const {file, doc} of readYamlFiles(root, ENTITIES_DIR, 'entity files')) {
    const entity = parseEntity(file, doc);
    const lower = entity.name.toLowerCase();
    const other = seen.get(lower);
    if (other) {
      throw new DataError(
        file,
        'name',
        'each entity has exactly one file',
        `entity "${entity.name}" is also defined in ${other}`,
      );
    }
    seen.set(lower, file);
    entities.push(entity);
  }
  checkReferences(entities);
  return entities.sort((a, b) => a.name.localeCompare(b.name));
}

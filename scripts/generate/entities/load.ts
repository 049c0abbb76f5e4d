/**
 * Loads and validates data/entities/*.yaml. Every problem becomes a DataError that names the file, the
 * field path and a fix: schema errors, a name that differs from the file name, duplicate aspects or
 * relationships, relationships to entities without a file, and raw `<` or `{` outside code in Markdown.
 */
import path from 'node:path';
import {
  entryProblems,
  loadFamily,
  problemsError,
  type FamilyOptions,
  type IssueHints,
  type Problem,
} from '../../lib/dataFamily';
import {withoutCode} from '../../lib/markdown';
import {entitySchema, type Entity} from '../../../data/schemas/entity';
import {DataError} from '../types';

export const ENTITIES_DIR = 'data/entities';

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

function schemaFix(field: string): string | undefined {
  if (field.startsWith('urn')) {
    return 'give urn a format, a complete example URN (e.g. urn:li:tag:pii) and at least one part {name, description}';
  }
  if (field.startsWith('relationships')) {
    return 'relationships need outgoing: [{name, target, via}] and incoming: [{name, source, via}] lists';
  }
  return undefined;
}

const hints: IssueHints = {
  format: 'follow the entity format in data/README.md (unknown keys are not allowed)',
  fix: (field) => schemaFix(field),
};

/** The rules of one entity that its schema cannot express: duplicates, and raw `<` or `{` in Markdown fields. */
function entityRules(entity: Entity, {id}: {id: string}): Problem[] {
  if (entity.name !== id) {
    return [
      {
        field: 'name',
        detail: `name "${entity.name}" does not match the file name`,
        fix: `set name: ${id} or rename the file to ${entity.name}.yaml`,
      },
    ];
  }
  const problems: Problem[] = [];
  const aspects = new Set<string>();
  entity.aspects.forEach((a, i) => {
    if (aspects.has(a.name)) {
      problems.push({
        field: `aspects[${i}].name`,
        detail: `aspect "${a.name}" is listed twice`,
        fix: 'list each aspect once; merge the two entries',
      });
    }
    aspects.add(a.name);
    const fields = new Set<string>();
    a.fields.forEach((f, j) => {
      if (fields.has(f.name)) {
        problems.push({
          field: `aspects[${i}].fields[${j}].name`,
          detail: `field "${f.name}" of aspect ${a.name} is listed twice`,
          fix: 'list each field once',
        });
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
        problems.push({
          field: `relationships.${dir}[${i}]`,
          detail: `relationship ${r.name} with ${other} via ${r.via} is listed twice`,
          fix: 'remove the repeated entry',
        });
      }
      seen.add(key);
    });
  }
  for (const [field, text] of markdownFields(entity)) {
    const stray = /[<{]/.exec(withoutCode(text));
    if (stray) {
      problems.push({
        field,
        detail: `raw "${stray[0]}" outside code`,
        fix: 'wrap URNs, types and placeholders in backticks (`urn:li:corpuser:<id>`) so the page stays plain CommonMark',
      });
    }
  }
  return problems;
}

const familyOptions: FamilyOptions<Entity> = {kind: 'entity files', hints, check: entityRules};

/** Validates one parsed document. `file` is the repository-relative path, used in messages. */
export function parseEntity(file: string, doc: unknown): Entity {
  const id = path.basename(file).replace(/\.yaml$/, '');
  const {value, problems} = entryProblems(entitySchema, {file, id, doc}, familyOptions);
  if (problems.length > 0 || value === undefined) throw problemsError(file, problems);
  return value;
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
  for (const {file, entry: entity} of loadFamily(root, ENTITIES_DIR, entitySchema, familyOptions)) {
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

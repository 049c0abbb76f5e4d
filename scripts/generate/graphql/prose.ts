/**
 * Loads data/graphql/pages.yaml, the prose of the reference around what the SDL says. Every problem is a DataError
 * naming the file, the field and the fix: a schema error, a schema file of graphql/ without an area heading (or a
 * heading for a file that does not exist), an example operation that does not validate.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {GraphQLSchema} from 'graphql';
import {graphqlPagesFieldHelp, graphqlPagesSchema, type GraphqlPages} from '../../../data/schemas/graphqlPages';
import {GRAPHQL_DIR, schemaFiles, validateOperation} from '../../lib/graphqlSchema';
import {validateDoc} from '../../lib/dataFamily';
import {DataError} from '../types';

export const GRAPHQL_PAGES_FILE = 'data/graphql/pages.yaml';

/** The help of the innermost field of `fieldPath` that has one (`pages.objects.intro[2]` → intro). */
function helpFor(fieldPath: readonly PropertyKey[]): string | undefined {
  for (let i = fieldPath.length - 1; i >= 0; i--) {
    const help = graphqlPagesFieldHelp[String(fieldPath[i])];
    if (help) return help;
  }
  return undefined;
}

/**
 * Validates a parsed data/graphql/pages.yaml. `stems` are the file names of graphql/ without `.graphql`;
 * with `schema`, the example operations are validated against it. Exposed for tests.
 */
export function parseGraphqlProse(doc: unknown, stems: string[], schema?: GraphQLSchema): GraphqlPages {
  const prose = validateDoc(GRAPHQL_PAGES_FILE, doc, graphqlPagesSchema, {
    format: 'the fields are described in the file header',
    fix: (_field, _top, issue) => {
      if (issue.code === 'unrecognized_keys')
        return 'remove it or correct its spelling; the fields are described in the file header';
      const help = helpFor(issue.path);
      return help ? `set it to ${help}` : undefined;
    },
  });
  for (const stem of stems) {
    if (!prose.areas[stem]) {
      throw new DataError(
        GRAPHQL_PAGES_FILE,
        `areas.${stem}`,
        `add "${stem}: <heading>" naming the part of DataHub the types of ${GRAPHQL_DIR}/${stem}.graphql serve`,
        `no area heading for ${GRAPHQL_DIR}/${stem}.graphql`,
      );
    }
  }
  for (const stem of Object.keys(prose.areas)) {
    if (!stems.includes(stem)) {
      throw new DataError(
        GRAPHQL_PAGES_FILE,
        `areas.${stem}`,
        `remove it, or rename it after a file of ${GRAPHQL_DIR}/`,
        `there is no ${GRAPHQL_DIR}/${stem}.graphql`,
      );
    }
  }
  if (schema) {
    for (const [page, spec] of Object.entries(prose.pages)) {
      const errors = spec.example ? validateOperation(schema, spec.example.operation) : [];
      if (errors.length > 0) {
        throw new DataError(
          GRAPHQL_PAGES_FILE,
          `pages.${page}.example.operation`,
          'correct the operation so that it validates against the schema in graphql/',
          errors.join('; '),
        );
      }
    }
  }
  return prose;
}

/** Reads and checks data/graphql/pages.yaml against the schema files of `root`. */
export function loadGraphqlProse(root: string, schema?: GraphQLSchema): GraphqlPages {
  const file = path.join(root, GRAPHQL_PAGES_FILE);
  let doc: unknown;
  try {
    doc = YAML.parse(fs.readFileSync(file, 'utf8'), {prettyErrors: true});
  } catch (e) {
    throw new DataError(
      GRAPHQL_PAGES_FILE,
      '(file)',
      'fix the YAML syntax at the position shown',
      (e as Error).message,
    );
  }
  const stems = schemaFiles(root).map((f) => path.basename(f, '.graphql'));
  return parseGraphqlProse(doc, stems, schema);
}

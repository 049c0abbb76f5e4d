/**
 * Loads DataHub's GraphQL schema from the SDL files in graphql/ and validates operations
 * (the ```graphql blocks of the docs) against it with graphql-js.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  GraphQLError,
  GraphQLSchema,
  Source,
  assertValidSchema,
  buildASTSchema,
  parse,
  validate,
  validateSchema,
  type DefinitionNode,
  type DocumentNode,
} from 'graphql';
import {validateSDL} from 'graphql/validation/validate';

/** Folder, relative to the repository root, that holds the SDL files. */
export const GRAPHQL_DIR = 'graphql';

/** The SDL files of the schema, relative to the repository root, sorted. */
export function schemaFiles(root: string): string[] {
  const dir = path.join(root, GRAPHQL_DIR);
  if (!fs.existsSync(dir)) {
    throw new Error(`${GRAPHQL_DIR}/: folder not found under ${root}`);
  }
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => `${GRAPHQL_DIR}/${f}`);
}

/** "graphql/x.graphql:12:3" for every location of a GraphQL error, using the source names. */
function describeError(err: GraphQLError, fallbackFile = ''): string {
  const where: string[] = [];
  if (err.nodes && err.nodes.length > 0) {
    for (const node of err.nodes) {
      const loc = node.loc;
      if (loc) {
        where.push(`${loc.source.name}:${loc.startToken.line}:${loc.startToken.column}`);
      }
    }
  } else if (err.source && err.locations) {
    for (const l of err.locations) where.push(`${err.source.name}:${l.line}:${l.column}`);
  }
  const prefix = where.length > 0 ? where.join(', ') : fallbackFile;
  return prefix ? `${prefix}: ${err.message}` : err.message;
}

const cache = new Map<string, {key: string; schema: GraphQLSchema}>();

/**
 * Reads every graphql/*.graphql file, builds the schema and checks that it is valid.
 * Throws an Error whose message names the file and line of each problem.
 */
export function loadSchema(root: string): GraphQLSchema {
  const files = schemaFiles(root);
  const texts = files.map((f) => fs.readFileSync(path.join(root, f), 'utf8'));
  const key = texts.join('\u0000');
  const hit = cache.get(root);
  if (hit && hit.key === key) return hit.schema;

  const definitions: DefinitionNode[] = [];
  files.forEach((file, i) => {
    try {
      definitions.push(...parse(new Source(texts[i] ?? '', file)).definitions);
    } catch (e) {
      if (e instanceof GraphQLError) throw new Error(describeError(e, file));
      throw e;
    }
  });
  const document: DocumentNode = {kind: 'Document' as DocumentNode['kind'], definitions};
  // Validate the SDL ourselves (instead of inside buildASTSchema) so that every error keeps its
  // AST nodes, whose source names are the files: messages then read "graphql/x.graphql:12:3: ...".
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) {
    throw new Error(
      `GraphQL schema in ${GRAPHQL_DIR}/ is invalid:\n${sdlErrors.map((e) => describeError(e)).join('\n')}`,
    );
  }
  const schema = buildASTSchema(document, {assumeValidSDL: true});
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) {
    throw new Error(
      `GraphQL schema in ${GRAPHQL_DIR}/ is invalid:\n${schemaErrors.map((e) => describeError(e)).join('\n')}`,
    );
  }
  assertValidSchema(schema);
  cache.set(root, {key, schema});
  return schema;
}

/**
 * Parses and validates one operation document against the schema. Returns readable messages
 * such as `line 3, column 5: Cannot query field "nme" on type "Dataset". Did you mean "name"?`.
 * An empty array means the document is valid.
 */
export function validateOperation(schema: GraphQLSchema, source: string): string[] {
  let document: DocumentNode;
  try {
    document = parse(new Source(source, 'operation'));
  } catch (e) {
    if (e instanceof GraphQLError) return [withLines(e)];
    return [String(e)];
  }
  const errors = validate(schema, document);
  return errors.map(withLines);
}

function withLines(err: GraphQLError): string {
  const locs = err.locations ?? [];
  if (locs.length === 0) return err.message;
  const where = locs.map((l) => `line ${l.line}, column ${l.column}`).join('; ');
  return `${where}: ${err.message}`;
}

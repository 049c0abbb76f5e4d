/**
 * Schema of data/graphql/pages.yaml: the prose of the GraphQL API reference (/docs/graphql/<page>) that the SDL in
 * graphql/ does not hold. The generator (scripts/generate/graphql/) takes types, fields and their descriptions from
 * the SDL and everything a reader sees around them from this file.
 */
import * as z from 'zod';

const oneLine = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((s) => !s.includes('\n'), 'must be one line');

/** Paragraphs are written as folded blocks (`>-`), which YAML joins into one line. */
const paragraph = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((s) => !s.includes('\n'), 'must be one paragraph; write it as a folded block (>-)');

/** A group heading reads "<area> queries", "<area> objects"...: it names a part of DataHub, so it is capitalised. */
const areaHeading = oneLine.refine((s) => /^[A-Z]/.test(s), 'must start with a capital letter (it is a heading)');

const schemaFileStem = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the name of a file in graphql/ without .graphql, e.g. tags-terms');

export const graphqlPageSchema = z.strictObject({
  /** Page title; letter pages add their range ("GraphQL object types: A to C"). */
  title: oneLine,
  sidebarLabel: oneLine,
  /** The kind in a sentence: "The 120 input objects below are grouped by area". */
  noun: z.string().regex(/^[a-z]+(?: [a-z]+)*$/, 'must be lower-case words, e.g. input objects'),
  /** Front matter description: one sentence for search results and link previews. */
  description: oneLine,
  /** Paragraphs above the types; the shared `usingTheApi` paragraph follows them. */
  intro: z.array(paragraph).min(2, 'must have at least 2 paragraphs: letter pages repeat the second one'),
  /** An operation shown after the introduction; it must validate against the schema in graphql/. */
  example: z
    .strictObject({
      lead: oneLine,
      operation: z.string().trim().min(1, 'must not be empty'),
    })
    .optional(),
});

export const graphqlPagesSchema = z.strictObject({
  /** How to call the API; closes the introduction of every page. */
  usingTheApi: paragraph,
  /** Heading of each schema area, by the file name of its SDL in graphql/ (without .graphql). */
  areas: z.record(schemaFileStem, areaHeading),
  /** Descriptions of GraphQL's own scalars, which have none in the SDL. */
  builtInScalars: z.strictObject({
    String: paragraph,
    Int: paragraph,
    Float: paragraph,
    Boolean: paragraph,
    ID: paragraph,
  }),
  /** One entry per page of the reference, in sidebar order. */
  pages: z.strictObject({
    queries: graphqlPageSchema,
    mutations: graphqlPageSchema,
    objects: graphqlPageSchema,
    inputObjects: graphqlPageSchema,
    interfaces: graphqlPageSchema,
    unions: graphqlPageSchema,
    enums: graphqlPageSchema,
    scalars: graphqlPageSchema,
  }),
});

export type GraphqlPage = z.infer<typeof graphqlPageSchema>;
export type GraphqlPages = z.infer<typeof graphqlPagesSchema>;
export type GraphqlPageId = keyof GraphqlPages['pages'];

/** What each field holds, for the fix of an error message (keyed by the field's own name). */
export const graphqlPagesFieldHelp: Record<string, string> = {
  usingTheApi: 'one paragraph on how to call the API (endpoint, authentication, tools)',
  areas: 'a mapping from each graphql/ file name (without .graphql) to the part of DataHub its types serve',
  builtInScalars: 'a mapping with a one-paragraph description of each of String, Int, Float, Boolean and ID',
  pages:
    'a mapping with one entry for each of queries, mutations, objects, inputObjects, interfaces, unions, enums and scalars',
  title: 'the page title, e.g. GraphQL input objects',
  sidebarLabel: 'the short sidebar label, e.g. Input objects',
  noun: 'the kind in lower-case words, e.g. input objects',
  description: 'one sentence for search results, e.g. The argument types of DataHub GraphQL queries and mutations.',
  intro: 'a list of at least 2 paragraphs (folded blocks, >-)',
  example: 'a mapping {lead, operation}, or leave it out',
  lead: 'the one sentence above the example, ending with a colon',
  operation: 'a GraphQL operation valid against the schema in graphql/ (a literal block, |-)',
};

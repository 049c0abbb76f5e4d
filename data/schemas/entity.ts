/**
 * Schema of `data/entities/<name>.yaml`: one entity of DataHub's metadata model (documented in data/README.md).
 * It gives both the runtime validation used by `npm run generate` and the TypeScript type of an entity.
 */
import * as z from 'zod';

export const ENTITY_CATEGORIES = [
  'Datasets',
  'Dashboards & Charts',
  'Pipelines',
  'Governance',
  'People',
  'ML',
  'Quality',
  'Platform',
  'Configuration',
] as const;

export const ASPECT_KINDS = ['versioned', 'timeseries'] as const;

const nonEmpty = z.string().trim().min(1);
const camelCase = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'must be a camelCase name such as dataset or mlModelGroup');

export const urnPartSchema = z.strictObject({
  name: nonEmpty,
  description: nonEmpty,
});

export const urnSchema = z.strictObject({
  format: z.string().regex(/^urn:li:[A-Za-z]+:/, 'must start with urn:li:<entityType>:'),
  example: z.string().regex(/^urn:li:[A-Za-z]+:\S+$/, 'must be a complete URN without spaces, e.g. urn:li:tag:pii'),
  parts: z.array(urnPartSchema).min(1),
});

export const aspectFieldSchema = z.strictObject({
  name: nonEmpty,
  type: nonEmpty,
  required: z.boolean(),
  description: nonEmpty,
});

export const aspectSchema = z.strictObject({
  name: camelCase,
  kind: z.enum(ASPECT_KINDS),
  description: nonEmpty,
  fields: z.array(aspectFieldSchema).min(1),
});

export const outgoingRelationshipSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z]+$/, 'must be a relationship name such as DownstreamOf'),
  target: camelCase,
  via: nonEmpty,
});

export const incomingRelationshipSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z]+$/, 'must be a relationship name such as OwnedBy'),
  source: camelCase,
  via: nonEmpty,
});

export const entitySchema = z.strictObject({
  name: camelCase,
  displayName: nonEmpty,
  category: z.enum(ENTITY_CATEGORIES),
  summary: nonEmpty,
  description: nonEmpty,
  keyAspect: camelCase,
  urn: urnSchema,
  aspects: z.array(aspectSchema).min(1),
  relationships: z.strictObject({
    outgoing: z.array(outgoingRelationshipSchema),
    incoming: z.array(incomingRelationshipSchema),
  }),
  access: z.strictObject({
    graphql: nonEmpty,
    python: nonEmpty,
    cli: nonEmpty,
  }),
});

export type Entity = z.infer<typeof entitySchema>;
export type EntityCategory = (typeof ENTITY_CATEGORIES)[number];
export type EntityAspect = z.infer<typeof aspectSchema>;
export type AspectField = z.infer<typeof aspectFieldSchema>;
export type OutgoingRelationship = z.infer<typeof outgoingRelationshipSchema>;
export type IncomingRelationship = z.infer<typeof incomingRelationshipSchema>;

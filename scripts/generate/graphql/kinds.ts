/** The eight kinds of the reference: each has a page of its own (/docs/graphql/<kind>). */
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLUnionType,
  type GraphQLNamedType,
} from 'graphql';
import type {GraphqlPageId} from '../../../data/schemas/graphqlPages';

export type PageId = GraphqlPageId;

/** Sidebar and output order. */
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

/** The kind page of a named type (before any split into letter pages). */
export function pageOfType(type: GraphQLNamedType): PageId {
  if (type instanceof GraphQLObjectType) return 'objects';
  if (type instanceof GraphQLInputObjectType) return 'inputObjects';
  if (type instanceof GraphQLInterfaceType) return 'interfaces';
  if (type instanceof GraphQLUnionType) return 'unions';
  if (type instanceof GraphQLEnumType) return 'enums';
  return 'scalars';
}

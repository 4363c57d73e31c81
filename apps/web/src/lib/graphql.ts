import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../graphql-env.d.ts';

/** Typed GraphQL documents, checked against the printed server schema (apps/server/schema.graphql). */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    DateTime: string;
    ID: string;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';

import { readFileSync } from 'node:fs';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../../../scripts/print-schema.ts';
import { buildSchema } from '../../schema.ts';
import { rootFieldsWithoutAuthScopes } from './builder.ts';

describe('the GraphQL schema', () => {
  it('declares auth scopes on every query, mutation and subscription field', () => {
    expect(rootFieldsWithoutAuthScopes(buildSchema())).toEqual([]);
  });

  it('names a root field that has no auth scopes', () => {
    const unguarded = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { secret: { type: GraphQLString, extensions: { pothosOptions: {} } } },
      }),
    });
    expect(rootFieldsWithoutAuthScopes(unguarded)).toEqual(['Query.secret']);
  });

  it('is printed to apps/server/schema.graphql (run `npm run schema:print` after changing it)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });

  it('offers the public queries of the platform', () => {
    const fields = Object.keys(buildSchema().getQueryType()?.getFields() ?? {});
    expect(fields).toEqual(
      expect.arrayContaining(['publicIncubator', 'incubator', 'startupNameAlternative', 'layoutCustomization']),
    );
  });
});

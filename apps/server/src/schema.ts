import { builder, rootFieldsWithoutAuthScopes } from './platform/graphql/builder.ts';
import './modules/schema-index.ts';

/** The whole GraphQL schema. Refuses to build if any root field lacks its authorization (deny by default). */
export function buildSchema() {
  const schema = builder.toSchema({ sortSchema: true });
  const unguarded = rootFieldsWithoutAuthScopes(schema);
  if (unguarded.length > 0) {
    throw new Error(`Root fields without authScopes: ${unguarded.join(', ')}`);
  }
  return schema;
}

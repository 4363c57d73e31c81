import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Every permission key with its section and the criteria it allows (spec 01 §6). */
export const PermissionDefinitionsQuery = graphql(`
  query PermissionDefinitions {
    permissionDefinitions {
      key
      group
      criteria
    }
  }
`);

export type PermissionDefinition = ResultOf<typeof PermissionDefinitionsQuery>['permissionDefinitions'][number];

import { graphql } from '../../../lib/graphql.ts';

/** Spec 01 §7.2 IsUserAuthorized: the server decides, with the facts of the record when there is one. */
export const IsUserAuthorizedQuery = graphql(`
  query IsUserAuthorized($permission: String!, $data: JSON) {
    isUserAuthorized(permission: $permission, data: $data)
  }
`);

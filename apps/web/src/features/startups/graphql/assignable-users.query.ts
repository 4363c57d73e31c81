import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The coaches, mentors and experts who can be assigned to a startup, found by name. */
export const AssignableUsersQuery = graphql(`
  query AssignableUsers($search: String) {
    assignableUsers(search: $search) {
      _id
      fullName
      firstName
      lastName
      avatar
    }
  }
`);

export type AssignableUser = ResultOf<typeof AssignableUsersQuery>['assignableUsers'][number];

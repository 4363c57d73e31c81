import { graphql } from '../../../lib/graphql.ts';

/** The name and avatar of a programme's admin. */
export const ProgramAdminQuery = graphql(`
  query ProgramAdmin($id: ID!) {
    user(id: $id) {
      _id
      fullName
      firstName
      lastName
      avatar
    }
  }
`);

import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A page of the people of a programme of people, searched by name or e-mail. */
export const ProgramMembersQuery = graphql(`
  query ProgramMembers($programId: ID!, $search: String, $page: Int) {
    programMembers(programId: $programId, search: $search, page: $page) {
      totalCount
      page
      pageSize
      program {
        _id
        name
        memberCount
      }
      results {
        roleType
        roleLabel
        addedAt
        user {
          _id
          fullName
          firstName
          lastName
          avatar
        }
      }
    }
  }
`);

export type ProgramMemberData = ResultOf<typeof ProgramMembersQuery>['programMembers']['results'][number];

import { graphql } from '../../../lib/graphql.ts';

/** Takes people out of a programme of people. */
export const RemoveProgramMembersMutation = graphql(`
  mutation RemoveProgramMembers($programId: ID!, $userIds: [ID!]!) {
    removeProgramMembers(programId: $programId, userIds: $userIds) {
      _id
      memberCount
    }
  }
`);

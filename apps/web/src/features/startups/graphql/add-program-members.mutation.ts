import { graphql } from '../../../lib/graphql.ts';

/** Adds people to a programme of people; those already in it stay. */
export const AddProgramMembersMutation = graphql(`
  mutation AddProgramMembers($programId: ID!, $userIds: [ID!]!) {
    addProgramMembers(programId: $programId, userIds: $userIds) {
      _id
      memberCount
    }
  }
`);

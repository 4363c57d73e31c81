import { graphql } from '../../../lib/graphql.ts';

/** Replaces the startups a mentor or expert is assigned to (STARTUP/ASSIGNATION_MEMBERS:EDIT). */
export const SetMentorStartupsMutation = graphql(`
  mutation SetMentorStartups($userId: ID!, $startupIds: [ID!]!) {
    setMentorStartups(userId: $userId, startupIds: $startupIds) {
      user {
        _id
        fullName
        firstName
        lastName
        avatar
      }
      roleType
      headline
      startups {
        _id
        name
        logo
      }
    }
  }
`);

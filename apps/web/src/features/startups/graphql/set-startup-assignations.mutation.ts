import { graphql } from '../../../lib/graphql.ts';

/** Replaces the coaches, mentors and experts assigned to a startup (STARTUP/ASSIGNATION_MEMBERS:EDIT). */
export const SetStartupAssignationsMutation = graphql(`
  mutation SetStartupAssignations($startupId: ID!, $userIds: [ID!]!) {
    setStartupAssignations(startupId: $startupId, userIds: $userIds) {
      startup {
        _id
        name
        logo
      }
      users {
        _id
        fullName
        firstName
        lastName
        avatar
      }
    }
  }
`);

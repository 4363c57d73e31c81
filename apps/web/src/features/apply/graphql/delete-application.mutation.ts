import { graphql } from '../../../lib/graphql.ts';

/** Withdraws one's own application (APPLICATION:OWN_DELETE). */
export const DeleteApplicationMutation = graphql(`
  mutation DeleteApplication($applicationId: ID!) {
    deleteApplication(applicationId: $applicationId)
  }
`);

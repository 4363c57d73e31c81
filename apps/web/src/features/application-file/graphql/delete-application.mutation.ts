import { graphql } from '../../../lib/graphql.ts';

export const DeleteApplicationMutation = graphql(`
  mutation DeleteApplicationFromFile($applicationId: ID!) {
    deleteApplication(applicationId: $applicationId)
  }
`);

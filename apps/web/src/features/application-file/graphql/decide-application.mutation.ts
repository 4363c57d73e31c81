import { graphql } from '../../../lib/graphql.ts';
import { ApplicationFileFragment } from './application-file.query.ts';

export const DecideApplicationMutation = graphql(
  `
  mutation DecideApplication($applicationId: ID!, $action: String!) {
    decideApplication(applicationId: $applicationId, action: $action) {
      ...ApplicationFile
    }
  }
`,
  [ApplicationFileFragment],
);

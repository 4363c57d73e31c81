import { graphql } from '../../../lib/graphql.ts';
import { ApplicationFileFragment } from './application-file.query.ts';

export const PrepareApplicationDecisionMutation = graphql(
  `
  mutation PrepareApplicationDecision($applicationId: ID!, $action: String) {
    prepareApplicationDecision(applicationId: $applicationId, action: $action) {
      ...ApplicationFile
    }
  }
`,
  [ApplicationFileFragment],
);

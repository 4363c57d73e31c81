import { graphql } from '../../../lib/graphql.ts';
import { ApplicationFileFragment } from './application-file.query.ts';

export const PublishApplicationDecisionsMutation = graphql(
  `
  mutation PublishApplicationDecisions($applicationIds: [ID!]!) {
    publishApplicationDecisions(applicationIds: $applicationIds) {
      ...ApplicationFile
    }
  }
`,
  [ApplicationFileFragment],
);

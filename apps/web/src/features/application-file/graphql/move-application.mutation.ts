import { graphql } from '../../../lib/graphql.ts';
import { ApplicationFileFragment } from './application-file.query.ts';

/** Moves the application into a round of its funnel (APPLICATION_FLOW:EDIT). */
export const MoveApplicationMutation = graphql(
  `
  mutation MoveApplicationFromFile($applicationId: ID!, $roundId: ID!) {
    moveApplication(applicationId: $applicationId, roundId: $roundId) {
      ...ApplicationFile
    }
  }
`,
  [ApplicationFileFragment],
);

import { graphql } from '../../../lib/graphql.ts';

/** E-mails a reminder for the missing reviews of a round (all, or the assignments given); how many were sent. */
export const RemindEvaluatorsMutation = graphql(`
  mutation RemindEvaluators($roundId: ID!, $assignmentIds: [ID!]) {
    remindEvaluators(roundId: $roundId, assignmentIds: $assignmentIds)
  }
`);

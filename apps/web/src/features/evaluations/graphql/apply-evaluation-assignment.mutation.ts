import { graphql } from '../../../lib/graphql.ts';

/** Applies a previewed assignment (its pairs); refused, assigning nothing, if an application stays short. */
export const ApplyEvaluationAssignmentMutation = graphql(`
  mutation ApplyEvaluationAssignment($roundId: ID!, $pairs: [EvaluationPairInput!]!) {
    applyEvaluationAssignment(roundId: $roundId, pairs: $pairs)
  }
`);

import { graphql } from '../../../lib/graphql.ts';

/** Replaces a round's pool of evaluators with their caps (the assignments of those removed stay). */
export const SetRoundEvaluatorsMutation = graphql(`
  mutation SetRoundEvaluators($roundId: ID!, $evaluators: [EvaluationEvaluatorInput!]!) {
    setRoundEvaluators(roundId: $roundId, evaluators: $evaluators) {
      _id
    }
  }
`);

import { graphql } from '../../../lib/graphql.ts';

/** Assigns every evaluator given to every application given; the number of assignments added. */
export const AssignEvaluatorsMutation = graphql(`
  mutation AssignEvaluators($roundId: ID!, $applicationIds: [ID!]!, $evaluatorIds: [ID!]!) {
    assignEvaluators(roundId: $roundId, applicationIds: $applicationIds, evaluatorIds: $evaluatorIds)
  }
`);

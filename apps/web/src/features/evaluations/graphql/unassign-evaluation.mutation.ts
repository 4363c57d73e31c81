import { graphql } from '../../../lib/graphql.ts';

/** Removes an assignment (and its review, unless submitted). */
export const UnassignEvaluationMutation = graphql(`
  mutation UnassignEvaluation($id: ID!) {
    unassignEvaluation(id: $id)
  }
`);

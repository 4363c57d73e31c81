import { graphql } from '../../../lib/graphql.ts';

/** The evaluator declares a conflict of interest: the assignment goes, for staff to reassign. */
export const DeclareEvaluationConflictMutation = graphql(`
  mutation DeclareEvaluationConflict($id: ID!, $reason: String, $wholeStartup: Boolean) {
    declareEvaluationConflict(id: $id, reason: $reason, wholeStartup: $wholeStartup)
  }
`);

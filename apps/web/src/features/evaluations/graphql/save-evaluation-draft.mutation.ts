import { graphql } from '../../../lib/graphql.ts';

/** Saves the review as the evaluator types (a draft: nothing required yet). */
export const SaveEvaluationDraftMutation = graphql(`
  mutation SaveEvaluationDraft($id: ID!, $answers: JSON!) {
    saveEvaluationDraft(id: $id, answers: $answers) {
      _id
      status
      score
      maxScore
    }
  }
`);

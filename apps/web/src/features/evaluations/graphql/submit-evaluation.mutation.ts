import { graphql } from '../../../lib/graphql.ts';

/** Submits the review: every required criterion answered, every score within its scale. */
export const SubmitEvaluationMutation = graphql(`
  mutation SubmitEvaluation($id: ID!, $answers: JSON!) {
    submitEvaluation(id: $id, answers: $answers) {
      _id
      status
      canEdit
      lockedReason
      score
      maxScore
      otherScores {
        evaluatorName
        score
        maxScore
      }
    }
  }
`);

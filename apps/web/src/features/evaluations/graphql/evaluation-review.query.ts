import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A review of the signed-in evaluator: the application's answers beside the round's evaluation form. */
export const EvaluationReviewQuery = graphql(`
  query EvaluationReview($id: ID!) {
    evaluationReview(id: $id) {
      _id
      status
      applicationLabel
      roundName
      funnelName
      deadline
      anonymous
      canEdit
      lockedReason
      formTitle
      questions
      languages
      answers
      score
      maxScore
      sections {
        _id
        title
        questions
        languages
        answers
      }
      otherScores {
        evaluatorName
        score
        maxScore
      }
    }
  }
`);

export type EvaluationReviewData = ResultOf<typeof EvaluationReviewQuery>['evaluationReview'];

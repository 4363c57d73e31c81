import { graphql, type VariablesOf } from '../../../lib/graphql.ts';

/** Saves a round's settings: form, deadline, reviews needed, default cap, visibility, editing and anonymity. */
export const UpdateEvaluationRoundMutation = graphql(`
  mutation UpdateEvaluationRound($input: EvaluationRoundInput!) {
    updateEvaluationRound(input: $input) {
      _id
      formId
      formTitle
      deadline
      reviewsNeeded
      defaultCap
      scoresVisible
      reviewsEditable
      lateReviews
      anonymous
    }
  }
`);

export type EvaluationRoundInput = VariablesOf<typeof UpdateEvaluationRoundMutation>['input'];

import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A session's evaluations as the viewer may read them (issue 16): their own form and answers, others' for staff. */
export const CoachingEvaluationFields = graphql(`
  fragment CoachingEvaluationFields on CoachingSessionEvaluation {
    sessionId
    ended
    side
    canFill
    blockedReason
    readsAll
    mine {
      _id
      side
      formId
      formTitle
      questions
      languages
      status
      answers
      submittedAt
    }
    others {
      _id
      side
      respondent {
        _id
        fullName
      }
      formTitle
      questions
      languages
      answers
      submittedAt
    }
  }
`);

export const CoachingSessionEvaluationQuery = graphql(
  `
  query CoachingSessionEvaluation($sessionId: ID!) {
    coachingSessionEvaluation(sessionId: $sessionId) {
      ...CoachingEvaluationFields
    }
  }
`,
  [CoachingEvaluationFields],
);

export const SaveCoachingEvaluationDraftMutation = graphql(
  `
  mutation SaveCoachingEvaluationDraft($sessionId: ID!, $answers: JSON!) {
    saveCoachingEvaluationDraft(sessionId: $sessionId, answers: $answers) {
      ...CoachingEvaluationFields
    }
  }
`,
  [CoachingEvaluationFields],
);

export const SubmitCoachingEvaluationMutation = graphql(
  `
  mutation SubmitCoachingEvaluation($sessionId: ID!, $answers: JSON!) {
    submitCoachingEvaluation(sessionId: $sessionId, answers: $answers) {
      ...CoachingEvaluationFields
    }
  }
`,
  [CoachingEvaluationFields],
);

export type CoachingEvaluationData = ResultOf<typeof CoachingEvaluationFields>;

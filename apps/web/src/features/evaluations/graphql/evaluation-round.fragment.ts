import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A person as the pool, the chips and the panels show them. */
export const EvaluationPersonFragment = graphql(`
  fragment EvaluationPerson on UserAvatar @_unmask {
    _id
    firstName
    lastName
    fullName
    avatar
  }
`);

/** An evaluation round as the staff page reads it: settings, pool, and a page of its applications. */
export const EvaluationRoundFragment = graphql(
  `
  fragment EvaluationRoundFields on EvaluationRound @_unmask {
    _id
    name
    funnelId
    funnelName
    formId
    formTitle
    deadline
    reviewsNeeded
    defaultCap
    scoresVisible
    reviewsEditable
    lateReviews
    anonymous
    canManage
    applicationCount
    page
    evaluators {
      cap
      load
      submitted
      expertise
      user {
        ...EvaluationPerson
      }
    }
    applications {
      _id
      label
      status
      tags
      assignments {
        _id
        status
        score
        maxScore
        fit
        remindedAt
        submittedAt
        evaluator {
          ...EvaluationPerson
        }
      }
      conflicts {
        evaluatorId
        reason
        note
      }
    }
  }
`,
  [EvaluationPersonFragment],
);

export type EvaluationPersonData = ResultOf<typeof EvaluationPersonFragment>;
export type EvaluationRoundData = ResultOf<typeof EvaluationRoundFragment>;

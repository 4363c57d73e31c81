import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The evaluation rounds of the funnels the viewer may see, with their progress (the page's round picker). */
export const EvaluationRoundsQuery = graphql(`
  query EvaluationRounds {
    evaluationRounds {
      _id
      name
      funnelId
      funnelName
      deadline
      reviewsNeeded
      applicationCount
      assignedCount
      submittedCount
    }
  }
`);

export type EvaluationRoundSummaryData = ResultOf<typeof EvaluationRoundsQuery>['evaluationRounds'][number];

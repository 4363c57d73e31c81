import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The signed-in evaluator's queue: the applications assigned to them, those to do first. */
export const MyEvaluationsQuery = graphql(`
  query MyEvaluations {
    myEvaluations {
      _id
      roundName
      funnelName
      applicationLabel
      status
      score
      maxScore
      deadline
      updatedAt
    }
  }
`);

export type MyEvaluationData = ResultOf<typeof MyEvaluationsQuery>['myEvaluations'][number];

import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * The evaluations a startup's applications received, per round and criterion, for its file's assessment tab (flag
 * assessment): [] for the startup's own people, NotFoundError for a file the viewer may not open.
 */
export const StartupAssessmentQuery = graphql(`
  query StartupAssessment($startupId: ID!) {
    startupAssessment(startupId: $startupId) {
      applicationId
      funnelName
      roundId
      roundName
      reviewCount
      maxScore
      total {
        average
        count
      }
      criteria {
        _id
        label
        max
        scores {
          average
          median
          min
          max
          count
        }
      }
    }
  }
`);

export type StartupAssessmentRound = ResultOf<typeof StartupAssessmentQuery>['startupAssessment'][number];
export type StartupAssessmentCriterion = StartupAssessmentRound['criteria'][number];

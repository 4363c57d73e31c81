import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { EvaluationPersonFragment } from './evaluation-round.fragment.ts';

const AggregatesFragment = graphql(`
  fragment EvaluationAggregatesFields on EvaluationAggregates @_unmask {
    average
    count
    max
    median
    min
    sum
  }
`);

const AgreementFragment = graphql(`
  fragment EvaluationAgreementFields on EvaluationAgreement @_unmask {
    alpha
    meaning
    pairable
  }
`);

/** A round's results, raw and calibrated, with agreement, the evaluators' profiles and the reviews still missing. */
export const EvaluationResultsQuery = graphql(
  `
  query EvaluationResults($roundId: ID!) {
    evaluationResults(roundId: $roundId) {
      roundId
      roundName
      funnelId
      model
      scale {
        ...EvaluationAggregatesFields
      }
      criteria {
        _id
        label
        max
      }
      rows {
        applicationId
        label
        status
        roundName
        total {
          ...EvaluationAggregatesFields
        }
        calibrated
        rawRank
        calibratedRank
        spread
        missing
        criteria {
          criterionId
          scores {
            ...EvaluationAggregatesFields
          }
        }
      }
      evaluators {
        evaluator {
          ...EvaluationPerson
        }
        count
        mean
        sd
        offset
        flags
      }
      agreement {
        ...EvaluationAgreementFields
      }
      rawAgreement {
        ...EvaluationAgreementFields
      }
      disagreements
      missing {
        assignmentId
        applicationLabel
        status
        remindedAt
        evaluator {
          ...EvaluationPerson
        }
      }
    }
  }
`,
  [AggregatesFragment, AgreementFragment, EvaluationPersonFragment],
);

export type EvaluationResultsData = ResultOf<typeof EvaluationResultsQuery>['evaluationResults'];
export type EvaluationResultRowData = EvaluationResultsData['rows'][number];
export type EvaluationAggregatesData = ResultOf<typeof AggregatesFragment>;
export type EvaluationAgreementData = ResultOf<typeof AgreementFragment>;

import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Runs the solver over the round with the pinned and forbidden pairs; assigns nothing. */
export const PreviewEvaluationAssignmentMutation = graphql(`
  mutation PreviewEvaluationAssignment(
    $roundId: ID!
    $pinned: [EvaluationPairInput!]
    $forbidden: [EvaluationPairInput!]
  ) {
    previewEvaluationAssignment(roundId: $roundId, pinned: $pinned, forbidden: $forbidden) {
      pairs {
        evaluatorId
        evaluatorName
        applicationId
        applicationLabel
        fit
        kept
        pinned
      }
      loads {
        evaluatorId
        evaluatorName
        load
        cap
        averageFit
      }
      averageFit
      covered
      applicationCount
      newPairs
      shortfalls {
        applicationId
        applicationLabel
        missing
        eligible
        conflicts
        forbidden
        reason
        message
      }
      droppedPins
      method
      status
      seconds
    }
  }
`);

export type SolverPreviewData = ResultOf<typeof PreviewEvaluationAssignmentMutation>['previewEvaluationAssignment'];
export type SolverPairData = SolverPreviewData['pairs'][number];

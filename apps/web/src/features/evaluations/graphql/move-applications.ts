import { graphql } from '../../../lib/graphql.ts';

/**
 * Moves the selected applications to a round with the applications' batch operation (the overview's mutation), then
 * follows it with its live updates and, when events may have been missed, its state.
 */
export const StartEvaluationMoveMutation = graphql(`
  mutation StartEvaluationMove($applicationIds: [ID!]!, $action: ApplicationBatchActionInput!) {
    startApplicationBatchOperation(applicationIds: $applicationIds, action: $action) {
      id
      count
    }
  }
`);

export const EvaluationMoveUpdatedSubscription = graphql(`
  subscription EvaluationMoveUpdated($operationId: ID!) {
    applicationBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      applicationId
      processed
      failed
      total
      message
    }
  }
`);

export const EvaluationMoveStateQuery = graphql(`
  query EvaluationMoveState($id: ID!) {
    applicationBatchOperation(id: $id) {
      id
      status
      total
      processed
      failed
      results {
        applicationId
        succeeded
        message
      }
    }
  }
`);

import { graphql, type VariablesOf } from '../../../lib/graphql.ts';

/** Starts a batch action on the selected applications; its panel then follows it. */
export const StartApplicationBatchOperationMutation = graphql(`
  mutation StartApplicationBatchOperation($applicationIds: [ID!]!, $action: ApplicationBatchActionInput!) {
    startApplicationBatchOperation(applicationIds: $applicationIds, action: $action) {
      id
      count
    }
  }
`);

export type ApplicationBatchActionInput = VariablesOf<typeof StartApplicationBatchOperationMutation>['action'];

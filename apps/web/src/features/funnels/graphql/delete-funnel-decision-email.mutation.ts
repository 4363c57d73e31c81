import { graphql } from '../../../lib/graphql.ts';

/** Deletes a decision e-mail (the built-in text is sent instead). */
export const DeleteFunnelDecisionEmailMutation = graphql(`
  mutation DeleteFunnelDecisionEmail($id: ID!) {
    deleteFunnelDecisionEmail(id: $id)
  }
`);

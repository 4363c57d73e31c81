import { graphql } from '../../../lib/graphql.ts';

/** Deletes a funnel without submitted applications (FUNNEL:DELETE). */
export const DeleteFunnelMutation = graphql(`
  mutation DeleteFunnel($id: ID!) {
    deleteFunnel(id: $id)
  }
`);

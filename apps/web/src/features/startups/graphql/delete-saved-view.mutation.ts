import { graphql } from '../../../lib/graphql.ts';

/** Deletes a saved view of the portfolio (its creator, or an administrator for a shared one). */
export const DeleteSavedViewMutation = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id)
  }
`);

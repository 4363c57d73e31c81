import { graphql } from '../../../lib/graphql.ts';

/** Deletes a saved view of the overview. */
export const DeleteOverviewSavedViewMutation = graphql(`
  mutation DeleteOverviewSavedView($id: ID!) {
    deleteSavedView(id: $id)
  }
`);

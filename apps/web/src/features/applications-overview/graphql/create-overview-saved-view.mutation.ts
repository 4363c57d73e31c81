import { graphql } from '../../../lib/graphql.ts';

/** Saves the overview's current filters and sort under a name (shared with the team when asked and allowed). */
export const CreateOverviewSavedViewMutation = graphql(`
  mutation CreateOverviewSavedView($name: String!, $filters: JSON!, $shared: Boolean) {
    createSavedView(scope: APPLICATIONS, name: $name, filters: $filters, shared: $shared) {
      _id
      name
      filters
      shared
      mine
      canDelete
    }
  }
`);

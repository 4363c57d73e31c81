import { graphql } from '../../../lib/graphql.ts';

/** Saves the portfolio's current filters under a name; startup managers may share the view with the team. */
export const CreateSavedViewMutation = graphql(`
  mutation CreateSavedView($name: String!, $filters: JSON!, $shared: Boolean) {
    createSavedView(scope: STARTUPS, name: $name, filters: $filters, shared: $shared) {
      _id
      name
      filters
      shared
      mine
      canDelete
    }
  }
`);

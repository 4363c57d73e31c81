import { graphql } from '../../../lib/graphql.ts';

/** The viewer's saved views of the overview and the ones the team shared (feature savedViewsApplications). */
export const OverviewSavedViewsQuery = graphql(`
  query OverviewSavedViews {
    savedViews(scope: APPLICATIONS) {
      _id
      name
      filters
      shared
      mine
      canDelete
    }
  }
`);

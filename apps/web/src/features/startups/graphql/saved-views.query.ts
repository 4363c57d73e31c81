import { graphql } from '../../../lib/graphql.ts';

/** The viewer's saved views of the portfolio and the ones the team shared, by name (feature savedViewsStartups). */
export const SavedViewsQuery = graphql(`
  query SavedViews {
    savedViews(scope: STARTUPS) {
      _id
      name
      filters
      shared
      mine
      canDelete
    }
  }
`);

import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The records matching a typed text: people, startups (whose file the user may open) and tasks. */
export const GlobalSearchQuery = graphql(`
  query GlobalSearch($term: String!, $limit: Int) {
    globalSearch(term: $term, limit: $limit) {
      people {
        _id
        fullName
        avatar
        email
        roleLabel
      }
      startups {
        _id
        name
        logo
      }
      tasks {
        _id
        name
        dueDate
      }
    }
  }
`);

export type GlobalSearchResults = ResultOf<typeof GlobalSearchQuery>['globalSearch'];

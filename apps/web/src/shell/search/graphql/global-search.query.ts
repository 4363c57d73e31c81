import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The records matching a typed text: people and tasks the user may see (startups join when their pages exist). */
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
      tasks {
        _id
        name
        dueDate
      }
    }
  }
`);

export type GlobalSearchResults = ResultOf<typeof GlobalSearchQuery>['globalSearch'];

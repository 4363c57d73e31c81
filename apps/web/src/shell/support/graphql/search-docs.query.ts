import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The guide pages matching a query, for the user's docs type (spec 01 §2.5 Search Docs). */
export const SearchDocsQuery = graphql(`
  query SearchDocs($query: String!) {
    searchDocs(query: $query) {
      userType
      results {
        slug
        title
        excerpt
      }
    }
  }
`);

export type DocPage = ResultOf<typeof SearchDocsQuery>['searchDocs']['results'][number];

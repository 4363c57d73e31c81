import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The startups a mentor can be given, found by name (the first 100). */
export const MentorStartupOptionsQuery = graphql(`
  query MentorStartupOptions($search: String) {
    startups(search: $search, pageSize: 100) {
      results {
        _id
        name
        logo
      }
    }
  }
`);

export type MentorStartupOption = ResultOf<typeof MentorStartupOptionsQuery>['startups']['results'][number];

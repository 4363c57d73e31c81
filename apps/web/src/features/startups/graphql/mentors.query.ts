import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Mentors management: the mentors and experts, searched by name or headline, 25 a page, with their startups. */
export const MentorsQuery = graphql(`
  query Mentors($search: String, $page: Int) {
    mentors(search: $search, page: $page) {
      totalCount
      results {
        user {
          _id
          fullName
          firstName
          lastName
          avatar
        }
        roleType
        headline
        startups {
          _id
          name
          logo
        }
      }
    }
  }
`);

export type MentorData = ResultOf<typeof MentorsQuery>['mentors']['results'][number];
export type MentorStartup = MentorData['startups'][number];

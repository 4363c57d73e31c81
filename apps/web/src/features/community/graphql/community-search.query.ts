import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A page of the community directory: people or startups the viewer's role may see, 24 a page. */
export const CommunitySearchQuery = graphql(`
  query CommunitySearch(
    $kind: CommunitySearchKind!
    $search: String
    $roleTypes: [String!]
    $tagIds: [ID!]
    $industryIds: [ID!]
    $skillIds: [ID!]
    $page: Int
  ) {
    communitySearch(
      kind: $kind
      search: $search
      roleTypes: $roleTypes
      tagIds: $tagIds
      industryIds: $industryIds
      skillIds: $skillIds
      page: $page
    ) {
      totalCount
      page
      people {
        _id
        firstName
        lastName
        fullName
        headline
        avatar
        role {
          _id
          label
          type
        }
        roleLabel
        locations
        industries {
          _id
          name
        }
        skills {
          _id
          name
          color
        }
        tags {
          _id
          name
          color
        }
      }
      startups {
        _id
        name
        logo
        description
        industries {
          _id
          name
        }
        tags {
          _id
          name
        }
      }
    }
  }
`);

export type CommunitySearchData = ResultOf<typeof CommunitySearchQuery>['communitySearch'];
export type CommunityPerson = CommunitySearchData['people'][number];
export type CommunityStartup = CommunitySearchData['startups'][number];

import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';

/**
 * A page of the organisation's users (0-based page) with their role label (Founder rule) and user tags, and the
 * licence counter of the plan.
 */
export const PeopleQuery = graphql(`
  query People(
    $search: String
    $roleIds: [ID!]
    $statuses: [PersonStatus!]
    $tagIds: [ID!]
    $page: Int
    $pageSize: Int
  ) {
    people(search: $search, roleIds: $roleIds, statuses: $statuses, tagIds: $tagIds, page: $page, pageSize: $pageSize) {
      results {
        _id
        email
        firstName
        lastName
        fullName
        status
        validated
        role {
          _id
          type
          label
        }
        roleLabel
        tags {
          _id
          name
          color
        }
        createdAt
      }
      totalCount
      page
      pageSize
      employeeCount
      employeeCountLimit
    }
  }
`);

export type PeopleVariables = VariablesOf<typeof PeopleQuery>;
export type Person = ResultOf<typeof PeopleQuery>['people']['results'][number];

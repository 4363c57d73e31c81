import { graphql, type VariablesOf } from '../../../lib/graphql.ts';
import { StartupFieldsFragment } from './startup-fields.fragment.ts';

/** A page of the portfolio: search, filters by programme, industry, tag and custom field, sorting (0-based pages of 25). */
export const StartupsQuery = graphql(
  `
  query Startups(
    $search: String
    $programIds: [ID!]
    $industryIds: [ID!]
    $tagIds: [ID!]
    $customFields: [CustomFieldFilterInput!]
    $sort: StartupSort
    $page: Int
    $pageSize: Int
  ) {
    startups(
      search: $search
      programIds: $programIds
      industryIds: $industryIds
      tagIds: $tagIds
      customFields: $customFields
      sort: $sort
      page: $page
      pageSize: $pageSize
    ) {
      results {
        ...StartupFields
      }
      totalCount
      page
      pageSize
    }
  }
`,
  [StartupFieldsFragment],
);

export type StartupsVariables = VariablesOf<typeof StartupsQuery>;

import { graphql, type VariablesOf } from '../../../lib/graphql.ts';
import { ApplicationRowFragment } from './application-row.fragment.ts';

/** A page of the staff overview: filters, search, sort, 0-based pages of 25. */
export const ApplicationsQuery = graphql(
  `
  query Applications($filter: ApplicationFilterInput, $sort: ApplicationSortInput, $page: Int, $pageSize: Int) {
    applications(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      results {
        ...ApplicationRow
      }
      totalCount
      page
      pageSize
    }
  }
`,
  [ApplicationRowFragment],
);

export type ApplicationsVariables = VariablesOf<typeof ApplicationsQuery>;

import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A page of startups, by name, with the coaches, mentors and experts assigned to each (25 a page). */
export const StartupAssignationsQuery = graphql(`
  query StartupAssignations($search: String, $page: Int, $pageSize: Int) {
    startupAssignations(search: $search, page: $page, pageSize: $pageSize) {
      totalCount
      results {
        startup {
          _id
          name
          logo
        }
        users {
          _id
          fullName
          firstName
          lastName
          avatar
        }
      }
    }
  }
`);

export type StartupAssignationData = ResultOf<
  typeof StartupAssignationsQuery
>['startupAssignations']['results'][number];
export type AssignedPerson = StartupAssignationData['users'][number];

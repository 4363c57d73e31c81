import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** People of the organisation found by name or e-mail (user management's search), to make funnel admins. */
export const FunnelPeopleQuery = graphql(`
  query FunnelPeople($search: String, $pageSize: Int) {
    people(search: $search, pageSize: $pageSize, statuses: [active, pending]) {
      results {
        _id
        firstName
        lastName
        fullName
        email
        roleLabel
        role {
          _id
          type
        }
      }
    }
  }
`);

export type FunnelPersonOption = ResultOf<typeof FunnelPeopleQuery>['people']['results'][number];

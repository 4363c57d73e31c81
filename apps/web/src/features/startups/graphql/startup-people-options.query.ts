import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The people a startup can be given, found by name or e-mail (admins and USER:EDIT). */
export const StartupPeopleOptionsQuery = graphql(`
  query StartupPeopleOptions($search: String, $pageSize: Int) {
    people(search: $search, pageSize: $pageSize) {
      results {
        _id
        fullName
        email
        role {
          _id
          type
        }
      }
    }
  }
`);

export type StartupPersonOption = ResultOf<typeof StartupPeopleOptionsQuery>['people']['results'][number];

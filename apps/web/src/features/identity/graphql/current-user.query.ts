import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The signed-in user (spec 01 §7.2 "current user"); AuthenticationRequiredError when signed out. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      _id
      firstName
      lastName
      fullName
      email
      avatar
      status
      validated
      language
      timezone
      role {
        _id
        label
        type
      }
    }
  }
`);

export type CurrentUser = ResultOf<typeof CurrentUserQuery>['currentUser'];

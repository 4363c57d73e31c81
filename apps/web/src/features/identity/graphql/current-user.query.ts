import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * The signed-in user (spec 01 §7.2 "current user") with the startups they belong to (role guards may hide content from
 * them, spec 01 §6); AuthenticationRequiredError when signed out.
 */
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
      dateFormat
      role {
        _id
        label
        type
      }
      startups {
        _id
        name
      }
    }
  }
`);

export type CurrentUser = ResultOf<typeof CurrentUserQuery>['currentUser'];

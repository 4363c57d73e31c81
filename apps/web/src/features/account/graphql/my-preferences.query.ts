import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The signed-in person's preferences (issue 16 point 8) and whether their organisation lets them delete the account. */
export const MyPreferencesQuery = graphql(`
  query MyPreferences {
    currentUser {
      _id
      language
      timezone
      dateFormat
      canDeleteAccount
      notificationPreferences {
        topic
        inApp
        email
      }
    }
  }
`);

export type MyPreferences = ResultOf<typeof MyPreferencesQuery>['currentUser'];

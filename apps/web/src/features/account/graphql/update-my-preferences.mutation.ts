import { graphql, type VariablesOf } from '../../../lib/graphql.ts';

/** Saves the person's language, time zone, date format and notification switches; answers them as saved. */
export const UpdateMyPreferencesMutation = graphql(`
  mutation UpdateMyPreferences($input: AccountPreferencesInput!) {
    updateMyPreferences(input: $input) {
      _id
      language
      timezone
      dateFormat
      notificationPreferences {
        topic
        inApp
        email
      }
    }
  }
`);

export type AccountPreferencesInput = VariablesOf<typeof UpdateMyPreferencesMutation>['input'];

import { graphql, type VariablesOf } from '../../../lib/graphql.ts';
import { ProfileFieldsFragment } from './profile-fields.fragment.ts';

/** Saves the signed-in person's own profile; field messages come back as a ValidationError. */
export const UpdateMyProfileMutation = graphql(
  `
    mutation UpdateMyProfile($input: ProfileInput!) {
      updateMyProfile(input: $input) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFieldsFragment],
);

export type ProfileInputVariables = VariablesOf<typeof UpdateMyProfileMutation>['input'];

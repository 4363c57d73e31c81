import { graphql } from '../../../lib/graphql.ts';
import { ProfileFormFieldsFragment } from './profile-form-fields.fragment.ts';

/** Sets the fields of a profile form, in order; a field on the other form of the profile is refused by its id. */
export const UpdateProfileFormMutation = graphql(
  `
  mutation UpdateProfileForm($id: ID!, $items: [ProfileFormItemInput!]!) {
    updateProfileForm(id: $id, items: $items) {
      ...ProfileFormFields
    }
  }
`,
  [ProfileFormFieldsFragment],
);

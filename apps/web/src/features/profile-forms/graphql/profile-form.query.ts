import { graphql } from '../../../lib/graphql.ts';
import { ProfileFormFieldsFragment } from './profile-form-fields.fragment.ts';

/** One profile form, for its builder; NotFoundError for an id that names none of the organisation's forms. */
export const ProfileFormQuery = graphql(
  `
  query ProfileForm($id: ID!) {
    profileForm(id: $id) {
      ...ProfileFormFields
    }
  }
`,
  [ProfileFormFieldsFragment],
);

import { graphql } from '../../../lib/graphql.ts';
import { ProfileFormFieldsFragment } from './profile-form-fields.fragment.ts';

/** The four profile forms (visible and hidden, of startups and of users); PROFILE_FIELDS:EDIT. */
export const ProfileFormsQuery = graphql(
  `
  query ProfileForms {
    profileForms {
      ...ProfileFormFields
    }
  }
`,
  [ProfileFormFieldsFragment],
);

import { type FragmentOf, graphql } from '../../../lib/graphql.ts';

/** A custom field as the profile forms show it: what it is and which form it sits on. */
export const FormFieldFragment = graphql(`
  fragment FormField on CustomField {
    _id
    entityKind
    label
    description
    type
    formKind
  }
`);

export type FormFieldData = FragmentOf<typeof FormFieldFragment>;

/** A profile form with its fields in order, each required or not. */
export const ProfileFormFieldsFragment = graphql(
  `
  fragment ProfileFormFields on ProfileForm {
    _id
    kind
    entityKind
    hidden
    updatedAt
    items {
      required
      field {
        ...FormField
      }
    }
  }
`,
  [FormFieldFragment],
);

export type ProfileFormData = FragmentOf<typeof ProfileFormFieldsFragment>;

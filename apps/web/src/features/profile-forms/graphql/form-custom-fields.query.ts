import { graphql } from '../../../lib/graphql.ts';
import { FormFieldFragment } from './profile-form-fields.fragment.ts';

/** The custom fields of one kind of profile, each with the form it sits on (if any). */
export const FormCustomFieldsQuery = graphql(
  `
  query FormCustomFields($entityKind: CustomFieldEntityKind!) {
    customFields(entityKind: $entityKind) {
      ...FormField
    }
  }
`,
  [FormFieldFragment],
);

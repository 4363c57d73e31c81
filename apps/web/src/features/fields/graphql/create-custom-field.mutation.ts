import { graphql } from '../../../lib/graphql.ts';

/** Adds a custom field (plan CUSTOM_FIELD_EDITING, flag customFieldsEdit); bad input is a ValidationError by field. */
export const CreateCustomFieldMutation = graphql(`
  mutation CreateCustomField($input: CustomFieldInput!) {
    createCustomField(input: $input) {
      _id
      label
    }
  }
`);

import { graphql } from '../../../lib/graphql.ts';

/** Changes a custom field; options sent with their _id keep their answers, and the type is locked once answered. */
export const UpdateCustomFieldMutation = graphql(`
  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {
    updateCustomField(id: $id, input: $input) {
      _id
      entityKind
      label
      description
      type
      options {
        _id
        label
      }
      currency
      answerCount
      formKind
      updatedAt
    }
  }
`);

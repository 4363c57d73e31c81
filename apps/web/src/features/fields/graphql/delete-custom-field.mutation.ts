import { graphql } from '../../../lib/graphql.ts';

/** Deletes a custom field and every answer given to it. */
export const DeleteCustomFieldMutation = graphql(`
  mutation DeleteCustomField($id: ID!) {
    deleteCustomField(id: $id)
  }
`);

import { graphql } from '../../../lib/graphql.ts';

export const DeleteFormMutation = graphql(`
  mutation DeleteForm($id: ID!) {
    deleteForm(id: $id)
  }
`);

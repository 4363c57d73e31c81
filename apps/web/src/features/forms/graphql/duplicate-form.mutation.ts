import { graphql } from '../../../lib/graphql.ts';

export const DuplicateFormMutation = graphql(`
  mutation DuplicateForm($id: ID!, $title: String!) {
    duplicateForm(id: $id, title: $title) {
      _id
      title
    }
  }
`);

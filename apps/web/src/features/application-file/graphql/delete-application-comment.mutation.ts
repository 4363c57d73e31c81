import { graphql } from '../../../lib/graphql.ts';

export const DeleteApplicationCommentMutation = graphql(`
  mutation DeleteApplicationComment($id: ID!) {
    deleteApplicationComment(id: $id)
  }
`);

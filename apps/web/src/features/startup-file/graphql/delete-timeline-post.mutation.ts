import { graphql } from '../../../lib/graphql.ts';

/** Deletes a post with its replies, or a single reply. */
export const DeleteTimelinePostMutation = graphql(`
  mutation DeleteTimelinePost($id: ID!) {
    deleteTimelinePost(id: $id)
  }
`);

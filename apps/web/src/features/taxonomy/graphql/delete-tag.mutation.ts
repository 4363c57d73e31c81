import { graphql } from '../../../lib/graphql.ts';

/** Deletes a tag; the server takes it off the people and startups that had it. */
export const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);

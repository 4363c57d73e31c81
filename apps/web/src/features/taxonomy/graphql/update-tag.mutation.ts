import { graphql } from '../../../lib/graphql.ts';

/** Renames or recolours a tag; the same rules as for a new one. */
export const UpdateTagMutation = graphql(`
  mutation UpdateTag($id: ID!, $name: String!, $color: String) {
    updateTag(id: $id, name: $name, color: $color) {
      _id
      name
      color
      kind
    }
  }
`);

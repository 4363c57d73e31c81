import { graphql } from '../../../lib/graphql.ts';

/** Adds a tag to a kind of the taxonomy; an empty or taken name, or a bad colour, is refused with a ValidationError. */
export const CreateTagMutation = graphql(`
  mutation CreateTag($kind: TagKind!, $name: String!, $color: String) {
    createTag(kind: $kind, name: $name, color: $color) {
      _id
      name
      color
      kind
    }
  }
`);

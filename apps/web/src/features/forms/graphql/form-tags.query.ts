import { graphql } from '../../../lib/graphql.ts';

/** The tags already given to forms, to offer them in the list's filter and the builder's settings. */
export const FormTagsQuery = graphql(`
  query FormTags {
    tags(kind: forms) {
      _id
      name
    }
  }
`);

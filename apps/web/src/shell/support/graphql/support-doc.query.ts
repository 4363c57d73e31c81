import { graphql } from '../../../lib/graphql.ts';

/** One guide page, its content in markdown. */
export const SupportDocQuery = graphql(`
  query SupportDoc($slug: String!) {
    supportDoc(slug: $slug) {
      slug
      title
      content
    }
  }
`);

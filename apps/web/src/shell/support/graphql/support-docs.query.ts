import { graphql } from '../../../lib/graphql.ts';

/** The guide pages for the user's docs type (Support Docs). */
export const SupportDocsQuery = graphql(`
  query SupportDocs {
    supportDocs {
      userType
      results {
        slug
        title
        excerpt
      }
    }
  }
`);

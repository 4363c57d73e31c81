import { graphql } from '../../../lib/graphql.ts';
import { ApplyCallFragment } from './apply-call.fragment.ts';

/** /apply/program/:slug: one published call. */
export const ApplyCallQuery = graphql(
  `
  query ApplyCall($slug: String!) {
    applyCall(slug: $slug) {
      ...ApplyCallFields
    }
  }
`,
  [ApplyCallFragment],
);

import { graphql } from '../../../lib/graphql.ts';
import { FunnelFieldsFragment } from './funnel-fields.fragment.ts';

/** One funnel, for its builder. */
export const FunnelQuery = graphql(
  `
  query Funnel($id: ID!) {
    funnel(id: $id) {
      ...FunnelFields
    }
  }
`,
  [FunnelFieldsFragment],
);

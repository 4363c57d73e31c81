import { graphql } from '../../../lib/graphql.ts';
import { FunnelFieldsFragment } from './funnel-fields.fragment.ts';

/** The funnels management list: every funnel the viewer reaches, newest first. */
export const FunnelsQuery = graphql(
  `
  query Funnels($filter: FunnelFilter) {
    funnels(filter: $filter) {
      ...FunnelFields
    }
  }
`,
  [FunnelFieldsFragment],
);

import { graphql } from '../../../lib/graphql.ts';
import { FunnelFieldsFragment } from './funnel-fields.fragment.ts';

/** Saves a funnel's settings. */
export const UpdateFunnelMutation = graphql(
  `
  mutation UpdateFunnel($id: ID!, $input: FunnelInput!) {
    updateFunnel(id: $id, input: $input) {
      ...FunnelFields
    }
  }
`,
  [FunnelFieldsFragment],
);

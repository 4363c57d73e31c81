import { graphql } from '../../../lib/graphql.ts';
import { FunnelFieldsFragment } from './funnel-fields.fragment.ts';

/** Puts a call on /apply/explore (it needs an intake form), or takes it off. */
export const PublishFunnelMutation = graphql(
  `
  mutation PublishFunnel($id: ID!, $published: Boolean!) {
    publishFunnel(id: $id, published: $published) {
      ...FunnelFields
    }
  }
`,
  [FunnelFieldsFragment],
);

import { graphql } from '../../../lib/graphql.ts';
import { FunnelFieldsFragment } from './funnel-fields.fragment.ts';

/** Replaces a funnel's admins. */
export const SetFunnelAdminsMutation = graphql(
  `
  mutation SetFunnelAdmins($id: ID!, $userIds: [ID!]!) {
    setFunnelAdmins(id: $id, userIds: $userIds) {
      ...FunnelFields
    }
  }
`,
  [FunnelFieldsFragment],
);

import { graphql } from '../../../lib/graphql.ts';
import { FunnelFieldsFragment } from './funnel-fields.fragment.ts';

/** Archives a funnel, or restores it. */
export const ArchiveFunnelMutation = graphql(
  `
  mutation ArchiveFunnel($id: ID!, $archived: Boolean!) {
    archiveFunnel(id: $id, archived: $archived) {
      ...FunnelFields
    }
  }
`,
  [FunnelFieldsFragment],
);

import { graphql } from '../../../lib/graphql.ts';
import { FunnelFieldsFragment } from './funnel-fields.fragment.ts';

/** Replaces a funnel's rounds, in order (the decision round last). */
export const SetFunnelRoundsMutation = graphql(
  `
  mutation SetFunnelRounds($id: ID!, $rounds: [FunnelRoundInput!]!) {
    setFunnelRounds(id: $id, rounds: $rounds) {
      ...FunnelFields
    }
  }
`,
  [FunnelFieldsFragment],
);

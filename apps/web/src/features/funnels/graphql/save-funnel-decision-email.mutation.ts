import { graphql } from '../../../lib/graphql.ts';

/** Writes the e-mail of a decision in a language. */
export const SaveFunnelDecisionEmailMutation = graphql(`
  mutation SaveFunnelDecisionEmail($funnelId: ID!, $input: FunnelDecisionEmailInput!) {
    saveFunnelDecisionEmail(funnelId: $funnelId, input: $input) {
      _id
      action
      language
      subject
      body
      canEdit
      updatedAt
    }
  }
`);

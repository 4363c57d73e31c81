import { graphql } from '../../../lib/graphql.ts';

export const ShareFormMutation = graphql(`
  mutation ShareForm($id: ID!, $audience: FormAudience!, $expiresAt: DateTime) {
    shareForm(id: $id, audience: $audience, expiresAt: $expiresAt) {
      _id
      shareId
      audience
      shareExpiresAt
    }
  }
`);

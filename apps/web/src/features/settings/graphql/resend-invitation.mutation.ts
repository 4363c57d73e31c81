import { graphql } from '../../../lib/graphql.ts';

/** Sends the invitation e-mail of a pending user again. */
export const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($userId: ID!) {
    resendInvitation(userId: $userId)
  }
`);

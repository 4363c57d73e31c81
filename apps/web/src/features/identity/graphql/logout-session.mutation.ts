import { graphql } from '../../../lib/graphql.ts';

/** Ends one of the signed-in user's sessions (spec 01 §7.2 LogoutSession). */
export const LogoutSessionMutation = graphql(`
  mutation LogoutSession($sessionId: ID!) {
    logoutSession(sessionId: $sessionId)
  }
`);

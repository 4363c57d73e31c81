import { graphql } from '../../../lib/graphql.ts';

/** Fires when this browser's session ends anywhere (spec 01 §7.2 SessionLoggedOut). */
export const SessionLoggedOutSubscription = graphql(`
  subscription SessionLoggedOut($sessionId: ID!) {
    sessionLoggedOut(sessionId: $sessionId) {
      sessionId
    }
  }
`);

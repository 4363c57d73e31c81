import { graphql } from '../../../lib/graphql.ts';

/** Keeps this browser's session alive (spec 01 §4 Session); AuthenticationRequiredError once it has ended. */
export const UpsertSessionMutation = graphql(`
  mutation UpsertSession($sessionId: ID!) {
    upsertSession(sessionId: $sessionId) {
      _id
    }
  }
`);

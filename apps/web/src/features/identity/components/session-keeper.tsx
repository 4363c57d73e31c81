import { useEffect } from 'react';
import { useClient, useSubscription } from 'urql';
import { startSessionRefresher } from '../../../lib/auth/session-refresher.ts';
import { onLiveUpdatesConnected } from '../../../lib/graphql-client.ts';
import { useAuthServices } from '../auth-context.ts';
import { SessionLoggedOutSubscription } from '../graphql/session-logged-out.subscription.ts';
import { UpsertSessionMutation } from '../graphql/upsert-session.mutation.ts';

/**
 * Spec 01 §4 Session: upserts this browser's session every 30 s (debounced 500 ms) while signed in, and logs out
 * when the server says the session ended (the sessionLoggedOut push).
 */
export function SessionKeeper({ sessionId }: { sessionId: string }) {
  const client = useClient();
  const { session } = useAuthServices();

  useEffect(() => {
    const refresher = startSessionRefresher({
      refresh: () => {
        // An ended session answers AuthenticationRequiredError, which the client turns into a logout.
        void client.mutation(UpsertSessionMutation, { sessionId }).toPromise();
      },
    });
    const onFocus = () => refresher.trigger();
    window.addEventListener('focus', onFocus);
    // The sessionLoggedOut push starts after the first screen (and again after a lost connection): an upsert then
    // finds out whether the session ended meanwhile.
    const stopListening = onLiveUpdatesConnected(client, () => refresher.trigger());
    return () => {
      window.removeEventListener('focus', onFocus);
      stopListening();
      refresher.stop();
    };
  }, [client, sessionId]);

  const [{ data }] = useSubscription({ query: SessionLoggedOutSubscription, variables: { sessionId } });
  const endedSessionId = data?.sessionLoggedOut.sessionId;
  useEffect(() => {
    if (endedSessionId !== sessionId || session.replacingSession) return;
    if (session.store.getSnapshot().sessionId === sessionId) session.logout();
  }, [endedSessionId, sessionId, session]);

  return null;
}

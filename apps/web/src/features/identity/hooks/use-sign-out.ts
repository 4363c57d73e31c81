import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import { useAuthServices } from '../auth-context.ts';
import { LogoutSessionMutation } from '../graphql/logout-session.mutation.ts';

/** How long sign-out waits for the server to end the session before logging out locally anyway. */
const SERVER_LOGOUT_TIMEOUT_MS = 3_000;

/** Ends this browser's session on the server, then logs out (spec 01 §4). */
export function useSignOut() {
  const client = useClient();
  const { session } = useAuthServices();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    const { sessionId } = session.store.getSnapshot();
    if (sessionId) {
      await Promise.race([
        client.mutation(LogoutSessionMutation, { sessionId }).toPromise(),
        new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_TIMEOUT_MS)),
      ]).catch(() => undefined);
    }
    session.logout();
    setSigningOut(false);
  }, [client, session]);
  return { signOut, signingOut };
}

import i18next from 'i18next';
import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Provider as GraphqlProvider, useQuery } from 'urql';
import { isDeletedStatus } from '../../../lib/auth/auth-rules.ts';
import type { AuthSession } from '../../../lib/auth/auth-session.ts';
import { getLocalStorage } from '../../../lib/browser-storage.ts';
import { createGraphqlClient, disposeGraphqlClient, isAuthenticationFailure } from '../../../lib/graphql-client.ts';
import { setPreferredDateFormat } from '../../../lib/dates.ts';
import { applyLanguage, currentLanguageOverride, resolveInterfaceLanguage } from '../../../lib/i18n.ts';
import { createRestClient } from '../../../lib/rest-client.ts';
import { useOptionalOrganisation } from '../../organisation/index.ts';
import {
  AuthServicesContext,
  CurrentUserContext,
  type CurrentUserState,
  useAuthServices,
  useAuthSnapshot,
} from '../auth-context.ts';
import { type CurrentUser, CurrentUserQuery } from '../graphql/current-user.query.ts';
import { SessionKeeper } from './session-keeper.tsx';

/**
 * The GraphQL client of the current sign-in: a new token makes a new client, so the data cache starts empty
 * (spec 01 §4). Also listens to the other tabs (storage events) and to the loggedOut window event.
 */
export function AuthGraphqlProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  const { token } = useSyncExternalStore(session.store.subscribe, session.store.getSnapshot);

  const rest = useMemo(
    () =>
      createRestClient({
        getToken: () => session.store.getSnapshot().token,
        language: () => i18next.resolvedLanguage ?? i18next.language ?? 'en',
        onUnauthorized: (usedToken) => {
          if (session.store.getSnapshot().token === usedToken) session.authenticationRequired();
        },
      }),
    [session],
  );

  const client = useMemo(
    () =>
      createGraphqlClient({
        token,
        // An answer to a request of a previous sign-in must not end the current one.
        onAuthenticationRequired: () => {
          if (session.store.getSnapshot().token === token) session.authenticationRequired();
        },
      }),
    [session, token],
  );
  useEffect(() => () => disposeGraphqlClient(client), [client]);
  useEffect(() => session.listen(window, getLocalStorage() ?? undefined), [session]);

  const services = useMemo(() => ({ session, rest }), [session, rest]);
  return (
    <AuthServicesContext.Provider value={services}>
      <GraphqlProvider value={client}>{children}</GraphqlProvider>
    </AuthServicesContext.Provider>
  );
}

/**
 * Loads the signed-in user when there is a token (user queries are paused without one), keeps the session alive,
 * and applies the user's language (spec 01 §1). A deleted user counts as signed out (spec 01 §4).
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { session } = useAuthServices();
  const { token, sessionId } = useAuthSnapshot();
  const organisation = useOptionalOrganisation();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: CurrentUserQuery, pause: !token });
  const lastUser = useRef<CurrentUser | null>(null);

  const loadedUser = token ? (data?.currentUser ?? null) : null;
  const deleted = loadedUser !== null && isDeletedStatus(loadedUser.status);
  const authFailed = Boolean(token && error && isAuthenticationFailure(error));

  const state = useMemo<CurrentUserState>(() => {
    const refresh = () => reexecute({ requestPolicy: 'network-only' });
    if (!token || deleted || authFailed) return { status: 'signedOut' };
    if (loadedUser) return { status: 'signedIn', user: loadedUser, refresh };
    if (error && !fetching) return { status: 'failed', error };
    // A new token of the same person (a password change): keep showing the page while the user reloads.
    if (lastUser.current) return { status: 'signedIn', user: lastUser.current, refresh };
    return { status: 'loading' };
  }, [token, deleted, authFailed, loadedUser, error, fetching, reexecute]);

  useEffect(() => {
    if (!token) lastUser.current = null;
    else if (state.status === 'signedIn') lastUser.current = state.user;
  }, [token, state]);

  useEffect(() => {
    if (deleted) session.authenticationRequired();
  }, [deleted, session]);

  useEffect(() => {
    session.setSsoEnabled(organisation?.ssoEnabled ?? false);
  }, [session, organisation?.ssoEnabled]);

  const userDateFormat = state.status === 'signedIn' ? state.user.dateFormat : null;
  useEffect(() => setPreferredDateFormat(userDateFormat), [userDateFormat]);

  const userLanguage = state.status === 'signedIn' ? state.user.language : null;
  const organisationLanguage = organisation?.defaultLanguage;
  useEffect(() => {
    if (!userLanguage) return;
    void applyLanguage(
      resolveInterfaceLanguage({ override: currentLanguageOverride(), userLanguage, organisationLanguage }),
    );
  }, [userLanguage, organisationLanguage]);

  return (
    <CurrentUserContext.Provider value={state}>
      {state.status === 'signedIn' && sessionId ? <SessionKeeper sessionId={sessionId} /> : null}
      {children}
    </CurrentUserContext.Provider>
  );
}

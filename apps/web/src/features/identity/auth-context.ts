import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CombinedError } from 'urql';
import type { AuthSession } from '../../lib/auth/auth-session.ts';
import type { AuthSnapshot } from '../../lib/auth/auth-store.ts';
import type { RestClient } from '../../lib/rest-client.ts';
import type { CurrentUser } from './graphql/current-user.query.ts';

export interface AuthServices {
  session: AuthSession;
  rest: RestClient;
}

export const AuthServicesContext = createContext<AuthServices | null>(null);

/** The sign-in session and the REST client; for components under the app providers. */
export function useAuthServices(): AuthServices {
  const services = useContext(AuthServicesContext);
  if (!services) throw new Error('useAuthServices() used outside AuthGraphqlProvider');
  return services;
}

/** The stored token and session id, re-rendering when they change. */
export function useAuthSnapshot(): AuthSnapshot {
  const { session } = useAuthServices();
  return useSyncExternalStore(session.store.subscribe, session.store.getSnapshot);
}

export type CurrentUserState =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'signedIn'; user: CurrentUser; refresh: () => void }
  /** The user could not be loaded for another reason than authentication (after the client's retries). */
  | { status: 'failed'; error: CombinedError };

export const CurrentUserContext = createContext<CurrentUserState>({ status: 'loading' });

export function useCurrentUserState(): CurrentUserState {
  return useContext(CurrentUserContext);
}

/** The signed-in user; for pages behind the sign-in guard. */
export function useCurrentUser(): CurrentUser {
  const state = useCurrentUserState();
  if (state.status !== 'signedIn') throw new Error('useCurrentUser() used outside the signed-in area');
  return state.user;
}

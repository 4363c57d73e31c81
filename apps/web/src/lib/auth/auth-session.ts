import {
  isAuthenticationExemptPath,
  LOGIN_PATH,
  SSO_LOGOUT_PATH,
  type StorageEventAction,
  storageEventAction,
} from './auth-rules.ts';
import type { AuthCredentials, AuthStore } from './auth-store.ts';

/** Window events of spec 01 §4 and §8. */
export const LOGGED_OUT_EVENT = 'loggedOut';
export const AUTHENTICATION_REQUIRED_EVENT = 'authenticationRequired';
export type AuthWindowEvent = typeof LOGGED_OUT_EVENT | typeof AUTHENTICATION_REQUIRED_EVENT;

/** What the session needs from the browser; tests pass fakes. */
export interface AuthEnvironment {
  pathname(): string;
  /** In-app navigation, replacing the current entry. */
  navigate(path: string): void;
  /** A full page load (the federated logout). */
  assign(url: string): void;
  reload(): void;
  dispatch(event: AuthWindowEvent): void;
  clearSessionStorage(): void;
}

export interface LogoutOptions {
  /** In external-identity mode, also end the provider's session (default true; false when another tab logged out). */
  federated?: boolean;
}

export interface AuthSession {
  readonly store: AuthStore;
  signIn(credentials: AuthCredentials): void;
  logout(options?: LogoutOptions): void;
  /** A GraphQL AuthenticationRequiredError, an HTTP 401, or a deleted user (spec 01 §4, §8). */
  authenticationRequired(): void;
  handleStorageEvent(event: { key: string | null; newValue: string | null; storageArea?: unknown }): StorageEventAction;
  handleLoggedOutEvent(): void;
  setSsoEnabled(enabled: boolean): void;
  readonly ssoEnabled: boolean;
  /**
   * Runs a call that ends this session and hands over a new one (a password change). Meanwhile, the signals that
   * the old session ended (its push, an AuthenticationRequiredError) are expected and do not log out.
   */
  replaceSession<T>(call: () => Promise<T>): Promise<T>;
  readonly replacingSession: boolean;
  /** Listens to the window's storage and loggedOut events; returns the function that stops listening. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, localStorageArea?: unknown): () => void;
}

/** The sign-in state machine of spec 01 §4: sign in, log out, cross-tab changes, authentication required. */
export function createAuthSession(store: AuthStore, environment: AuthEnvironment): AuthSession {
  let ssoEnabled = false;
  let replacements = 0;

  const logout = ({ federated = true }: LogoutOptions = {}) => {
    store.clear();
    environment.clearSessionStorage();
    // The loggedOut listener finds nothing stored any more, so this does not loop.
    environment.dispatch(LOGGED_OUT_EVENT);
    if (ssoEnabled && federated) environment.assign(SSO_LOGOUT_PATH);
    else if (environment.pathname() !== LOGIN_PATH) environment.navigate(LOGIN_PATH);
  };

  const session: AuthSession = {
    store,
    signIn: (credentials) => store.signIn(credentials),
    logout,
    authenticationRequired() {
      if (replacements > 0) return;
      if (isAuthenticationExemptPath(environment.pathname())) {
        // The page stays; the token the server refused is forgotten so the page shows its signed-out form.
        if (store.getSnapshot().token) store.clear();
        environment.dispatch(AUTHENTICATION_REQUIRED_EVENT);
        return;
      }
      logout({ federated: false });
    },
    handleStorageEvent(event) {
      const action = storageEventAction(event, store.getSnapshot().token);
      if (action === 'reload') environment.reload();
      else if (action === 'logout') logout({ federated: false });
      return action;
    },
    handleLoggedOutEvent() {
      const { token, sessionId } = store.getSnapshot();
      if (token || sessionId) logout();
    },
    setSsoEnabled(enabled) {
      ssoEnabled = enabled;
    },
    get ssoEnabled() {
      return ssoEnabled;
    },
    async replaceSession(call) {
      replacements += 1;
      try {
        return await call();
      } finally {
        replacements -= 1;
      }
    },
    get replacingSession() {
      return replacements > 0;
    },
    listen(target, localStorageArea) {
      const onStorage = (event: Event) => {
        const storageEvent = event as StorageEvent;
        // Session storage events come only from frames of this tab; the token lives in local storage.
        if (localStorageArea !== undefined && storageEvent.storageArea !== localStorageArea) return;
        session.handleStorageEvent(storageEvent);
      };
      const onLoggedOut = () => session.handleLoggedOutEvent();
      target.addEventListener('storage', onStorage);
      target.addEventListener(LOGGED_OUT_EVENT, onLoggedOut);
      return () => {
        target.removeEventListener('storage', onStorage);
        target.removeEventListener(LOGGED_OUT_EVENT, onLoggedOut);
      };
    },
  };
  return session;
}

/** The environment of a real page; `navigate` is the router's. */
export function browserAuthEnvironment(navigate: (path: string) => void): AuthEnvironment {
  return {
    pathname: () => window.location.pathname,
    navigate,
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    dispatch: (event) => window.dispatchEvent(new Event(event)),
    clearSessionStorage: () => {
      try {
        window.sessionStorage.clear();
      } catch {
        // Storage may be unavailable; there is nothing to clear then.
      }
    },
  };
}

import { TOKEN_STORAGE_KEY } from '@cohort/shared';
import { type KeyValueStorage, safeGet, safeRemove, safeSet } from '../browser-storage.ts';
import { readAccessToken, SESSION_ID_STORAGE_KEY } from '../session.ts';

/** What a successful sign-in hands over: the bearer token and the id of the server session it belongs to. */
export interface AuthCredentials {
  token: string;
  sessionId: string | null;
}

export interface AuthSnapshot {
  token: string | null;
  sessionId: string | null;
}

export interface AuthStore {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Keeps the token and its session id; listeners recreate the GraphQL client (a fresh data cache). */
  signIn(credentials: AuthCredentials): void;
  /** Forgets the token and the session id. */
  clear(): void;
  /** Reads storage again, after another tab changed it. */
  reload(): void;
}

const SIGNED_OUT: AuthSnapshot = { token: null, sessionId: null };

/**
 * The token (local storage `accelerator-token`, spec 01 §9) and the session id. The session id is kept in
 * session storage (`aa:session-id`, read by the websocket connection), and beside the token in local storage,
 * so that another tab of the same sign-in, which starts with an empty session storage, knows it too.
 */
export function createAuthStore({
  local,
  session,
}: {
  local: KeyValueStorage | null;
  session: KeyValueStorage | null;
}): AuthStore {
  const listeners = new Set<() => void>();

  const read = (): AuthSnapshot => {
    const token = readAccessToken(local);
    if (!token) return SIGNED_OUT;
    const sessionId = safeGet(local, SESSION_ID_STORAGE_KEY) ?? safeGet(session, SESSION_ID_STORAGE_KEY);
    if (sessionId) safeSet(session, SESSION_ID_STORAGE_KEY, sessionId);
    return { token, sessionId };
  };

  let snapshot = read();

  const update = (next: AuthSnapshot) => {
    if (next.token === snapshot.token && next.sessionId === snapshot.sessionId) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn({ token, sessionId }) {
      safeSet(local, TOKEN_STORAGE_KEY, token);
      if (sessionId) {
        safeSet(local, SESSION_ID_STORAGE_KEY, sessionId);
        safeSet(session, SESSION_ID_STORAGE_KEY, sessionId);
      } else {
        safeRemove(local, SESSION_ID_STORAGE_KEY);
        safeRemove(session, SESSION_ID_STORAGE_KEY);
      }
      update({ token, sessionId: sessionId || null });
    },
    clear() {
      safeRemove(local, TOKEN_STORAGE_KEY);
      safeRemove(local, SESSION_ID_STORAGE_KEY);
      safeRemove(session, SESSION_ID_STORAGE_KEY);
      update(SIGNED_OUT);
    },
    reload() {
      update(read());
    },
  };
}

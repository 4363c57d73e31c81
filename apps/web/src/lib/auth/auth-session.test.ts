import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../browser-storage.ts';
import { type AuthEnvironment, createAuthSession } from './auth-session.ts';
import { createAuthStore } from './auth-store.ts';

function setup({ pathname = '/', signedIn = true } = {}) {
  const local = createMemoryStorage(signedIn ? { 'accelerator-token': 'tok', 'aa:session-id': 's-1' } : {});
  const session = createMemoryStorage(signedIn ? { 'aa:session-id': 's-1', 'aa:chunk-reload-at': '1' } : {});
  const store = createAuthStore({ local, session });
  let currentPath = pathname;
  const environment = {
    pathname: () => currentPath,
    navigate: vi.fn((path: string) => {
      currentPath = path;
    }),
    assign: vi.fn(),
    reload: vi.fn(),
    dispatch: vi.fn(),
    clearSessionStorage: vi.fn(() => session.entries.clear()),
  } satisfies AuthEnvironment;
  return { auth: createAuthSession(store, environment), environment, local, session, store };
}

describe('logging out (spec 01 §4)', () => {
  it('clears the token and session storage, fires loggedOut, and goes to /login', () => {
    const { auth, environment, local, session } = setup({ pathname: '/account/settings/security' });
    auth.logout();
    expect(local.entries.size).toBe(0);
    expect(session.entries.size).toBe(0);
    expect(environment.dispatch).toHaveBeenCalledWith('loggedOut');
    expect(environment.navigate).toHaveBeenCalledWith('/login');
    expect(environment.assign).not.toHaveBeenCalled();
  });

  it('stays on /login when already there', () => {
    const { auth, environment } = setup({ pathname: '/login' });
    auth.logout();
    expect(environment.navigate).not.toHaveBeenCalled();
  });

  it('ends the provider session in external-identity mode', () => {
    const { auth, environment } = setup();
    auth.setSsoEnabled(true);
    auth.logout();
    expect(environment.assign).toHaveBeenCalledWith('/auth/oidc/logout');
    expect(environment.navigate).not.toHaveBeenCalled();
  });

  it('does not loop on its own loggedOut event', () => {
    const { auth, environment } = setup();
    environment.dispatch.mockImplementation((event) => {
      if (event === 'loggedOut') auth.handleLoggedOutEvent();
    });
    auth.logout();
    expect(environment.dispatch).toHaveBeenCalledTimes(1);
  });

  it('logs out when someone else fires loggedOut while signed in', () => {
    const { auth, store } = setup();
    auth.handleLoggedOutEvent();
    expect(store.getSnapshot().token).toBeNull();
  });
});

describe('authentication required (spec 01 §8)', () => {
  it('logs out on a signed-in page', () => {
    const { auth, environment, store } = setup({ pathname: '/account/settings/security' });
    auth.authenticationRequired();
    expect(store.getSnapshot().token).toBeNull();
    expect(environment.navigate).toHaveBeenCalledWith('/login');
  });

  it('dispatches authenticationRequired on the exempt pages and stays there', () => {
    const { auth, environment, store } = setup({ pathname: '/reset/abc' });
    auth.authenticationRequired();
    expect(environment.dispatch).toHaveBeenCalledWith('authenticationRequired');
    expect(environment.dispatch).not.toHaveBeenCalledWith('loggedOut');
    expect(environment.navigate).not.toHaveBeenCalled();
    // The refused token is forgotten, so the page shows its signed-out form.
    expect(store.getSnapshot().token).toBeNull();
  });

  it('does not go to the provider logout when the session simply ended', () => {
    const { auth, environment } = setup();
    auth.setSsoEnabled(true);
    auth.authenticationRequired();
    expect(environment.assign).not.toHaveBeenCalled();
    expect(environment.navigate).toHaveBeenCalledWith('/login');
  });

  it('is ignored while the session is being replaced (a password change)', async () => {
    const { auth, store } = setup();
    let release: () => void = () => undefined;
    const replacement = auth.replaceSession(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    expect(auth.replacingSession).toBe(true);
    auth.authenticationRequired();
    expect(store.getSnapshot().token).toBe('tok');
    release();
    await replacement;
    expect(auth.replacingSession).toBe(false);
    auth.authenticationRequired();
    expect(store.getSnapshot().token).toBeNull();
  });
});

describe('other tabs', () => {
  it('reloads when another tab signed in with another token', () => {
    const { auth, environment } = setup();
    expect(auth.handleStorageEvent({ key: 'accelerator-token', newValue: 'other' })).toBe('reload');
    expect(environment.reload).toHaveBeenCalled();
  });

  it('logs out, without the provider logout, when another tab logged out', () => {
    const { auth, environment, store } = setup({ pathname: '/account/settings/security' });
    auth.setSsoEnabled(true);
    expect(auth.handleStorageEvent({ key: 'accelerator-token', newValue: null })).toBe('logout');
    expect(store.getSnapshot().token).toBeNull();
    expect(environment.navigate).toHaveBeenCalledWith('/login');
    expect(environment.assign).not.toHaveBeenCalled();
  });

  it('listens to storage events of local storage only, and to loggedOut', () => {
    const { auth, store } = setup();
    const target = new EventTarget();
    const localArea = {};
    const stop = auth.listen(target as unknown as Window, localArea);
    const storageEvent = (storageArea: unknown) =>
      Object.assign(new Event('storage'), { key: 'accelerator-token', newValue: null, storageArea });
    target.dispatchEvent(storageEvent({}));
    expect(store.getSnapshot().token).toBe('tok');
    target.dispatchEvent(storageEvent(localArea));
    expect(store.getSnapshot().token).toBeNull();
    store.signIn({ token: 'again', sessionId: 's-2' });
    target.dispatchEvent(new Event('loggedOut'));
    expect(store.getSnapshot().token).toBeNull();
    stop();
    store.signIn({ token: 'again', sessionId: 's-2' });
    target.dispatchEvent(new Event('loggedOut'));
    expect(store.getSnapshot().token).toBe('again');
  });
});

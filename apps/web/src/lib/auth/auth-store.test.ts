import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../browser-storage.ts';
import { createAuthStore } from './auth-store.ts';

function stores(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const localStorage = createMemoryStorage(local);
  const sessionStorage = createMemoryStorage(session);
  return { localStorage, sessionStorage, store: createAuthStore({ local: localStorage, session: sessionStorage }) };
}

describe('the token store (spec 01 §4, §9)', () => {
  it('starts signed out on empty storage', () => {
    expect(stores().store.getSnapshot()).toEqual({ token: null, sessionId: null });
  });

  it('keeps the token under accelerator-token and the session id in both storages', () => {
    const { store, localStorage, sessionStorage } = stores();
    store.signIn({ token: 'tok', sessionId: 's-1' });
    expect(localStorage.entries.get('accelerator-token')).toBe('tok');
    expect(localStorage.entries.get('aa:session-id')).toBe('s-1');
    expect(sessionStorage.entries.get('aa:session-id')).toBe('s-1');
    expect(store.getSnapshot()).toEqual({ token: 'tok', sessionId: 's-1' });
  });

  it('tells listeners once per change, so the GraphQL client (and its cache) is recreated', () => {
    const { store } = stores();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.signIn({ token: 'tok', sessionId: 's-1' });
    store.signIn({ token: 'tok', sessionId: 's-1' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.signIn({ token: 'tok2', sessionId: 's-2' });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a new tab of the same sign-in the session id, and copies it into its session storage', () => {
    const { store, sessionStorage } = stores({ 'accelerator-token': 'tok', 'aa:session-id': 's-1' });
    expect(store.getSnapshot()).toEqual({ token: 'tok', sessionId: 's-1' });
    expect(sessionStorage.entries.get('aa:session-id')).toBe('s-1');
  });

  it('ignores a session id without a token', () => {
    expect(stores({ 'aa:session-id': 's-1' }).store.getSnapshot()).toEqual({ token: null, sessionId: null });
  });

  it('clears token and session id', () => {
    const { store, localStorage, sessionStorage } = stores({ 'accelerator-token': 'tok', 'aa:session-id': 's-1' });
    store.clear();
    expect(localStorage.entries.size).toBe(0);
    expect(sessionStorage.entries.has('aa:session-id')).toBe(false);
    expect(store.getSnapshot()).toEqual({ token: null, sessionId: null });
  });

  it('reads storage again after another tab changed it', () => {
    const { store, localStorage } = stores({ 'accelerator-token': 'tok', 'aa:session-id': 's-1' });
    localStorage.setItem('accelerator-token', 'tok2');
    localStorage.setItem('aa:session-id', 's-2');
    store.reload();
    expect(store.getSnapshot()).toEqual({ token: 'tok2', sessionId: 's-2' });
  });

  it('survives storage that is unavailable', () => {
    const store = createAuthStore({ local: null, session: null });
    store.signIn({ token: 'tok', sessionId: 's' });
    expect(store.getSnapshot().token).toBe('tok');
    store.clear();
    expect(store.getSnapshot().token).toBeNull();
  });
});

import type { Blocker } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppHistory } from './app-history.ts';

/** A browser window's history and address, enough for React Router's browser history: back and forward are async. */
function fakeWindow(start = '/') {
  const entries: Array<{ url: URL; state: unknown }> = [{ url: new URL(start, 'http://app.test'), state: null }];
  let index = 0;
  const popListeners = new Set<() => void>();
  const location = {
    get pathname() {
      return entries[index]?.url.pathname ?? '/';
    },
    get search() {
      return entries[index]?.url.search ?? '';
    },
    get hash() {
      return entries[index]?.url.hash ?? '';
    },
    get href() {
      return entries[index]?.url.href ?? '';
    },
    origin: 'http://app.test',
  };
  const window = {
    location,
    history: {
      get state() {
        return entries[index]?.state ?? null;
      },
      pushState(state: unknown, _title: string, url: string) {
        entries.splice(index + 1);
        entries.push({ url: new URL(url, location.href), state });
        index += 1;
      },
      replaceState(state: unknown, _title: string, url?: string) {
        entries[index] = { url: url ? new URL(url, location.href) : (entries[index]?.url as URL), state };
      },
      go(delta: number) {
        setTimeout(() => {
          index = Math.min(Math.max(index + delta, 0), entries.length - 1);
          for (const listener of popListeners) listener();
        }, 0);
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'popstate') popListeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === 'popstate') popListeners.delete(listener);
    },
  };
  return { window: window as unknown as Window, path: () => location.pathname };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function setUp() {
  const browser = fakeWindow('/builder');
  const history = createAppHistory({ window: browser.window });
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  let blocker: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };
  let dirty = true;
  const unblock = history.block(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    (next) => {
      blocker = next;
    },
  );
  return {
    browser,
    history,
    seen,
    blocker: () => blocker,
    setDirty: (value: boolean) => {
      dirty = value;
    },
    unblock,
  };
}

describe('the app history (issue 11: React Router in declarative mode, with navigation blocking)', () => {
  it('holds a link or navigate() while the page blocks, until it lets go', () => {
    const { browser, history, seen, blocker } = setUp();
    history.push('/startups/profile');
    expect(browser.path()).toBe('/builder');
    expect(seen).toEqual([]);
    expect(blocker().state).toBe('blocked');
    expect(blocker().location?.pathname).toBe('/startups/profile');

    blocker().proceed?.();
    expect(browser.path()).toBe('/startups/profile');
    expect(seen).toEqual(['PUSH /startups/profile']);
    expect(blocker().state).toBe('unblocked');
  });

  it('cancels a held navigation on reset, and lets the same path (a new query) through', () => {
    const { browser, history, seen, blocker } = setUp();
    history.replace('/login');
    blocker().reset?.();
    expect(blocker().state).toBe('unblocked');
    expect(browser.path()).toBe('/builder');
    history.push('/builder?tab=2');
    expect(seen).toEqual(['PUSH /builder']);
  });

  it('steps back to the page when the back button is blocked, and goes on if the page lets go', async () => {
    const { browser, history, seen, blocker, setDirty } = setUp();
    setDirty(false);
    history.push('/builder/two');
    setDirty(true);
    history.go(-1);
    await tick();
    await tick();
    // The address went back and came forward again: the router saw nothing.
    expect(browser.path()).toBe('/builder/two');
    expect(seen).toEqual(['PUSH /builder/two']);
    expect(blocker().state).toBe('blocked');
    expect(blocker().location?.pathname).toBe('/builder');

    blocker().proceed?.();
    expect(blocker().state).toBe('proceeding');
    await tick();
    expect(browser.path()).toBe('/builder');
    expect(seen).toEqual(['PUSH /builder/two', 'POP /builder']);
    expect(blocker().state).toBe('unblocked');
  });

  it('blocks nothing once the blocker is removed or the page is clean', () => {
    const { browser, history, seen, setDirty, unblock } = setUp();
    setDirty(false);
    history.push('/a');
    setDirty(true);
    unblock();
    history.push('/b');
    expect(browser.path()).toBe('/b');
    expect(seen).toEqual(['PUSH /a', 'PUSH /b']);
  });
});

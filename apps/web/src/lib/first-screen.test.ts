import { afterEach, describe, expect, it } from 'vitest';
import {
  afterFirstScreen,
  FIRST_SCREEN_LATEST_MS,
  FIRST_SCREEN_QUIET_MS,
  type FirstScreenEnvironment,
  resetFirstScreenForTests,
} from './first-screen.ts';

/** A page with a hand-driven clock: timers run when the test advances time. */
function fakePage({ loaded = false } = {}) {
  let now = 0;
  let lastDownload = 0;
  let isLoaded = loaded;
  let nextId = 0;
  const timers = new Map<number, { at: number; every?: number; callback: () => void }>();
  const loadListeners = new Set<() => void>();
  const interactionListeners = new Set<() => void>();
  const environment: FirstScreenEnvironment = {
    now: () => now,
    lastDownloadEnd: () => lastDownload,
    loaded: () => isLoaded,
    onLoad: (listener) => {
      loadListeners.add(listener);
      return () => loadListeners.delete(listener);
    },
    onInteraction: (listener) => {
      interactionListeners.add(listener);
      return () => interactionListeners.delete(listener);
    },
    setTimeout: (callback, ms) => {
      timers.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (timer) => timers.delete(timer as number),
    setInterval: (callback, ms) => {
      timers.set(++nextId, { at: now + ms, every: ms, callback });
      return nextId;
    },
    clearInterval: (timer) => timers.delete(timer as number),
    whenIdle: (callback) => environment.setTimeout(callback, 50),
  };
  return {
    environment,
    load() {
      isLoaded = true;
      for (const listener of [...loadListeners]) listener();
    },
    interact() {
      for (const listener of [...interactionListeners]) listener();
    },
    download() {
      lastDownload = now;
    },
    listening: () => interactionListeners.size + loadListeners.size + timers.size,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every) timer.at += timer.every;
        else timers.delete(id);
        timer.callback();
      }
      now = until;
    },
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => resetFirstScreenForTests());

describe('afterFirstScreen (issue 11)', () => {
  it('waits for the page to load, then for a quiet second and an idle moment', async () => {
    const page = fakePage();
    const done = afterFirstScreen(() => false, page.environment);
    page.advance(10_000);
    expect(await settled(done)).toBe(false);
    page.load();
    page.advance(FIRST_SCREEN_QUIET_MS);
    expect(await settled(done)).toBe(false);
    page.advance(300);
    expect(await settled(done)).toBe(true);
    expect(page.listening()).toBe(0);
  });

  it('counts the quiet second from the last awaited answer', async () => {
    const page = fakePage({ loaded: true });
    let busy = true;
    const done = afterFirstScreen(() => busy, page.environment);
    page.advance(2_000);
    expect(await settled(done)).toBe(false);
    busy = false;
    page.advance(FIRST_SCREEN_QUIET_MS - 200);
    expect(await settled(done)).toBe(false);
    page.advance(600);
    expect(await settled(done)).toBe(true);
  });

  it('counts the quiet second from the last download too', async () => {
    const page = fakePage({ loaded: true });
    const done = afterFirstScreen(() => false, page.environment);
    page.advance(800);
    page.download();
    page.advance(FIRST_SCREEN_QUIET_MS - 100);
    expect(await settled(done)).toBe(false);
    page.advance(300);
    expect(await settled(done)).toBe(true);
  });

  it('does not wait more than five seconds after the load, however busy the page is', async () => {
    const page = fakePage({ loaded: true });
    const done = afterFirstScreen(() => true, page.environment);
    page.advance(FIRST_SCREEN_LATEST_MS - 1);
    expect(await settled(done)).toBe(false);
    page.advance(1);
    expect(await settled(done)).toBe(true);
  });

  it('ends at the first click, tap or key press, and at once after it', async () => {
    const page = fakePage();
    const done = afterFirstScreen(() => true, page.environment);
    page.interact();
    expect(await settled(done)).toBe(true);
    expect(page.listening()).toBe(0);
    const later = fakePage();
    expect(await settled(afterFirstScreen(() => true, later.environment))).toBe(true);
  });
});

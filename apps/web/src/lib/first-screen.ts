/**
 * When the first screen is complete (issue 11): what the first screen does not need (graphcache and the live
 * updates' websocket, lib/cache-handover.ts) is downloaded after it, so that it does not compete with the first
 * screen's own downloads. That is the first of:
 * - the first click, tap or key press (the user is about to act: what they do next gets graphcache at once);
 * - once the page has loaded, a second in which nothing was downloaded and no GraphQL answer was awaited, then an
 *   idle moment of the browser;
 * - five seconds after the page has loaded, however busy it is.
 */

/** Nothing awaited for this long: the first screen has everything it asked for. */
export const FIRST_SCREEN_QUIET_MS = 1_000;
/** The latest moment, after the page has loaded. */
export const FIRST_SCREEN_LATEST_MS = 5_000;
const CHECK_EVERY_MS = 100;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** What the rule reads of the browser; a fake one in the tests. */
export interface FirstScreenEnvironment {
  now: () => number;
  /** When the last download of the page (script, style sheet, image, request) ended, on the clock of `now`. */
  lastDownloadEnd: () => number;
  /** Whether the page's load event has fired. */
  loaded: () => boolean;
  onLoad: (listener: () => void) => () => void;
  /** Listens to the first interaction; returns the way to stop listening. */
  onInteraction: (listener: () => void) => () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
  /** Runs the callback when the browser is idle (or soon, where it cannot tell). */
  whenIdle: (callback: () => void) => void;
}

export function browserFirstScreenEnvironment(): FirstScreenEnvironment {
  return {
    now: () => performance.now(),
    lastDownloadEnd: () => {
      // The latest few are enough: a download that ended earlier is older than the quiet second anyway.
      let end = 0;
      for (const entry of performance.getEntriesByType('resource').slice(-20)) {
        end = Math.max(end, (entry as PerformanceResourceTiming).responseEnd);
      }
      return end;
    },
    loaded: () => document.readyState === 'complete',
    onLoad: (listener) => {
      window.addEventListener('load', listener, { once: true });
      return () => window.removeEventListener('load', listener);
    },
    onInteraction: (listener) => {
      const options = { capture: true, passive: true } as const;
      for (const type of INTERACTIONS) window.addEventListener(type, listener, options);
      return () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, listener, options);
      };
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
    whenIdle: (callback) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1_000 });
      else window.setTimeout(callback, 0);
    },
  };
}

/** Whether the user has clicked, tapped or pressed a key on this page yet (then nothing waits any more). */
let interacted = false;

/**
 * Resolves when the first screen is complete (see above); at once once the user has interacted with the page.
 * `busy` says whether GraphQL answers are awaited.
 */
export function afterFirstScreen(
  busy: () => boolean,
  environment: FirstScreenEnvironment = browserFirstScreenEnvironment(),
): Promise<void> {
  if (interacted) return Promise.resolve();
  return new Promise((resolve) => {
    const stops: Array<() => void> = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const stop of stops) stop();
      resolve();
    };
    stops.push(
      environment.onInteraction(() => {
        interacted = true;
        finish();
      }),
    );
    const afterLoad = () => {
      let quietSince = environment.now();
      const check = environment.setInterval(() => {
        if (busy()) quietSince = environment.now();
        quietSince = Math.max(quietSince, environment.lastDownloadEnd());
        if (environment.now() - quietSince >= FIRST_SCREEN_QUIET_MS) {
          environment.clearInterval(check);
          environment.whenIdle(finish);
        }
      }, CHECK_EVERY_MS);
      const latest = environment.setTimeout(finish, FIRST_SCREEN_LATEST_MS);
      stops.push(
        () => environment.clearInterval(check),
        () => environment.clearTimeout(latest),
      );
    };
    if (environment.loaded()) afterLoad();
    else stops.push(environment.onLoad(afterLoad));
  });
}

/** For the tests: forgets that the user has interacted. */
export function resetFirstScreenForTests(): void {
  interacted = false;
}

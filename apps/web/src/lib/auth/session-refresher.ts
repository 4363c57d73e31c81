import { SESSION_REFRESH_DEBOUNCE_MS, SESSION_REFRESH_MS } from '@cohort/shared';

export interface SessionRefresherOptions {
  refresh: () => void;
  intervalMs?: number;
  debounceMs?: number;
}

export interface SessionRefresher {
  /** Asks for a refresh; calls within the debounce window become one. */
  trigger(): void;
  stop(): void;
}

/** Spec 01 §4 Session: while signed in, the session is upserted every 30 s, debounced 500 ms. */
export function startSessionRefresher({
  refresh,
  intervalMs = SESSION_REFRESH_MS,
  debounceMs = SESSION_REFRESH_DEBOUNCE_MS,
}: SessionRefresherOptions): SessionRefresher {
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const trigger = () => {
    if (stopped) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = undefined;
      if (!stopped) refresh();
    }, debounceMs);
  };
  const interval = setInterval(trigger, intervalMs);
  trigger();
  return {
    trigger,
    stop() {
      stopped = true;
      clearTimeout(debounce);
      clearInterval(interval);
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionRefresher } from './session-refresher.ts';

describe('session refresh (spec 01 §4, §9: every 30 s, debounced 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes 500 ms after start, then every 30 s', () => {
    const refresh = vi.fn();
    const refresher = startSessionRefresher({ refresh });
    vi.advanceTimersByTime(499);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The interval ticks at 30 s; its refresh follows 500 ms later.
    vi.advanceTimersByTime(29_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(501);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    refresher.stop();
  });

  it('merges triggers within the debounce window', () => {
    const refresh = vi.fn();
    const refresher = startSessionRefresher({ refresh });
    vi.advanceTimersByTime(300);
    refresher.trigger();
    vi.advanceTimersByTime(300);
    refresher.trigger();
    vi.advanceTimersByTime(499);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it('stops for good', () => {
    const refresh = vi.fn();
    const refresher = startSessionRefresher({ refresh });
    refresher.stop();
    refresher.trigger();
    vi.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

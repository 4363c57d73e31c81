import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './browser-storage.ts';
import {
  CHUNK_RELOAD_GUARD_MS,
  ChunkLoadError,
  isChunkLoadError,
  requestChunkReload,
  resetChunkReloadState,
  withChunkTimeout,
} from './chunk-load.ts';

describe('isChunkLoadError (spec 01 §8)', () => {
  it('recognises failed script and style chunks', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('css'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
  });

  it('leaves other errors to the error screen', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('requestChunkReload', () => {
  afterEach(() => resetChunkReloadState());

  it('reloads once, then refuses to loop within the guard window', () => {
    const storage = createMemoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    expect(requestChunkReload({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again: show the error screen, no second reload.
    resetChunkReloadState();
    now += 10_000;
    expect(requestChunkReload({ storage, now: () => now, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // Much later (a new deployment), a failure may reload again.
    now += CHUNK_RELOAD_GUARD_MS;
    expect(requestChunkReload({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('asks for only one reload per page even when several chunks fail', () => {
    const storage = createMemoryStorage();
    const reload = vi.fn();
    expect(requestChunkReload({ storage, now: () => 5, reload })).toBe(true);
    expect(requestChunkReload({ storage, now: () => 6, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('withChunkTimeout', () => {
  it('rejects with a ChunkLoadError after the time-out', async () => {
    await expect(withChunkTimeout(() => new Promise(() => {}), 10)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes the module through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }), 10)).resolves.toEqual({ default: 1 });
  });
});

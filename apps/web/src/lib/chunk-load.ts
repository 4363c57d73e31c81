import { CHUNK_LOAD_TIMEOUT_MS, LOCAL_STORAGE_PREFIX } from '@cohort/shared';
import { getSessionStorage, type KeyValueStorage, safeGet, safeSet } from './browser-storage.ts';

/** Session marker of the last reload caused by a failed chunk; it keeps that reload from looping. */
export const CHUNK_RELOAD_MARKER_KEY = `${LOCAL_STORAGE_PREFIX}chunk-reload-at`;
/** Within this window after such a reload, a new failure shows the error screen instead of reloading again. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

const CHUNK_ERROR_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Spec 01 §8: a script or style chunk that could not be loaded, typically after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGE.test(message);
}

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export interface ChunkReloadDeps {
  storage: KeyValueStorage | null;
  now: () => number;
  reload: () => void;
}

let reloadRequested = false;

/**
 * Reloads the page once to pick up the new chunks. Returns true when a reload is under way
 * (the caller shows a full-screen loader), false when one was just tried and failed (show the error screen).
 */
export function requestChunkReload(
  deps: ChunkReloadDeps = {
    storage: getSessionStorage(),
    now: Date.now,
    reload: () => window.location.reload(),
  },
): boolean {
  if (reloadRequested) return true;
  const last = Number(safeGet(deps.storage, CHUNK_RELOAD_MARKER_KEY));
  if (Number.isFinite(last) && last > 0 && deps.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  safeSet(deps.storage, CHUNK_RELOAD_MARKER_KEY, String(deps.now()));
  reloadRequested = true;
  deps.reload();
  return true;
}

/** For tests: forget that this page asked for a reload. */
export function resetChunkReloadState(): void {
  reloadRequested = false;
}

/** Rejects with a ChunkLoadError when a chunk takes longer than the script load time-out (120 s). */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Vite fires `vite:preloadError` when a chunk or its CSS fails to load: reload once. */
export function listenForPreloadErrors(): () => void {
  // Not cancelled: the import still rejects, and the route error screen shows the loader or the error.
  const onPreloadError = () => {
    requestChunkReload();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

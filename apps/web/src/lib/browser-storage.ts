/** The part of the Web Storage API the app uses; tests pass a small in-memory object. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function tryStorage(pick: () => Storage): KeyValueStorage | null {
  try {
    const storage = pick();
    return storage ?? null;
  } catch {
    // Storage access throws when cookies are blocked or in some private modes.
    return null;
  }
}

export function getLocalStorage(): KeyValueStorage | null {
  return typeof window === 'undefined' ? null : tryStorage(() => window.localStorage);
}

export function getSessionStorage(): KeyValueStorage | null {
  return typeof window === 'undefined' ? null : tryStorage(() => window.sessionStorage);
}

/** Reads a key without ever throwing (quota, privacy mode, disabled storage). */
export function safeGet(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function safeSet(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or disabled storage must not break the page.
  }
}

export function safeRemove(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the value is unreadable anyway.
  }
}

/** A tiny in-memory storage, for tests and for browsers where Web Storage is unavailable. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

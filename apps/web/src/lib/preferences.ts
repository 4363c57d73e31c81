import { LANGUAGES, LOCAL_STORAGE_PREFIX } from '@cohort/shared';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
// zod/mini: the same validation, a fraction of the entry bundle.
import * as z from 'zod/mini';
import { getLocalStorage, type KeyValueStorage, safeGet, safeRemove, safeSet } from './browser-storage.ts';

/**
 * Client preferences kept in local storage under `aa:` keys (spec 01 §1, §5, §9).
 * Every value is JSON and validated on read: anything invalid falls back to the default and is removed.
 */
const PREFERENCES = {
  colorScheme: { key: 'color-scheme', schema: z.nullable(z.enum(['light', 'dark'])), defaultValue: null },
  sidebarOpen: { key: 'sidebar-open', schema: z.boolean(), defaultValue: true },
  language: { key: 'language', schema: z.nullable(z.enum(LANGUAGES)), defaultValue: null },
} as const;

type Preferences = typeof PREFERENCES;
export type PreferenceName = keyof Preferences;
export type PreferenceValue<N extends PreferenceName> = z.infer<Preferences[N]['schema']>;
export type ColorSchemePreference = PreferenceValue<'colorScheme'>;

export function preferenceStorageKey(name: PreferenceName): string {
  return `${LOCAL_STORAGE_PREFIX}${PREFERENCES[name].key}`;
}

export function readPreference<N extends PreferenceName>(
  name: N,
  storage: KeyValueStorage | null = getLocalStorage(),
): PreferenceValue<N> {
  const { schema, defaultValue } = PREFERENCES[name];
  const key = preferenceStorageKey(name);
  const raw = safeGet(storage, key);
  if (raw === null) return defaultValue as PreferenceValue<N>;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    safeRemove(storage, key);
    return defaultValue as PreferenceValue<N>;
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    safeRemove(storage, key);
    return defaultValue as PreferenceValue<N>;
  }
  return result.data as PreferenceValue<N>;
}

/** Stores a preference; storing the default's "absent" value (null) removes the key. */
export function writePreference<N extends PreferenceName>(
  name: N,
  value: PreferenceValue<N>,
  storage: KeyValueStorage | null = getLocalStorage(),
): void {
  const key = preferenceStorageKey(name);
  const result = PREFERENCES[name].schema.safeParse(value);
  if (!result.success) throw new Error(`Invalid value for preference ${name}`);
  if (result.data === null) safeRemove(storage, key);
  else safeSet(storage, key, JSON.stringify(result.data));
}

export function clearPreference(name: PreferenceName, storage: KeyValueStorage | null = getLocalStorage()): void {
  safeRemove(storage, preferenceStorageKey(name));
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

/** The colour scheme to show: the stored choice, or the system preference when none is stored. */
export function resolveColorScheme(
  stored: ColorSchemePreference,
  prefersDark: boolean = systemPrefersDark(),
): 'light' | 'dark' {
  return stored ?? (prefersDark ? 'dark' : 'light');
}

/** Mantine's colour scheme manager on top of `aa:color-scheme`; 'auto' (no stored choice) follows the system. */
export function createColorSchemeManager(
  storage: KeyValueStorage | null = getLocalStorage(),
): MantineColorSchemeManager {
  const key = preferenceStorageKey('colorScheme');
  let handleStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue: MantineColorScheme) => readPreference('colorScheme', storage) ?? defaultValue,
    set: (value: MantineColorScheme) => {
      writePreference('colorScheme', value === 'auto' ? null : value, storage);
    },
    subscribe: (onUpdate) => {
      handleStorage = (event) => {
        if (event.key === key) onUpdate(readPreference('colorScheme', storage) ?? 'auto');
      };
      window.addEventListener('storage', handleStorage);
    },
    unsubscribe: () => {
      if (handleStorage) window.removeEventListener('storage', handleStorage);
    },
    clear: () => clearPreference('colorScheme', storage),
  };
}

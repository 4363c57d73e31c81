import { LANGUAGES, type Language, LOCAL_STORAGE_PREFIX } from '@cohort/shared';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { getLocalStorage, type KeyValueStorage, safeGet, safeRemove, safeSet } from './browser-storage.ts';

/** A check of a stored value: is it one the preference allows? */
type Check<T> = (value: unknown) => value is T;

const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);
const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

/**
 * Client preferences kept in local storage under `aa:` keys (spec 01 §1, §5, §9).
 * Every value is JSON and checked against the values it may take on read: anything else falls back to the default
 * and is removed. (Plain checks, not zod: these are two enums and a boolean, and zod's core, shared with the forms'
 * full zod, would put 15 KB gzipped into the entry bundle of every page. See docs/decisions.md, issue 11.)
 */
const PREFERENCES = {
  colorScheme: { key: 'color-scheme', check: orNull(oneOf(['light', 'dark'] as const)), defaultValue: null },
  sidebarOpen: { key: 'sidebar-open', check: isBoolean, defaultValue: true },
  language: { key: 'language', check: orNull(oneOf<Language>(LANGUAGES)), defaultValue: null },
} as const;

type Preferences = typeof PREFERENCES;
export type PreferenceName = keyof Preferences;
export type PreferenceValue<N extends PreferenceName> = Preferences[N]['check'] extends Check<infer T> ? T : never;
export type ColorSchemePreference = PreferenceValue<'colorScheme'>;

function isValid<N extends PreferenceName>(name: N, value: unknown): value is PreferenceValue<N> {
  return (PREFERENCES[name].check as Check<PreferenceValue<N>>)(value);
}

export function preferenceStorageKey(name: PreferenceName): string {
  return `${LOCAL_STORAGE_PREFIX}${PREFERENCES[name].key}`;
}

export function readPreference<N extends PreferenceName>(
  name: N,
  storage: KeyValueStorage | null = getLocalStorage(),
): PreferenceValue<N> {
  const { defaultValue } = PREFERENCES[name];
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
  if (!isValid(name, parsed)) {
    safeRemove(storage, key);
    return defaultValue as PreferenceValue<N>;
  }
  return parsed;
}

/** Stores a preference; storing the default's "absent" value (null) removes the key. */
export function writePreference<N extends PreferenceName>(
  name: N,
  value: PreferenceValue<N>,
  storage: KeyValueStorage | null = getLocalStorage(),
): void {
  const key = preferenceStorageKey(name);
  if (!isValid(name, value)) throw new Error(`Invalid value for preference ${name}`);
  if (value === null) safeRemove(storage, key);
  else safeSet(storage, key, JSON.stringify(value));
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

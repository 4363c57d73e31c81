import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './browser-storage.ts';
import {
  clearPreference,
  createColorSchemeManager,
  preferenceStorageKey,
  readPreference,
  resolveColorScheme,
  writePreference,
} from './preferences.ts';

describe('preferences', () => {
  it('stores under aa: keys', () => {
    expect(preferenceStorageKey('colorScheme')).toBe('aa:color-scheme');
    expect(preferenceStorageKey('sidebarOpen')).toBe('aa:sidebar-open');
    expect(preferenceStorageKey('language')).toBe('aa:language');
  });

  it('returns the defaults when nothing is stored: system colour scheme, sidebar open, no language', () => {
    const storage = createMemoryStorage();
    expect(readPreference('colorScheme', storage)).toBeNull();
    expect(readPreference('sidebarOpen', storage)).toBe(true);
    expect(readPreference('language', storage)).toBeNull();
  });

  it('reads back what was written', () => {
    const storage = createMemoryStorage();
    writePreference('colorScheme', 'dark', storage);
    writePreference('sidebarOpen', false, storage);
    writePreference('language', 'ar', storage);
    expect(storage.entries.get('aa:color-scheme')).toBe('"dark"');
    expect(readPreference('colorScheme', storage)).toBe('dark');
    expect(readPreference('sidebarOpen', storage)).toBe(false);
    expect(readPreference('language', storage)).toBe('ar');
  });

  it.each([
    ['aa:color-scheme', '{not json', 'colorScheme', null],
    ['aa:color-scheme', '"purple"', 'colorScheme', null],
    ['aa:color-scheme', 'dark', 'colorScheme', null],
    ['aa:sidebar-open', '"false"', 'sidebarOpen', true],
    ['aa:sidebar-open', '0', 'sidebarOpen', true],
    ['aa:sidebar-open', '', 'sidebarOpen', true],
    ['aa:language', '"xx"', 'language', null],
    ['aa:language', '42', 'language', null],
  ] as const)('falls back to the default and removes %s=%s', (key, raw, name, expected) => {
    const storage = createMemoryStorage({ [key]: raw, 'aa:other': 'kept' });
    expect(readPreference(name, storage)).toBe(expected);
    expect(storage.entries.has(key)).toBe(false);
    expect(storage.entries.get('aa:other')).toBe('kept');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreference('sidebarOpen', broken)).toBe(true);
    expect(() => writePreference('sidebarOpen', false, broken)).not.toThrow();
    expect(readPreference('sidebarOpen', null)).toBe(true);
  });

  it('writing null or clearing removes the key', () => {
    const storage = createMemoryStorage({ 'aa:color-scheme': '"light"', 'aa:language': '"fr"' });
    writePreference('colorScheme', null, storage);
    clearPreference('language', storage);
    expect(storage.entries.size).toBe(0);
  });

  it('follows the system when no colour scheme is stored', () => {
    expect(resolveColorScheme(null, true)).toBe('dark');
    expect(resolveColorScheme(null, false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
  });

  it('gives Mantine the stored scheme, or its default (auto) when absent or corrupt', () => {
    const storage = createMemoryStorage({ 'aa:color-scheme': 'corrupt' });
    const manager = createColorSchemeManager(storage);
    expect(manager.get('auto')).toBe('auto');
    expect(storage.entries.size).toBe(0);
    manager.set('dark');
    expect(manager.get('auto')).toBe('dark');
    manager.set('auto');
    expect(storage.entries.has('aa:color-scheme')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/browser-storage.ts';
import { isStartupsView, readStartupsView, STARTUPS_VIEW_STORAGE_KEY, writeStartupsView } from './startups-view.ts';

describe('the remembered portfolio view', () => {
  it('is cards until the table is chosen, under an aa: key', () => {
    const storage = createMemoryStorage();
    expect(readStartupsView(storage)).toBe('cards');
    writeStartupsView('table', storage);
    expect(STARTUPS_VIEW_STORAGE_KEY).toBe('aa:startups-view');
    expect(storage.entries.get('aa:startups-view')).toBe('"table"');
    expect(readStartupsView(storage)).toBe('table');
  });

  it('falls back to cards and removes a value that is not valid', () => {
    for (const bad of ['"grid"', 'not json', '42']) {
      const storage = createMemoryStorage({ 'aa:startups-view': bad });
      expect(readStartupsView(storage)).toBe('cards');
      expect(storage.entries.has('aa:startups-view')).toBe(false);
    }
  });

  it('works without storage', () => {
    expect(readStartupsView(null)).toBe('cards');
    expect(() => writeStartupsView('table', null)).not.toThrow();
    expect(isStartupsView('table')).toBe(true);
    expect(isStartupsView('list')).toBe(false);
  });
});

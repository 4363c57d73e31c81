import { SEARCH_MODULES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import enSearch from '../../../locales/en/search.json';
import { isSearchModuleName, SEARCH_MODULE_NAMES, SEARCH_SECTION_KEYS, searchSectionKey } from './search-labels.ts';

describe('search labels', () => {
  it('names every shared search module and sub-section', () => {
    for (const module of SEARCH_MODULES) {
      expect(isSearchModuleName(module.name), module.name).toBe(true);
      for (const section of module.sections) expect(searchSectionKey(section), section).not.toBeNull();
    }
  });

  it('has an English title and description for each module and a label for each sub-section', () => {
    expect(Object.keys(enSearch.modules).sort()).toEqual([...SEARCH_MODULE_NAMES].sort());
    expect(Object.keys(enSearch.sections).sort()).toEqual(Object.values(SEARCH_SECTION_KEYS).sort());
  });

  it('knows nothing of other paths', () => {
    expect(searchSectionKey('/nowhere')).toBeNull();
    expect(searchSectionKey('toString')).toBeNull();
    expect(isSearchModuleName('nowhere')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_TAG_KIND, isTagKind, parseTagKind, TAG_KINDS, tagsPath } from './tag-kinds.ts';

describe('tag kinds', () => {
  it('lists the ten kinds of spec 02 §2, the startup kind first to open', () => {
    expect(TAG_KINDS).toEqual([
      'user',
      'event',
      'forms',
      'mentortag',
      'startup',
      'community',
      'application',
      'other',
      'skills',
      'topic',
    ]);
    expect(DEFAULT_TAG_KIND).toBe('startup');
  });

  it('reads the kind of the address, and falls back to the startup kind for anything else', () => {
    expect(parseTagKind('topic')).toBe('topic');
    expect(parseTagKind('mentortag')).toBe('mentortag');
    expect(parseTagKind('user')).toBe('user');
    for (const value of ['users', 'Topic', 'USER', '', ' startup', 'toString', undefined, null]) {
      expect(parseTagKind(value)).toBe('startup');
    }
    expect(isTagKind('skills')).toBe(true);
    expect(isTagKind('constructor')).toBe(false);
  });

  it('builds the page address of a kind', () => {
    expect(tagsPath('topic')).toBe('/taxonomy/tags/topic');
    expect(tagsPath()).toBe('/taxonomy/tags/startup');
  });
});

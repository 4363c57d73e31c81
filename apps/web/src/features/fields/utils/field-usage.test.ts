import { describe, expect, it } from 'vitest';
import { answerWording, fieldUsage, visibleOptions } from './field-usage.ts';

describe('where a field is used', () => {
  it('names the form and links to its editor', () => {
    expect(fieldUsage('startup_profile')).toEqual({ placement: 'visible', path: '/startups/profile' });
    expect(fieldUsage('startup_profile_private')).toEqual({ placement: 'hidden', path: '/startups/profile-private' });
    expect(fieldUsage('user_profile')).toEqual({ placement: 'visible', path: '/community/people/profile' });
    expect(fieldUsage('user_profile_private')).toEqual({
      placement: 'hidden',
      path: '/community/people/profile-private',
    });
  });

  it('says when a field is on no form', () => {
    expect(fieldUsage(null)).toEqual({ placement: 'none', path: null });
    expect(fieldUsage(undefined)).toEqual({ placement: 'none', path: null });
  });
});

describe('option badges', () => {
  it('shows the first options and counts the others', () => {
    expect(visibleOptions(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleOptions(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(visibleOptions([], 3)).toEqual({ shown: [], more: 0 });
  });
});

describe('answer counts', () => {
  it('words none, one or many answers', () => {
    expect(answerWording(0)).toBe('none');
    expect(answerWording(1)).toBe('one');
    expect(answerWording(2)).toBe('many');
  });
});

import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_BYTES, profilePictureProblem } from './profile-picture.ts';

describe('a profile picture before it is sent', () => {
  it('accepts PNG, JPEG, GIF and WebP images up to 5 MB', () => {
    expect(profilePictureProblem({ size: 68, type: 'image/png' })).toBeNull();
    expect(profilePictureProblem({ size: PROFILE_PICTURE_MAX_BYTES, type: 'image/JPEG' })).toBeNull();
    expect(profilePictureProblem({ size: 10, type: 'image/webp' })).toBeNull();
  });

  it('refuses other types, then files over the limit', () => {
    expect(profilePictureProblem({ size: 10, type: 'image/svg+xml' })).toBe('type');
    expect(profilePictureProblem({ size: 10, type: '' })).toBe('type');
    expect(profilePictureProblem({ size: PROFILE_PICTURE_MAX_BYTES + 1, type: 'image/gif' })).toBe('size');
  });
});

import { describe, expect, it } from 'vitest';
import { customFieldsPath, profileBuilderPath, profileFormPagePath, siblingFormKind } from './profile-form-paths.ts';

describe('profile form paths', () => {
  it('leads each form kind to its own page', () => {
    expect(profileFormPagePath('startup_profile')).toBe('/startups/profile');
    expect(profileFormPagePath('startup_profile_private')).toBe('/startups/profile-private');
    expect(profileFormPagePath('user_profile')).toBe('/community/people/profile');
    expect(profileFormPagePath('user_profile_private')).toBe('/community/people/profile-private');
  });

  it('pairs the visible and the hidden form of the same profile', () => {
    expect(siblingFormKind('startup_profile')).toBe('startup_profile_private');
    expect(siblingFormKind('startup_profile_private')).toBe('startup_profile');
    expect(siblingFormKind('user_profile')).toBe('user_profile_private');
    expect(siblingFormKind('user_profile_private')).toBe('user_profile');
  });

  it('builds the builder and custom fields links', () => {
    expect(profileBuilderPath('f1')).toBe('/profiles/f1/builder');
    expect(customFieldsPath('startup')).toBe('/fields/customs?kind=startup');
    expect(customFieldsPath()).toBe('/fields/customs');
  });
});

import { describe, expect, it } from 'vitest';
import { readsHiddenProfileFields } from './hidden-access.ts';

describe('who reads hidden profile fields', () => {
  it('lets startup managers and System read them on others’ profiles', () => {
    for (const role of ['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin', 'System']) {
      expect(readsHiddenProfileFields(role, { isOwn: false })).toBe(true);
    }
  });

  it('keeps them from the profile’s own people and from other roles', () => {
    expect(readsHiddenProfileFields('Admin', { isOwn: true })).toBe(false);
    for (const role of ['Cofounder', 'Mentor', 'Expert', 'Evaluator', 'CommunityMember', 'Applicant']) {
      expect(readsHiddenProfileFields(role, { isOwn: false })).toBe(false);
    }
    expect(readsHiddenProfileFields(null, { isOwn: false })).toBe(false);
  });
});

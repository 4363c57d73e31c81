import { describe, expect, it } from 'vitest';
import { roleLabelKey } from './role-label.ts';

describe('role label of a hover card', () => {
  it('translates the stock labels of role types and the Founder label', () => {
    expect(roleLabelKey({ type: 'Coach', label: 'Coach' })).toBe('Coach');
    expect(roleLabelKey({ type: 'AdminCoach', label: 'Admin & Coach' })).toBe('AdminCoach');
    expect(roleLabelKey({ type: 'Cofounder', label: 'Founder' })).toBe('Founder');
    expect(roleLabelKey({ type: 'Mentor', label: '' })).toBe('Mentor');
  });

  it("keeps a label the organisation chose, and an unknown type's label", () => {
    expect(roleLabelKey({ type: 'Coach', label: 'Programme lead' })).toBeNull();
    expect(roleLabelKey({ type: 'Robot', label: 'Robot' })).toBeNull();
  });
});

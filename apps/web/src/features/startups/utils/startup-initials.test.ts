import { describe, expect, it } from 'vitest';
import { startupInitials } from './startup-initials.ts';

describe('startup initials', () => {
  it('take the first letters of the first two words', () => {
    expect(startupInitials('Solaris Energy')).toBe('SE');
    expect(startupInitials('agrisense')).toBe('A');
    expect(startupInitials('  Mediflow Health Labs ')).toBe('MH');
    expect(startupInitials('')).toBe('');
  });
});

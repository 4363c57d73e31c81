import { describe, expect, it } from 'vitest';
import { isBlank, isValidEmail, passwordProblem, visibleError } from './validators.ts';

describe('form validation (spec 01 §5)', () => {
  it('shows an error only once the field is touched, and only a string', () => {
    expect(visibleError(false, 'Email is a required field')).toBeUndefined();
    expect(visibleError(undefined, 'Email is a required field')).toBeUndefined();
    expect(visibleError(true, 'Email is a required field')).toBe('Email is a required field');
    expect(visibleError(true, null)).toBeUndefined();
    expect(visibleError(true, { message: 'x' })).toBeUndefined();
    expect(visibleError(true, '')).toBeUndefined();
  });

  it('checks e-mail addresses', () => {
    expect(isValidEmail('admin@demo.cohort.test')).toBe(true);
    expect(isValidEmail(' admin@demo.cohort.test ')).toBe(true);
    expect(isValidEmail('admin@')).toBe(false);
    expect(isValidEmail('admin')).toBe(false);
    expect(isBlank('  ')).toBe(true);
  });

  it('mirrors the password policy: 12 to 128 characters, not a common password', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('short-pass1')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
    expect(passwordProblem('Password1234')).toBe('tooCommon');
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formDirection, initialFormLanguage } from './form-language.ts';

describe('the language of a form or a sheet', () => {
  it('is the interface language when the form has it, else its first', () => {
    expect(initialFormLanguage(['en', 'fr'], 'fr')).toBe('fr');
    expect(initialFormLanguage(['en', 'fr'], 'ar')).toBe('en');
    expect(initialFormLanguage([], 'ar')).toBe('en');
    expect(formDirection('ar')).toBe('rtl');
    expect(formDirection('fr')).toBe('ltr');
  });
});

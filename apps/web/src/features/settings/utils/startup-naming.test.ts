import { describe, expect, it } from 'vitest';
import {
  STARTUP_NAMING_FIELDS,
  startupNamingInput,
  startupNamingLanguages,
  startupNamingProblems,
  startupNamingValues,
} from './startup-naming.ts';

const venture = {
  active: true,
  label: [
    { language: 'en', value: 'Venture' },
    { language: 'fr', value: 'Projet' },
  ],
  pluralLabel: [
    { language: 'en', value: 'Ventures' },
    { language: 'fr', value: 'Projets' },
  ],
};

describe('startup naming', () => {
  it('turns the saved words into form values and back into an input with every language in order', () => {
    const values = startupNamingValues(venture);
    expect(values.startupWordActive).toBe(true);
    expect(values['startupSingular.fr']).toBe('Projet');
    expect(values['startupPlural.de']).toBe('');
    const input = startupNamingInput({ ...values, 'startupSingular.en': '  Venture  ' });
    expect(input.active).toBe(true);
    expect(input.label.map((word) => word.language)).toEqual(['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr']);
    expect(input.label[0]).toEqual({ language: 'en', value: 'Venture' });
    expect(input.pluralLabel[1]).toEqual({ language: 'fr', value: 'Projets' });
  });

  it("maps the server's numbered fields to the language's inputs", () => {
    expect(STARTUP_NAMING_FIELDS['startupNameAlternative.label.1.value']).toBe('startupSingular.fr');
    expect(STARTUP_NAMING_FIELDS['startupNameAlternative.pluralLabel.8.value']).toBe('startupPlural.tr');
    expect(STARTUP_NAMING_FIELDS['startupNameAlternative.label']).toBe('startupSingular.en');
  });

  it('shows English and the default language first', () => {
    expect(startupNamingLanguages('de')).toEqual({
      main: ['en', 'de'],
      others: ['fr', 'es', 'ar', 'ko', 'uk', 'pt', 'tr'],
    });
    expect(startupNamingLanguages('en').main).toEqual(['en']);
    expect(startupNamingLanguages('xx').others).toHaveLength(8);
  });

  it('asks for words of 40 characters at most, in pairs, and in English or the default language while active', () => {
    const values = startupNamingValues(venture);
    expect(startupNamingProblems(values, 'fr')).toEqual({});
    expect(startupNamingProblems({ ...values, 'startupPlural.fr': ' ' }, 'fr')).toEqual({
      'startupPlural.fr': 'required',
    });
    expect(startupNamingProblems({ ...values, 'startupSingular.es': 'x'.repeat(41) }, 'fr')).toEqual({
      'startupSingular.es': 'tooLong',
      'startupPlural.es': 'required',
    });
    const onlyGerman = startupNamingValues({
      active: true,
      label: [{ language: 'de', value: 'Vorhaben' }],
      pluralLabel: [{ language: 'de', value: 'Vorhaben' }],
    });
    expect(startupNamingProblems(onlyGerman, 'fr')).toEqual({ 'startupSingular.en': 'mainLanguage' });
    expect(startupNamingProblems(onlyGerman, 'de')).toEqual({});
    // Switched off, only the length counts: the words wait for the next time.
    expect(startupNamingProblems({ ...onlyGerman, startupWordActive: false, 'startupPlural.de': '' }, 'fr')).toEqual(
      {},
    );
  });
});

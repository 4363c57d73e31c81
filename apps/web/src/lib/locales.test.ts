import { LANGUAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n.ts';

type Catalog = { [key: string]: string | Catalog };

const files = import.meta.glob<Catalog>('../locales/*/*.json', { eager: true, import: 'default' });

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

function catalog(language: string, namespace: string): Map<string, string> {
  const file = files[`../locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`Missing locales/${language}/${namespace}.json`);
  return flatten(file);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  for (const namespace of NAMESPACES) {
    const english = catalog('en', namespace);
    for (const language of LANGUAGES.filter((lng) => lng !== 'en')) {
      it(`${language}/${namespace} has every English key, translated, with the same placeholders`, () => {
        const translated = catalog(language, namespace);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, englishText] of english) {
          const text = translated.get(key) ?? '';
          expect(text.trim(), `${language}:${namespace}:${key} is empty`).not.toBe('');
          expect(text, `${language}:${namespace}:${key} is still English`).not.toBe(englishText);
          expect(placeholders(text), `${language}:${namespace}:${key} placeholders`).toEqual(placeholders(englishText));
        }
      });
    }
  }

  it('keeps the fixed English texts of spec 01', () => {
    expect(catalog('en', 'public').get('incubatorNotFound.title')).toBe('Lost in the cosmos you are');
    expect(catalog('en', 'public').get('incubatorNotFound.subtitle')).toBe('This link does not exist');
    expect(catalog('en', 'public').get('notFound.title')).toBe("Oops. The page you're looking for doesn't exist");
    expect(catalog('en', 'common').get('goBack')).toBe('Go Back');
    expect(catalog('en', 'errors').get('unexpected.description')).toBe(
      "An error has occured and we're working to fix the problem!",
    );
    expect(catalog('en', 'errors').get('browserNotSupported.title')).toBe('Browser not supported!');
    expect(catalog('en', 'errors').get('networkError')).toBe('Network Error');
  });
});

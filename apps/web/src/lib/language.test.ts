import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './browser-storage.ts';
import { languageCookie, languageFromCookie, readLanguageOverride, resolveInterfaceLanguage } from './language.ts';

describe('resolveInterfaceLanguage (spec 01 §1)', () => {
  it('prefers the explicit override', () => {
    expect(resolveInterfaceLanguage({ override: 'ar', userLanguage: 'fr', organisationLanguage: 'de' })).toBe('ar');
  });

  it("then the user's language, then the organisation default", () => {
    expect(resolveInterfaceLanguage({ override: null, userLanguage: 'fr', organisationLanguage: 'de' })).toBe('fr');
    expect(resolveInterfaceLanguage({ override: null, userLanguage: null, organisationLanguage: 'de' })).toBe('de');
  });

  it('skips languages the interface does not offer, and ends with en', () => {
    expect(resolveInterfaceLanguage({ override: 'xx', userLanguage: 'ja_JP', organisationLanguage: 'ko' })).toBe('ko');
    expect(resolveInterfaceLanguage({ override: undefined })).toBe('en');
    expect(resolveInterfaceLanguage({ override: '', organisationLanguage: 'klingon' })).toBe('en');
  });
});

describe('the language override', () => {
  it('reads aa:language before the lang_pref cookie', () => {
    const storage = createMemoryStorage({ 'aa:language': '"uk"' });
    expect(readLanguageOverride(storage, 'lang_pref=tr')).toBe('uk');
    expect(readLanguageOverride(createMemoryStorage(), 'other=1; lang_pref=tr')).toBe('tr');
    expect(readLanguageOverride(createMemoryStorage(), '')).toBeNull();
  });

  it('ignores a corrupt aa:language (and removes it) and unknown cookie values', () => {
    const storage = createMemoryStorage({ 'aa:language': 'fr' });
    expect(readLanguageOverride(storage, 'lang_pref=zz')).toBeNull();
    expect(storage.entries.has('aa:language')).toBe(false);
    expect(languageFromCookie('lang_pref=%E0%A4%A')).toBeNull();
    expect(languageFromCookie('xlang_pref=fr')).toBeNull();
  });

  it('writes a 60-day, site-wide, Lax cookie, Secure on https', () => {
    expect(languageCookie('pt', false)).toBe('lang_pref=pt; Max-Age=5184000; Path=/; SameSite=Lax');
    expect(languageCookie('pt', true)).toBe('lang_pref=pt; Max-Age=5184000; Path=/; SameSite=Lax; Secure');
  });
});

/** Interface languages (spec 01 §1). Arabic is written right to left. */
export const LANGUAGES = ['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** Each language named in itself, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
  ko: '한국어',
  uk: 'Українська',
  de: 'Deutsch',
  pt: 'Português',
  tr: 'Türkçe',
};
export const LANGUAGE_COOKIE = 'lang_pref';
export const LANGUAGE_COOKIE_DAYS = 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRightToLeft(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

/** Override, then the user's language, then the organisation default, then en (spec 01 §1). */
export function resolveLanguage(...candidates: ReadonlyArray<string | null | undefined>): Language {
  for (const candidate of candidates) {
    if (isLanguage(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}

/** Picks the value for a language from a list of translations, falling back to en, then the first. */
export function pickTranslation(
  values: ReadonlyArray<{ language: string; value: string }> | null | undefined,
  language: string,
): string | null {
  if (!values || values.length === 0) return null;
  return (
    values.find((v) => v.language === language && v.value)?.value ??
    values.find((v) => v.language === DEFAULT_LANGUAGE && v.value)?.value ??
    values.find((v) => v.value)?.value ??
    null
  );
}

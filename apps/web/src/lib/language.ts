import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Language, resolveLanguage } from '@cohort/shared';
import type { KeyValueStorage } from './browser-storage.ts';
import { readPreference } from './preferences.ts';

const SECONDS_PER_DAY = 86_400;

/** The language named by the `lang_pref` cookie, if it names one of ours. */
export function languageFromCookie(cookieHeader: string): Language | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return isLanguage(value) ? value : null;
  }
  return null;
}

/** The `lang_pref` cookie that records a language choice (spec 01 §9: 60 days). */
export function languageCookie(language: Language, secure: boolean): string {
  const attributes = [
    `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}`,
    `Max-Age=${LANGUAGE_COOKIE_DAYS * SECONDS_PER_DAY}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The explicit override: the `aa:language` preference, else the `lang_pref` cookie. */
export function readLanguageOverride(storage: KeyValueStorage | null, cookieHeader: string): Language | null {
  return readPreference('language', storage) ?? languageFromCookie(cookieHeader);
}

export interface LanguageCandidates {
  override: string | null | undefined;
  userLanguage?: string | null | undefined;
  organisationLanguage?: string | null | undefined;
}

/** Spec 01 §1: an explicit override, then the user's language, then the organisation default, then en. */
export function resolveInterfaceLanguage({
  override,
  userLanguage,
  organisationLanguage,
}: LanguageCandidates): Language {
  return resolveLanguage(override, userLanguage, organisationLanguage);
}

import { isRightToLeft } from '@cohort/shared';

/** The language a sheet is shown in: the interface language when the form is written in it, else its first. */
export function sheetLanguage(languages: readonly string[], interfaceLanguage: string): string {
  return languages.includes(interfaceLanguage) ? interfaceLanguage : (languages[0] ?? 'en');
}

/** The writing direction of a sheet's language (Arabic right to left). */
export function sheetDirection(language: string): 'rtl' | 'ltr' {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}

import { isRightToLeft } from '@cohort/shared';

/**
 * The language a form (or an answer sheet) opens in: the interface language when the form is written in it, else its
 * first language.
 */
export function initialFormLanguage(languages: readonly string[], interfaceLanguage: string): string {
  return languages.includes(interfaceLanguage) ? interfaceLanguage : (languages[0] ?? 'en');
}

/** The writing direction of a form's language (Arabic right to left). */
export function formDirection(language: string): 'rtl' | 'ltr' {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}

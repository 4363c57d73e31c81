import { isRightToLeft, type Language, LANGUAGES } from '@cohort/shared';
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import englishErrors from '../locales/en/errors.json';
import { getLocalStorage } from './browser-storage.ts';
import { languageCookie, readLanguageOverride } from './language.ts';
import { writePreference } from './preferences.ts';

export const NAMESPACES = [
  'common',
  'public',
  'errors',
  'auth',
  'account',
  'emails',
  'settings',
  'shell',
  'search',
  'notifications',
  'tasks',
  'home',
  'startups',
  'startupFile',
  'exports',
  'milestones',
  'taxonomy',
  'community',
  'fields',
  'profileForms',
  'profileFields',
  'forms',
  'formFill',
  'formPages',
  'formAnswers',
  'apply',
  'peoplePrograms',
  'applicationsAnalytics',
  'applicationFile',
  'funnels',
  'applicationsOverview',
  'evaluations',
  'calendar',
  'coachingAdmin',
  'metrics',
  'availability',
  'coachingInvitation',
  'coaching',
  'peopleAnalytics',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export {
  languageCookie,
  languageFromCookie,
  readLanguageOverride,
  resolveInterfaceLanguage,
} from './language.ts';

/** The override the visitor chose on this device, if any (aa:language, then the lang_pref cookie). */
export function currentLanguageOverride(): Language | null {
  return readLanguageOverride(getLocalStorage(), typeof document === 'undefined' ? '' : document.cookie);
}

function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

let initialisation: Promise<i18n> | undefined;

/**
 * Starts i18next. Translation files are loaded lazily per language and namespace (spec 01 §7.1);
 * the English error texts are bundled so that the error screen can always speak.
 */
export function initI18n(language: Language): Promise<i18n> {
  initialisation ??= i18next
    .use(resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE, 'errors'],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: false,
      partialBundledLanguages: true,
      resources: { en: { errors: englishErrors } },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18next.resolvedLanguage ?? language);
      i18next.on('languageChanged', applyDocumentLanguage);
      return i18next;
    });
  return initialisation;
}

/** Shows the interface in a language, without recording a choice (e.g. the organisation default). */
export async function applyLanguage(language: Language): Promise<void> {
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/** The visitor's explicit choice: recorded in the lang_pref cookie and in aa:language, then applied. */
export async function chooseLanguage(language: Language): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Firefox and Safari versions we support.
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
  writePreference('language', language);
  await applyLanguage(language);
}

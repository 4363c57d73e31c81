import type { Language } from '@cohort/shared';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/** Spec 01 §9: relative-time labels are refreshed every 10 s. */
export const RELATIVE_TIME_REFRESH_MS = 10_000;

/** A dayjs locale file; `ILocale` is declared globally by dayjs. */
type LocaleModule = { default: ILocale };

/** dayjs bundles English; the other interface languages load their date locale on demand. */
const LOCALE_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<LocaleModule>> = {
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  ar: () => import('dayjs/locale/ar'),
  ko: () => import('dayjs/locale/ko'),
  uk: () => import('dayjs/locale/uk'),
  de: () => import('dayjs/locale/de'),
  pt: () => import('dayjs/locale/pt'),
  tr: () => import('dayjs/locale/tr'),
};

const loading = new Map<string, Promise<string>>();

/**
 * Loads the dayjs locale of an interface language and resolves to the name to pass to `dayjs().locale()`;
 * English for a language without one or when the chunk cannot be loaded. The promise is cached per language.
 */
export function loadDateLocale(language: string): Promise<string> {
  let pending = loading.get(language);
  if (!pending) {
    const loader = Object.hasOwn(LOCALE_LOADERS, language)
      ? LOCALE_LOADERS[language as keyof typeof LOCALE_LOADERS]
      : undefined;
    pending = loader
      ? loader().then(
          (module) => dayjs.locale(module.default, undefined, true),
          () => 'en',
        )
      : Promise.resolve('en');
    loading.set(language, pending);
  }
  return pending;
}

/** A date and time in the locale's medium format (e.g. 'Sep 4, 2026 8:30 PM'); the input itself when invalid. */
export function formatDateTime(value: string | Date, locale: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(locale).format('lll') : String(value);
}

/** Formats dates in the interface language; suspends until its dayjs locale is loaded. */
export function useDateTimeFormatter(): (value: string | Date) => string {
  const { i18n } = useTranslation();
  const locale = use(loadDateLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en'));
  return (value) => formatDateTime(value, locale);
}

/** How long ago (or in how long) a moment is, in the locale's words ('5 minutes ago'); the input when invalid. */
export function formatRelativeTime(value: string | Date, locale: string, now: Date = new Date()): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(locale).from(now) : String(value);
}

/** Formats moments relative to now in the interface language, refreshed every 10 s; suspends like the above. */
export function useRelativeTimeFormatter(): (value: string | Date) => string {
  const { i18n } = useTranslation();
  const locale = use(loadDateLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en'));
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (value) => formatRelativeTime(value, locale, now);
}

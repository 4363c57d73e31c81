import type { Language } from '@cohort/shared';
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);
dayjs.extend(advancedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

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

/** Spec 01 §9 date formats: a day, a day with its ordinal, and a moment (shown in UTC unless a zone is given). */
export const DATE_FORMATS = {
  date: 'MMM DD, YYYY',
  ordinalDate: 'Do MMM, YYYY',
  dateTime: 'MMM DD YYYY, hh:mm a',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** The signed-in person's date format (issue 16 point 8), replacing 'MMM DD, YYYY' wherever a day is shown. */
let preferredDayFormat: string | null = null;

/** Set by the signed-in area from the current user's preferences; null returns to the spec's 'MMM DD, YYYY'. */
export function setPreferredDateFormat(format: string | null | undefined): void {
  preferredDayFormat = format ?? null;
}

function patternOf(format: string): string {
  if (format === 'date' && preferredDayFormat) return preferredDayFormat;
  return Object.hasOwn(DATE_FORMATS, format) ? DATE_FORMATS[format as DateFormatName] : format;
}

/** Spec 01 §9: the clock ticks every second and shows 'hh:mm A' unless told otherwise. */
export const CLOCK_TICK_MS = 1_000;
export const CLOCK_FORMAT = 'hh:mm A';

/** Whether the runtime knows an IANA time zone name ('Europe/Paris'). */
export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A moment seen in a time zone (UTC when the zone is missing or unknown), in a dayjs locale. */
export function inZone(value: string | Date | number | Dayjs, zone: string | null | undefined, locale = 'en'): Dayjs {
  const moment = dayjs(value).locale(locale);
  return isValidTimeZone(zone) ? moment.tz(zone) : moment.utc();
}

/**
 * Formats a date with one of the spec's formats (spec 01 §9), in a time zone (UTC by default), in a dayjs locale;
 * an invalid value is returned as it is.
 */
export function formatDate(
  value: string | Date | number,
  format: DateFormatName | (string & {}) = 'date',
  { locale = 'en', timeZone = 'UTC' }: { locale?: string; timeZone?: string | null } = {},
): string {
  if (!dayjs(value).isValid()) return String(value);
  return inZone(value, timeZone, locale).format(patternOf(format));
}

/** The time on a clock in a time zone (spec 01 §9 default 'hh:mm A'). */
export function clockTime(
  now: Date | number,
  timeZone: string | null | undefined,
  format = CLOCK_FORMAT,
  locale = 'en',
) {
  return inZone(now, timeZone, locale).format(format);
}

/** Which calendar label a day gets (spec 01 §9): Yesterday, Today, Tomorrow, a weekday, 'last {weekday}', or a date. */
export type CalendarDay = 'yesterday' | 'today' | 'tomorrow' | 'weekday' | 'lastWeekday' | 'date';

/**
 * The calendar label kind of a moment seen from now, counting whole days in a time zone (UTC by default): the
 * day before, of and after today by name, the next six days by weekday, the six before by 'last {weekday}',
 * anything further as a date.
 */
export function calendarDay(
  value: string | Date | number,
  now: Date | number = new Date(),
  timeZone: string | null | undefined = 'UTC',
): CalendarDay {
  const day = inZone(value, timeZone).startOf('day');
  const today = inZone(now, timeZone).startOf('day');
  // Whole calendar days, immune to daylight-saving hours.
  const days = Math.round(
    (Date.UTC(day.year(), day.month(), day.date()) - Date.UTC(today.year(), today.month(), today.date())) / 86_400_000,
  );
  if (days === 0) return 'today';
  if (days === -1) return 'yesterday';
  if (days === 1) return 'tomorrow';
  if (days > 1 && days < 7) return 'weekday';
  if (days < -1 && days > -7) return 'lastWeekday';
  return 'date';
}

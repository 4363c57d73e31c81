import { formatDate } from '../../lib/dates.ts';

/** A day without its year, in the order and words of each interface language ('Mar 2', '2 mars', '3월 2일'). */
const SHORT_DAY_FORMATS: Record<string, string> = {
  en: 'MMM D',
  fr: 'D MMM',
  es: 'D MMM',
  ar: 'D MMM',
  ko: 'MMM D일',
  uk: 'D MMM',
  de: 'D. MMM',
  pt: 'D MMM',
  tr: 'D MMM',
};

export function shortDayFormat(locale: string): string {
  return Object.hasOwn(SHORT_DAY_FORMATS, locale) ? (SHORT_DAY_FORMATS[locale] as string) : 'MMM D';
}

/**
 * A calendar day ('2026-03-02', as the server sends week starts) as a short label in a dayjs locale. The day is
 * read as UTC so that it never shifts by the browser's time zone; an invalid value is returned as it is.
 */
export function formatShortDay(day: string, locale = 'en'): string {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day;
  const formatted = formatDate(value, shortDayFormat(locale), { locale, timeZone: 'UTC' });
  return formatted === value ? day : formatted;
}

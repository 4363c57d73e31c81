import { LANGUAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  clockTime,
  formatDate,
  formatDateTime,
  isValidTimeZone,
  loadDateLocale,
  setPreferredDateFormat,
} from './dates.ts';

const MOMENT = '2026-09-04T20:30:00.000Z';

describe('date formatting', () => {
  it('formats a date and time in English without loading anything', async () => {
    expect(await loadDateLocale('en')).toBe('en');
    expect(formatDateTime(MOMENT, 'en')).toMatch(/^Sep 4, 2026 \d{1,2}:30 [AP]M$/);
  });

  it('loads the dayjs locale of every interface language', async () => {
    for (const language of LANGUAGES) expect(await loadDateLocale(language)).toBe(language);
    expect(formatDateTime(MOMENT, 'fr')).toMatch(/^4 sept\. 2026 \d{2}:30$/);
    expect(formatDateTime(MOMENT, 'de')).toMatch(/^4\. Sept\. 2026 \d{2}:30$/);
  });

  it('falls back to English for a language without a locale, and keeps an invalid value as it is', async () => {
    expect(await loadDateLocale('xx')).toBe('en');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});

describe('spec 01 §9 formats', () => {
  it('formats days, ordinal days and moments, in UTC unless a zone is given', async () => {
    expect(formatDate(MOMENT, 'date')).toBe('Sep 04, 2026');
    expect(formatDate(MOMENT, 'ordinalDate')).toBe('4th Sep, 2026');
    expect(formatDate(MOMENT, 'dateTime')).toBe('Sep 04 2026, 08:30 pm');
    expect(formatDate(MOMENT, 'dateTime', { timeZone: 'Asia/Tokyo' })).toBe('Sep 05 2026, 05:30 am');
    expect(formatDate(MOMENT, 'date', { timeZone: 'America/Los_Angeles' })).toBe('Sep 04, 2026');
    expect(formatDate(MOMENT, 'dateTime', { timeZone: 'Not/AZone' })).toBe('Sep 04 2026, 08:30 pm');
    await loadDateLocale('fr');
    expect(formatDate(MOMENT, 'date', { locale: 'fr' })).toBe('sept. 04, 2026');
    expect(formatDate('nonsense', 'date')).toBe('nonsense');
  });

  it("shows days in the signed-in person's date format once set, and the spec's again without one", () => {
    setPreferredDateFormat('DD/MM/YYYY');
    try {
      expect(formatDate(MOMENT, 'date')).toBe('04/09/2026');
      expect(formatDate(MOMENT, 'date', { timeZone: 'Asia/Tokyo' })).toBe('05/09/2026');
      expect(formatDate(MOMENT, 'dateTime')).toBe('Sep 04 2026, 08:30 pm');
    } finally {
      setPreferredDateFormat(null);
    }
    expect(formatDate(MOMENT, 'date')).toBe('Sep 04, 2026');
  });

  it('shows a clock in a time zone with hh:mm A by default', () => {
    expect(clockTime(new Date(MOMENT), 'UTC')).toBe('08:30 PM');
    expect(clockTime(new Date(MOMENT), 'Europe/Paris')).toBe('10:30 PM');
    expect(clockTime(new Date(MOMENT), 'Asia/Kolkata', 'HH:mm')).toBe('02:00');
    expect(clockTime(new Date(MOMENT), null)).toBe('08:30 PM');
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });

  it('labels days around today: Yesterday, Today, Tomorrow, weekdays ahead, last weekdays behind, else a date', () => {
    const now = new Date('2026-09-04T20:30:00Z'); // a Friday
    expect(calendarDay('2026-09-04T00:00:00Z', now)).toBe('today');
    expect(calendarDay('2026-09-04T23:59:59Z', now)).toBe('today');
    expect(calendarDay('2026-09-03T23:59:59Z', now)).toBe('yesterday');
    expect(calendarDay('2026-09-05T00:00:00Z', now)).toBe('tomorrow');
    expect(calendarDay('2026-09-06T10:00:00Z', now)).toBe('weekday');
    expect(calendarDay('2026-09-10T10:00:00Z', now)).toBe('weekday');
    expect(calendarDay('2026-09-11T10:00:00Z', now)).toBe('date');
    expect(calendarDay('2026-09-02T10:00:00Z', now)).toBe('lastWeekday');
    expect(calendarDay('2026-08-29T10:00:00Z', now)).toBe('lastWeekday');
    expect(calendarDay('2026-08-28T10:00:00Z', now)).toBe('date');
    // In Tokyo it is already Saturday the 5th: the 5th is today there.
    expect(calendarDay('2026-09-05T01:00:00Z', now, 'Asia/Tokyo')).toBe('today');
    expect(calendarDay('2026-09-04T01:00:00Z', now, 'Asia/Tokyo')).toBe('yesterday');
  });
});

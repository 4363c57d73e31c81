import { LANGUAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime, loadDateLocale } from './dates.ts';

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

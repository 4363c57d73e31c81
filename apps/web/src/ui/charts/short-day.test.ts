import { describe, expect, it } from 'vitest';
import { loadDateLocale } from '../../lib/dates.ts';
import { formatShortDay, shortDayFormat } from './short-day.ts';

describe('short day labels', () => {
  it('shows a week start without its year, in the order of each language', async () => {
    expect(formatShortDay('2026-03-02')).toBe('Mar 2');
    expect(formatShortDay('2026-03-02', await loadDateLocale('fr'))).toBe('2 mars');
    expect(formatShortDay('2026-03-02', await loadDateLocale('de'))).toBe('2. März');
    expect(formatShortDay('2026-03-02', await loadDateLocale('ko'))).toBe('3월 2일');
    expect(formatShortDay('2026-03-02', await loadDateLocale('ar'))).toContain('مارس');
  });

  it('reads the day as UTC, whatever the time zone', () => {
    expect(formatShortDay('2026-01-05')).toBe('Jan 5');
    expect(formatShortDay('2025-12-29')).toBe('Dec 29');
  });

  it('falls back to English patterns and returns what it cannot read', () => {
    expect(shortDayFormat('xx')).toBe('MMM D');
    expect(formatShortDay('not a day')).toBe('not a day');
  });
});

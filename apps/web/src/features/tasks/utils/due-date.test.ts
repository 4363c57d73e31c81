import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  dueDateEndOfDay,
  isCalendarDay,
  isDueAfter,
  isDueDayInPast,
  knownTimezone,
  startOfNextDayIn,
  todayIn,
  tomorrowHorizon,
} from './due-date.ts';

describe('due dates (spec 01 §5)', () => {
  it('saves the end of the chosen day in the organisation time zone, in UTC', () => {
    expect(dueDateEndOfDay('2026-03-10', 'UTC')).toBe('2026-03-10T23:59:59.999Z');
    expect(dueDateEndOfDay('2026-03-10', 'Europe/Paris')).toBe('2026-03-10T22:59:59.999Z');
    expect(dueDateEndOfDay('2026-07-10', 'Europe/Paris')).toBe('2026-07-10T21:59:59.999Z');
    expect(dueDateEndOfDay('2026-03-10', 'America/New_York')).toBe('2026-03-11T03:59:59.999Z');
    expect(dueDateEndOfDay('2026-03-10', 'Asia/Kolkata')).toBe('2026-03-10T18:29:59.999Z');
    // The day the clocks change in Paris is 23 hours long and still ends at midnight.
    expect(dueDateEndOfDay('2026-03-29', 'Europe/Paris')).toBe('2026-03-29T21:59:59.999Z');
  });

  it('puts a saved due date back on its calendar day', () => {
    expect(calendarDayOf('2026-03-10T22:59:59.999Z', 'Europe/Paris')).toBe('2026-03-10');
    expect(calendarDayOf('2026-03-11T03:59:59.999Z', 'America/New_York')).toBe('2026-03-10');
    expect(calendarDayOf(dueDateEndOfDay('2026-11-01', 'America/New_York'), 'America/New_York')).toBe('2026-11-01');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(knownTimezone('Mars/Olympus')).toBe('UTC');
    expect(knownTimezone(null)).toBe('UTC');
    expect(dueDateEndOfDay('2026-03-10', 'Mars/Olympus')).toBe('2026-03-10T23:59:59.999Z');
  });

  it('refuses a day earlier than one day before now, accepts today whatever the hour', () => {
    const lateEvening = new Date('2026-03-10T22:30:00Z');
    expect(isDueDayInPast('2026-03-09', 'UTC', lateEvening)).toBe(true);
    expect(isDueDayInPast('2020-01-01', 'UTC', lateEvening)).toBe(true);
    expect(isDueDayInPast('2026-03-10', 'UTC', lateEvening)).toBe(false);
    expect(isDueDayInPast('2026-03-11', 'UTC', lateEvening)).toBe(false);
    // In Paris it is already the 11th: the days count in the organisation's zone, so the 10th is yesterday there.
    const parisAfterMidnight = new Date('2026-03-10T23:30:00Z');
    expect(todayIn('Europe/Paris', parisAfterMidnight)).toBe('2026-03-11');
    expect(isDueDayInPast('2026-03-11', 'Europe/Paris', parisAfterMidnight)).toBe(false);
    expect(isDueDayInPast('2026-03-10', 'Europe/Paris', parisAfterMidnight)).toBe(true);
    expect(isDueDayInPast('2026-03-10', 'UTC', parisAfterMidnight)).toBe(false);
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay('10/03/2026')).toBe(false);
  });

  it('reaches the panel horizon to the end of the next day (spec 01 §9)', () => {
    expect(tomorrowHorizon('UTC', new Date('2026-03-10T08:00:00Z'))).toBe('2026-03-12T00:00:00.000Z');
    expect(tomorrowHorizon('UTC', new Date('2026-03-10T23:59:00Z'))).toBe('2026-03-12T00:00:00.000Z');
    expect(tomorrowHorizon('Europe/Paris', new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-12T23:00:00.000Z');
    // Tomorrow is the 29th, the day Paris moves to summer time.
    expect(tomorrowHorizon('Europe/Paris', new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfNextDayIn('2026-03-31', 'Europe/Paris')).toBe('2026-03-31T22:00:00.000Z');
    // A task due at the very end of tomorrow is in; one due the day after is out.
    const horizon = tomorrowHorizon('Europe/Paris', new Date('2026-03-10T08:00:00Z'));
    expect(isDueAfter(dueDateEndOfDay('2026-03-11', 'Europe/Paris'), horizon)).toBe(false);
    expect(isDueAfter(dueDateEndOfDay('2026-03-12', 'Europe/Paris'), horizon)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  exceptionInstants,
  isTimeOfDay,
  slotsByDay,
  sortWeekdays,
  timeZoneChoices,
  weeklyProblem,
} from './availability.ts';

describe('sortWeekdays', () => {
  it('puts the days in the order of the week, without repeats or strangers', () => {
    expect(sortWeekdays(['FR', 'MO', 'XX', 'MO', 'TU'])).toEqual(['MO', 'TU', 'FR']);
  });
});

describe('isTimeOfDay', () => {
  it('takes HH:mm and 24:00 only', () => {
    expect(isTimeOfDay('09:00')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(true);
    expect(isTimeOfDay('9:00')).toBe(false);
    expect(isTimeOfDay('24:30')).toBe(false);
    expect(isTimeOfDay('')).toBe(false);
  });
});

describe('weeklyProblem', () => {
  const period = { weekdays: ['TU'], startTime: '09:00', endTime: '12:00' };
  it('accepts a period inside business hours', () => {
    expect(weeklyProblem(period, 'BUSINESS_HOURS')).toBeNull();
  });
  it('asks for days, times, an end after the start', () => {
    expect(weeklyProblem({ ...period, weekdays: [] }, 'ALL_HOURS')).toBe('weekdays');
    expect(weeklyProblem({ ...period, startTime: '' }, 'ALL_HOURS')).toBe('time');
    expect(weeklyProblem({ ...period, endTime: '09:00' }, 'ALL_HOURS')).toBe('endAfterStart');
  });
  it('keeps business hours within 07:00–18:00, all hours anywhere', () => {
    expect(weeklyProblem({ ...period, startTime: '06:30' }, 'BUSINESS_HOURS')).toBe('businessHours');
    expect(weeklyProblem({ ...period, endTime: '18:30' }, 'BUSINESS_HOURS')).toBe('businessHours');
    expect(weeklyProblem({ ...period, startTime: '06:30', endTime: '24:00' }, 'ALL_HOURS')).toBeNull();
  });
});

describe('exceptionInstants', () => {
  const form = { kind: 'off' as const, startDate: '2026-03-28', startTime: '', endDate: '', endTime: '' };
  it('makes a day off of the whole local day in the person’s zone', () => {
    expect(exceptionInstants(form, 'Europe/Paris')).toEqual({
      startsAt: '2026-03-27T23:00:00.000Z',
      endsAt: '2026-03-28T23:00:00.000Z',
    });
  });
  it('follows the change of time: the day of the March change is 23 hours long in Paris', () => {
    expect(exceptionInstants({ ...form, startDate: '2026-03-29' }, 'Europe/Paris')).toEqual({
      startsAt: '2026-03-28T23:00:00.000Z',
      endsAt: '2026-03-29T22:00:00.000Z',
    });
  });
  it('reads times and an end date', () => {
    expect(
      exceptionInstants(
        { kind: 'extra', startDate: '2026-07-01', startTime: '18:00', endDate: '2026-07-02', endTime: '09:30' },
        'America/New_York',
      ),
    ).toEqual({ startsAt: '2026-07-01T22:00:00.000Z', endsAt: '2026-07-02T13:30:00.000Z' });
  });
  it('says what is wrong', () => {
    expect(exceptionInstants({ ...form, startDate: '' }, 'UTC')).toEqual({ error: 'date' });
    expect(exceptionInstants({ ...form, startTime: '9h' }, 'UTC')).toEqual({ error: 'time' });
    expect(exceptionInstants({ ...form, startTime: '10:00', endTime: '09:00' }, 'UTC')).toEqual({
      error: 'endAfterStart',
    });
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(exceptionInstants(form, 'Mars/Olympus')).toEqual({
      startsAt: '2026-03-28T00:00:00.000Z',
      endsAt: '2026-03-29T00:00:00.000Z',
    });
  });
});

describe('timeZoneChoices', () => {
  it('lists zones with UTC and keeps the current one', () => {
    const zones = timeZoneChoices('Europe/Paris');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Paris');
  });
});

describe('slotsByDay', () => {
  it('groups local starts by day, days in order', () => {
    expect(
      slotsByDay([
        { localStart: '2026-12-02T09:00' },
        { localStart: '2026-12-01T10:00' },
        { localStart: '2026-12-01T10:15' },
      ]),
    ).toEqual([
      { day: '2026-12-01', times: ['10:00', '10:15'] },
      { day: '2026-12-02', times: ['09:00'] },
    ]);
  });
});

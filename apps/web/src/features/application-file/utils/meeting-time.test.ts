import { describe, expect, it } from 'vitest';
import {
  defaultMeetingFields,
  durationChoices,
  meetingFieldsOf,
  meetingInstant,
  meetingRange,
} from './meeting-time.ts';

describe('interview times in the organisation’s time zone', () => {
  it('reads a day and a time in the zone', () => {
    expect(meetingInstant('2027-03-10', '10:00', 'Europe/Paris')?.toISOString()).toBe('2027-03-10T09:00:00.000Z');
    expect(meetingInstant('2027-07-10', '10:00', 'Europe/Paris')?.toISOString()).toBe('2027-07-10T08:00:00.000Z');
    expect(meetingInstant('2027-03-10', '10:00', 'Not/AZone')?.toISOString()).toBe('2027-03-10T10:00:00.000Z');
  });

  it('refuses days that do not exist and times a clock change skips', () => {
    expect(meetingInstant('2027-02-30', '10:00', 'UTC')).toBeNull();
    expect(meetingInstant('2027-03-28', '02:30', 'Europe/Paris')).toBeNull();
    expect(meetingInstant('2027-03-10', '25:00', 'UTC')).toBeNull();
    expect(meetingInstant('', '10:00', 'UTC')).toBeNull();
  });

  it('gives the range of an interview and reads an interview back into the form', () => {
    const range = meetingRange({ day: '2027-03-10', time: '14:15', minutes: 45 }, 'America/New_York');
    expect(range?.startsAt.toISOString()).toBe('2027-03-10T19:15:00.000Z');
    expect(range?.endsAt.toISOString()).toBe('2027-03-10T20:00:00.000Z');
    expect(
      meetingFieldsOf({ startsAt: '2027-03-10T19:15:00.000Z', endsAt: '2027-03-10T20:00:00.000Z' }, 'America/New_York'),
    ).toEqual({ day: '2027-03-10', time: '14:15', minutes: 45 });
    expect(meetingFieldsOf({ startsAt: null, endsAt: null }, 'UTC')).toBeNull();
  });

  it('starts a new interview tomorrow at ten for half an hour, and offers the spec’s lengths', () => {
    expect(defaultMeetingFields(new Date('2027-03-10T23:30:00Z'), 'Asia/Seoul')).toEqual({
      day: '2027-03-12',
      time: '10:00',
      minutes: 30,
    });
    expect(durationChoices(30)).toContain(105);
    expect(durationChoices(50)).toContain(50);
  });
});

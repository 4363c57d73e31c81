import { APPLICATION_MEETING_DURATIONS } from '@cohort/shared';
import dayjs from 'dayjs';
import { inZone, isValidTimeZone } from '../../../lib/dates.ts';

/** What the interview form holds: a day and a time in the organisation's time zone, and a length in minutes. */
export interface MeetingTimeFields {
  /** yyyy-MM-dd */
  day: string;
  /** HH:mm */
  time: string;
  minutes: number;
}

const DEFAULT_MINUTES = 30;
const DEFAULT_TIME = '10:00';

/** The instant of a day and a time read in a time zone (UTC when the zone is unknown); null when they are not valid. */
export function meetingInstant(day: string, time: string, zone: string | null | undefined): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const local = `${day}T${time}:00`;
  const moment = isValidTimeZone(zone) ? dayjs.tz(local, zone) : dayjs.utc(local);
  if (!moment.isValid()) return null;
  // A day that does not exist, or a time a clock change skips, does not read back the same: refuse it.
  if (inZone(moment, zone).format('YYYY-MM-DD HH:mm') !== `${day} ${time}`) return null;
  return moment.toDate();
}

/** The start and end of an interview from the form's fields. */
export function meetingRange(
  fields: MeetingTimeFields,
  zone: string | null | undefined,
): { startsAt: Date; endsAt: Date } | null {
  const startsAt = meetingInstant(fields.day, fields.time, zone);
  if (!startsAt || !(fields.minutes > 0)) return null;
  return { startsAt, endsAt: new Date(startsAt.getTime() + fields.minutes * 60_000) };
}

/** The form's fields for an existing interview, seen in the organisation's time zone. */
export function meetingFieldsOf(
  meeting: { startsAt: string | null; endsAt: string | null },
  zone: string | null | undefined,
): MeetingTimeFields | null {
  if (!meeting.startsAt) return null;
  const start = inZone(meeting.startsAt, zone);
  const minutes = meeting.endsAt
    ? Math.max(1, Math.round((new Date(meeting.endsAt).getTime() - new Date(meeting.startsAt).getTime()) / 60_000))
    : DEFAULT_MINUTES;
  return { day: start.format('YYYY-MM-DD'), time: start.format('HH:mm'), minutes };
}

/** A new interview: tomorrow at 10:00 in the organisation's time zone, for 30 minutes. */
export function defaultMeetingFields(now: Date, zone: string | null | undefined): MeetingTimeFields {
  return { day: inZone(now, zone).add(1, 'day').format('YYYY-MM-DD'), time: DEFAULT_TIME, minutes: DEFAULT_MINUTES };
}

/** The lengths offered (spec 02 §9), with the interview's own when it is another. */
export function durationChoices(current: number): number[] {
  const choices: number[] = [...APPLICATION_MEETING_DURATIONS];
  if (!choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

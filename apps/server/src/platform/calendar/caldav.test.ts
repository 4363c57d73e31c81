import ical, { type ICalEventData, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RadicaleServer, startRadicale } from '../../../test/radicale.ts';
import {
  busyTimes,
  type CalDavLink,
  CalendarRefusedError,
  CalendarUnreachableError,
  createCalendar,
  deleteEvent,
  listCalendars,
  putEvent,
} from './caldav.ts';

/** Against Debian's radicale, a real CalDAV server started for these tests. */
let radicale: RadicaleServer;
let link: CalDavLink;

function eventIcs(uid: string, start: string, end: string, extra: Partial<ICalEventData> = {}) {
  const calendar = ical({ prodId: '//Cohort//Tests//EN' });
  calendar.createEvent({ ...extra, id: uid, start: new Date(start), end: new Date(end), summary: `Event ${uid}` });
  return calendar.toString();
}

beforeAll(async () => {
  radicale = await startRadicale({ mentor: 'mentor-secret', other: 'other-secret' });
  link = { serverUrl: radicale.url, username: 'mentor', password: 'mentor-secret' };
  const calendar = await createCalendar(link, 'Cohort');
  link.calendarUrl = calendar.url;
}, 30_000);

afterAll(async () => {
  await radicale?.stop();
});

describe('CalDAV sync transport', () => {
  it('lists the calendar made for Cohort, and making it again keeps the same one', async () => {
    const calendars = await listCalendars(link);
    expect(calendars.map((c) => c.displayName)).toContain('Cohort');
    const again = await createCalendar(link, 'Cohort');
    expect(again.url).toBe(link.calendarUrl);
    expect((await listCalendars(link)).filter((c) => c.displayName === 'Cohort')).toHaveLength(1);
  });

  it('writes an event, reads it back as busy, replaces it by its UID and deletes it', async () => {
    await putEvent(
      link,
      'session-1@cohort',
      eventIcs('session-1@cohort', '2026-12-01T10:00:00Z', '2026-12-01T10:45:00Z'),
    );
    const range = [new Date('2026-12-01T00:00:00Z'), new Date('2026-12-02T00:00:00Z')] as const;
    expect(await busyTimes(link, ...range)).toEqual([
      { uid: 'session-1@cohort', start: new Date('2026-12-01T10:00:00Z'), end: new Date('2026-12-01T10:45:00Z') },
    ]);
    // Rescheduled: the same UID, another time — one event, moved.
    await putEvent(
      link,
      'session-1@cohort',
      eventIcs('session-1@cohort', '2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z'),
    );
    expect(await busyTimes(link, ...range)).toEqual([
      { uid: 'session-1@cohort', start: new Date('2026-12-01T14:00:00Z'), end: new Date('2026-12-01T15:00:00Z') },
    ]);
    await deleteEvent(link, 'session-1@cohort');
    expect(await busyTimes(link, ...range)).toEqual([]);
    // Deleting what is gone is fine.
    await deleteEvent(link, 'session-1@cohort');
  });

  it('expands a weekly event in its own time zone across the change to winter time, with its exceptions', async () => {
    // As a calendar client writes it (the zone's VTIMEZONE included: radicale refuses a TZID it is not given): Mondays 09:00 in Paris (07:00 UTC in summer time, 08:00 UTC after the last
    // Sunday of October), one Monday skipped, one moved to 11:00.
    const weekly = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Elsewhere//Calendar//EN',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Paris',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:weekly@elsewhere',
      'DTSTAMP:20261001T000000Z',
      'DTSTART;TZID=Europe/Paris:20261012T090000',
      'DTEND;TZID=Europe/Paris:20261012T100000',
      'RRULE:FREQ=WEEKLY;COUNT=5',
      'EXDATE;TZID=Europe/Paris:20261019T090000',
      'SUMMARY:Team meeting',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@elsewhere',
      'DTSTAMP:20261001T000000Z',
      'RECURRENCE-ID;TZID=Europe/Paris:20261102T090000',
      'DTSTART;TZID=Europe/Paris:20261102T110000',
      'DTEND;TZID=Europe/Paris:20261102T120000',
      'SUMMARY:Team meeting (moved)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await putEvent(link, 'weekly@elsewhere', weekly);
    const busy = await busyTimes(link, new Date('2026-10-01T00:00:00Z'), new Date('2026-11-30T00:00:00Z'));
    expect(busy.map((b) => [b.start.toISOString(), b.end.toISOString()])).toEqual([
      ['2026-10-12T07:00:00.000Z', '2026-10-12T08:00:00.000Z'],
      ['2026-10-26T08:00:00.000Z', '2026-10-26T09:00:00.000Z'],
      ['2026-11-02T10:00:00.000Z', '2026-11-02T11:00:00.000Z'],
      ['2026-11-09T08:00:00.000Z', '2026-11-09T09:00:00.000Z'],
    ]);
    await deleteEvent(link, 'weekly@elsewhere');
  });

  it('leaves out events marked free and cancelled ones, and keeps to the range asked', async () => {
    await putEvent(
      link,
      'free@elsewhere',
      eventIcs('free@elsewhere', '2026-12-03T10:00:00Z', '2026-12-03T11:00:00Z', {
        transparency: ICalEventTransparency.TRANSPARENT,
      }),
    );
    await putEvent(
      link,
      'cancelled@elsewhere',
      eventIcs('cancelled@elsewhere', '2026-12-03T12:00:00Z', '2026-12-03T13:00:00Z', {
        status: ICalEventStatus.CANCELLED,
      }),
    );
    await putEvent(link, 'busy@elsewhere', eventIcs('busy@elsewhere', '2026-12-03T15:00:00Z', '2026-12-03T16:00:00Z'));
    await putEvent(
      link,
      'later@elsewhere',
      eventIcs('later@elsewhere', '2026-12-10T15:00:00Z', '2026-12-10T16:00:00Z'),
    );
    const busy = await busyTimes(link, new Date('2026-12-03T00:00:00Z'), new Date('2026-12-04T00:00:00Z'));
    expect(busy.map((b) => b.uid)).toEqual(['busy@elsewhere']);
    for (const uid of ['free@elsewhere', 'cancelled@elsewhere', 'busy@elsewhere', 'later@elsewhere']) {
      await deleteEvent(link, uid);
    }
  });

  it('says the link is refused for a wrong password and for a calendar that is not theirs', async () => {
    await expect(listCalendars({ ...link, password: 'wrong' })).rejects.toBeInstanceOf(CalendarRefusedError);
    await expect(
      busyTimes({ ...link, password: 'wrong' }, new Date(), new Date(Date.now() + 3_600_000)),
    ).rejects.toBeInstanceOf(CalendarRefusedError);
    // Another person's calendar address with one's own credentials: not found among one's calendars.
    const other = { serverUrl: radicale.url, username: 'other', password: 'other-secret' };
    await expect(
      putEvent(
        { ...other, calendarUrl: link.calendarUrl },
        'x@cohort',
        eventIcs('x@cohort', '2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z'),
      ),
    ).rejects.toBeInstanceOf(CalendarRefusedError);
  });

  it('says the server is unreachable when it is down', async () => {
    const down = await startRadicale({ mentor: 'mentor-secret' });
    await down.stop();
    await expect(
      listCalendars({ serverUrl: down.url, username: 'mentor', password: 'mentor-secret' }),
    ).rejects.toBeInstanceOf(CalendarUnreachableError);
  });
});

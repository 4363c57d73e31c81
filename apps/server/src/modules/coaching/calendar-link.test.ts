import { and, eq } from 'drizzle-orm';
import ical from 'ical-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { type RadicaleServer, startRadicale } from '../../../test/radicale.ts';
import { loadSigningKey } from '../../platform/auth/token.ts';
import { busyTimes, type CalDavLink, putEvent } from '../../platform/calendar/caldav.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { calendarLinks } from './calendar-link.table.ts';
import { sealSecret } from '../../platform/auth/sealed-secret.ts';
import { CALENDAR_LINK_MESSAGES } from './calendar-link.service.ts';
import {
  BOOK,
  CANCEL,
  coachingOrganisation,
  eventually as eventuallyHolds,
  SLOTS,
  type Signed,
  wednesday,
  type Where,
} from './coaching.fixtures.ts';

/**
 * Two-way CalDAV sync against Debian's radicale (issue 16 point 5): a mentor links their calendar; an event of theirs
 * blocks the slot; a session booked with them is written to it and removed when cancelled; a server that refuses
 * Cohort later unlinks the calendar with the reason, and booking goes on.
 */

let server: TestServer;
let radicale: RadicaleServer;
let setup: Awaited<ReturnType<typeof coachingOrganisation>>;
let org: Where;
let mentor: Signed;
let founder: Signed;
let startupId: string;
let mentorLink: CalDavLink;

const gql = <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}) =>
  setup.gql<T>(who, query, variables);

const LINK = `mutation ($u: String!, $n: String!, $p: String!) {
  linkCalDavCalendar(serverUrl: $u, username: $n, password: $p) { provider serverUrl username calendarName status } }`;
const LINK_STATE = '{ calendarLink { status lastError calendarName } }';

async function calendarUids(): Promise<string[]> {
  const from = wednesday('00:00');
  return (await busyTimes(mentorLink, from, new Date(from.getTime() + 86_400_000))).map((event) => event.uid);
}

/** Radicale is slower than the fakes: polled every 200 ms. */
const eventually = (check: () => Promise<boolean>) => eventuallyHolds(check, 10_000, 200);

beforeAll(async () => {
  radicale = await startRadicale({ mentor: 'mentor-secret' });
  server = await startTestServer();
  setup = await coachingOrganisation(server);
  ({ org, mentor, founder, startupId } = setup);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await radicale?.stop();
});

describe('linking a CalDAV calendar', () => {
  it('refuses a wrong password, an address that answers nothing and one that is not an address', async () => {
    const wrong = await gql(mentor, LINK, { u: radicale.url, n: 'mentor', p: 'not-the-password' });
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'password', message: CALENDAR_LINK_MESSAGES.refused },
    ]);
    const nobody = await gql(mentor, LINK, { u: 'http://127.0.0.1:1/', n: 'mentor', p: 'mentor-secret' });
    expect(nobody.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'serverUrl', message: CALENDAR_LINK_MESSAGES.unreachable },
    ]);
    const nonsense = await gql(mentor, LINK, { u: 'calendar please', n: 'mentor', p: 'mentor-secret' });
    expect(nonsense.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'serverUrl', message: CALENDAR_LINK_MESSAGES.serverUrl },
    ]);
    expect((await gql<{ calendarLink: null }>(mentor, LINK_STATE)).data?.calendarLink).toBeNull();
  });

  it('links, blocks the busy times, writes a booked session and removes it when cancelled', async () => {
    const linked = await gql<{ linkCalDavCalendar: { status: string; calendarName: string } }>(mentor, LINK, {
      u: radicale.url,
      n: 'mentor',
      p: 'mentor-secret',
    });
    expect(linked.errors).toBeUndefined();
    expect(linked.data?.linkCalDavCalendar).toMatchObject({ status: 'linked', calendarName: 'Cohort' });
    const [row] = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select()
        .from(calendarLinks)
        .where(and(eq(calendarLinks.incubatorId, org.id))),
    );
    expect(row?.passwordSealed).not.toContain('mentor-secret');
    mentorLink = {
      serverUrl: radicale.url,
      username: 'mentor',
      password: 'mentor-secret',
      calendarUrl: row?.calendarUrl,
    };

    // An event of the mentor's own, 10:00–11:00 in Paris: that hour is not offered.
    const busy = ical();
    busy.createEvent({
      id: 'dentist@elsewhere',
      start: wednesday('10:00'),
      end: wednesday('11:00'),
      summary: 'Dentist',
    });
    await putEvent(mentorLink, 'dentist@elsewhere', busy.toString());
    const slots = await gql<{ freeSlots: { localStart: string }[] }>(founder, SLOTS, {
      h: mentor.id,
      f: wednesday('00:00').toISOString(),
      t: wednesday('23:59').toISOString(),
    });
    expect(slots.errors).toBeUndefined();
    const starts = slots.data?.freeSlots.map((slot) => slot.localStart.slice(11, 16)) ?? [];
    expect(starts).toContain('09:00');
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('10:30');
    expect(starts).toContain('11:00');

    // A booking lands in the mentor's calendar; its cancellation takes it out.
    const booked = await gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('14:00').toISOString(), duration: 60 },
    });
    expect(booked.errors).toBeUndefined();
    const sessionId = booked.data?.bookCoachingSession._id ?? '';
    await eventually(async () => (await calendarUids()).some((uid) => uid.startsWith(`${sessionId}@`)));
    const cancel = await gql(founder, CANCEL, { id: sessionId });
    expect(cancel.errors).toBeUndefined();
    await eventually(async () => !(await calendarUids()).some((uid) => uid.startsWith(`${sessionId}@`)));
  });

  it('is unlinked with the reason when the server refuses Cohort, and booking goes on', async () => {
    // The password changed on the calendar's side.
    const key = await loadSigningKey(server.database, server.config.secret);
    await withTenant(server.database.db, org.id, (tx) =>
      tx
        .update(calendarLinks)
        .set({ passwordSealed: sealSecret(key, 'changed-elsewhere') })
        .where(eq(calendarLinks.incubatorId, org.id)),
    );
    const booked = await gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('15:00').toISOString(), duration: 60 },
    });
    expect(booked.errors).toBeUndefined();
    await eventually(async () => {
      const state = await gql<{ calendarLink: { status: string; lastError: string | null } }>(mentor, LINK_STATE);
      return state.data?.calendarLink.status === 'unlinked';
    });
    const state = await gql<{ calendarLink: { lastError: string | null } }>(mentor, LINK_STATE);
    expect(state.data?.calendarLink.lastError).toBe(CALENDAR_LINK_MESSAGES.unlinked);
    expect((await gql<{ unlinkCalendar: boolean }>(mentor, 'mutation { unlinkCalendar }')).data?.unlinkCalendar).toBe(
      true,
    );
    expect((await gql<{ calendarLink: null }>(mentor, LINK_STATE)).data?.calendarLink).toBeNull();
  });
});

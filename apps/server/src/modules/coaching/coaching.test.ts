import { COACHING_MESSAGES, PLAN_FEATURE_UNAVAILABLE_MESSAGE, type PlanFeature, type RoleType } from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { type ReceivedMail, startSmtpServer } from '../../../test/smtp.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { featureFlags, incubatorPlans } from '../organisations/index.ts';
import { createStartup, programs, startupAssignations, startupPrograms } from '../startups/index.ts';
import { coachingAllocations, coachingSessions, mentorMatchingSettings } from './coaching.table.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;

interface Person {
  id: string;
  email: string;
  gql: Gql;
  token: string;
}

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let org: { id: string; slug: string };
let otherOrg: { id: string; slug: string };
let admin: Person;
let paris: Person;
let newYork: Person;
let seoul: Person;
let founder: Person;
let founderB: Person;
let outsider: Person;
let startupA: string;
let startupB: string;
let programId: string;

async function person(
  organisation: { id: string; slug: string },
  roleType: RoleType,
  before?: (id: string) => Promise<void>,
) {
  const user = await server.createUser(organisation, { roleType });
  await before?.(user.id);
  const { token } = await server.signIn(organisation, user.email);
  const gql: Gql = (query, variables = {}) =>
    server.graphql(query, { host: hostOf(organisation), token, variables }) as never;
  return { id: user.id, email: user.email, gql, token };
}

function tenant<T>(fn: Parameters<typeof withTenant<T>>[2]): Promise<T> {
  return withTenant(server.database.db, org.id, fn);
}

const SETTINGS = `mutation ($u: ID, $i: CoachingSettingsInput!) { updateCoachingSettings(userId: $u, input: $i) {
  userId timeZone hoursMode bufferMinutes minimumNoticeMinutes horizonDays defaultLocation enabled } }`;
const ADD_WEEKLY = 'mutation ($u: ID, $i: WeeklyAvailabilityInput!) { addWeeklyAvailability(userId: $u, input: $i) }';
const ADD_EXCEPTION =
  'mutation ($u: ID, $i: AvailabilityExceptionInput!) { addAvailabilityException(userId: $u, input: $i) }';
const AVAILABILITY = `query ($u: ID) { availability(userId: $u) { canEdit settings { timeZone hoursMode }
  weekly { _id rrule weekdays startTime endTime } exceptions { _id kind startsAt endsAt } } }`;
const SLOTS = `query ($h: ID!, $f: DateTime!, $t: DateTime!, $d: Int!, $z: String) {
  freeSlots(hostId: $h, from: $f, to: $t, duration: $d, timeZone: $z) { startsAt endsAt localStart localEnd } }`;
const SESSION_FIELDS = `_id sessionType state startsAt endsAt duration topics location conferenceUrl editor staffEditor
  staffEditorPublic sequence host { _id } startupAttendees { _id } incubatorAttendees { _id }
  changelog { change oldStartsAt newStartsAt } viewerCan { manage writeNotes delete readPrivateNotes readStaffNotes }`;
const BOOK = `mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { ${SESSION_FIELDS} } }`;
const SESSION = `query ($id: ID!) { coachingSession(id: $id) { ${SESSION_FIELDS} } }`;
const SESSIONS = `query { coachingSessions { total items { ${SESSION_FIELDS} } } }`;
const NOTES = `mutation ($id: ID!, $i: CoachingSessionNotesInput!) { updateCoachingSessionNotes(id: $id, input: $i) { _id } }`;
const RESCHEDULE = `mutation ($id: ID!, $s: DateTime!, $d: Int!) { rescheduleCoachingSession(id: $id, startsAt: $s, duration: $d) {
  ${SESSION_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { cancelCoachingSession(id: $id) { ${SESSION_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteCoachingSession(id: $id) }';
const HOSTS = `query ($s: ID!) { coachingHosts(startupId: $s) { user { _id } assigned blockers minutesLeft } }`;

interface SessionData {
  _id: string;
  state: string;
  startsAt: string;
  endsAt: string;
  editor: string | null;
  staffEditor: string | null;
  staffEditorPublic: string | null;
  sequence: number;
  conferenceUrl: string | null;
  changelog: Array<{ change: string; oldStartsAt: string | null; newStartsAt: string | null }>;
  viewerCan: Record<string, boolean>;
}

/** A weekday at a local time in a zone, at least `minDays` ahead. */
function upcoming(weekday: number, time: string, zone: string, minDays = 7): Date {
  let day = dayjs().tz(zone).add(minDays, 'day');
  while (day.day() !== weekday) day = day.add(1, 'day');
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T${time}:00`, zone).toDate();
}

async function hostWeekdays(host: Person, zone: string, start = '09:00', end = '17:00') {
  const settings = await host.gql(SETTINGS, {
    i: { timeZone: zone, minimumNoticeMinutes: 60, horizonDays: 730, hoursMode: 'BUSINESS_HOURS' },
  });
  expect(settings.errors).toBeUndefined();
  const weekly = await host.gql(ADD_WEEKLY, {
    i: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], startTime: start, endTime: end },
  });
  expect(weekly.errors).toBeUndefined();
}

function book(who: Person, input: Record<string, unknown>) {
  return who.gql<{ bookCoachingSession: SessionData }>(BOOK, { i: input });
}

async function sessionCount(hostId: string) {
  const rows = await tenant((tx) =>
    tx
      .select({ id: coachingSessions.id, state: coachingSessions.state })
      .from(coachingSessions)
      .where(and(eq(coachingSessions.incubatorId, org.id), eq(coachingSessions.hostId, hostId))),
  );
  return rows.filter((row) => row.state === 'scheduled').length;
}

function calendarOf(mail: ReceivedMail): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type:\s*text\/calendar/i.test(p));
  if (!part) throw new Error(`No calendar part in:\n${mail.raw}`);
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').split(/\r?\n--/)[0] ?? '';
  let text = body;
  if (/content-transfer-encoding:\s*base64/i.test(head))
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    text = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return text.replace(/\r?\n[ \t]/g, '');
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
  org = await server.createOrganisationWithRoles({
    timezone: 'UTC',
    plan: { name: 'Growth', employeeCountLimit: 50, features: ['HOUR_ALLOCATION'] },
  });
  otherOrg = await server.createOrganisationWithRoles();
  admin = await person(org, 'Admin');
  paris = await person(org, 'Mentor');
  newYork = await person(org, 'Mentor');
  seoul = await person(org, 'Expert');
  const founderUser = await server.createUser(org, { roleType: 'Cofounder' });
  const founderBUser = await server.createUser(org, { roleType: 'Cofounder' });
  const founderId = founderUser.id;
  const founderBId = founderBUser.id;
  programId = newId();
  await tenant(async (tx) => {
    startupA = (await createStartup(tx, org.id, { name: 'Alpha Robotics', memberIds: [founderId] })).id;
    startupB = (await createStartup(tx, org.id, { name: 'Beta Foods', memberIds: [founderBId] })).id;
    await tx.insert(programs).values({ incubatorId: org.id, id: programId, name: 'Spring cohort' });
    await tx.insert(startupPrograms).values([
      { incubatorId: org.id, startupId: startupA, targetId: programId },
      { incubatorId: org.id, startupId: startupB, targetId: programId },
    ]);
    await tx.insert(startupAssignations).values({ incubatorId: org.id, startupId: startupA, userId: paris.id });
  });
  const signed = async (user: { id: string; email: string }) => {
    const { token } = await server.signIn(org, user.email);
    const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables }) as never;
    return { id: user.id, email: user.email, gql, token };
  };
  founder = await signed(founderUser);
  founderB = await signed(founderBUser);
  outsider = await person(otherOrg, 'Admin');
  await hostWeekdays(paris, 'Europe/Paris');
  await hostWeekdays(newYork, 'America/New_York');
  await hostWeekdays(seoul, 'Asia/Seoul');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('availability', () => {
  it('is read back as written, edited by its owner and by AVAILABILITY:EDIT, refused to others', async () => {
    const mine = await paris.gql<{
      availability: { canEdit: boolean; settings: { timeZone: string }; weekly: unknown[] };
    }>(AVAILABILITY);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.availability.canEdit).toBe(true);
    expect(mine.data?.availability.settings.timeZone).toBe('Europe/Paris');
    expect(mine.data?.availability.weekly).toEqual([
      expect.objectContaining({
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
        startTime: '09:00',
        endTime: '17:00',
      }),
    ]);
    // A founder reads a host's availability but cannot change it, nor have one.
    const seen = await founder.gql<{ availability: { canEdit: boolean } }>(AVAILABILITY, { u: paris.id });
    expect(seen.data?.availability.canEdit).toBe(false);
    const refused = await founder.gql(ADD_WEEKLY, {
      u: paris.id,
      i: { weekdays: ['SA'], startTime: '09:00', endTime: '10:00' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const own = await founder.gql(ADD_WEEKLY, { i: { weekdays: ['SA'], startTime: '09:00', endTime: '10:00' } });
    expect(own.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    // Another mentor has no AVAILABILITY:EDIT; the admin has it (ALL).
    const peer = await newYork.gql(SETTINGS, { u: paris.id, i: { bufferMinutes: 10 } });
    expect(peer.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const byAdmin = await admin.gql<{ updateCoachingSettings: { bufferMinutes: number } }>(SETTINGS, {
      u: paris.id,
      i: { bufferMinutes: 0 },
    });
    expect(byAdmin.data?.updateCoachingSettings.bufferMinutes).toBe(0);
    const bad = await paris.gql(ADD_WEEKLY, { i: { weekdays: ['MO'], startTime: '11:00', endTime: '10:00' } });
    expect(bad.errors?.[0]?.message).toBe(COACHING_MESSAGES.endAfterStart);
    const zone = await paris.gql(SETTINGS, { i: { timeZone: 'Mars/Olympus' } });
    expect(zone.errors?.[0]?.message).toBe(COACHING_MESSAGES.timeZone);
  });

  it('takes a day off away and adds an extra period', async () => {
    const monday = upcoming(1, '00:00', 'Europe/Paris', 21);
    const day = dayjs(monday).tz('Europe/Paris');
    const off = await paris.gql(ADD_EXCEPTION, {
      i: { kind: 'off', startsAt: monday.toISOString(), endsAt: day.add(1, 'day').toDate().toISOString() },
    });
    expect(off.errors).toBeUndefined();
    const saturday = dayjs.tz(`${day.add(5, 'day').format('YYYY-MM-DD')}T10:00:00`, 'Europe/Paris').toDate();
    const extra = await paris.gql(ADD_EXCEPTION, {
      i: {
        kind: 'extra',
        startsAt: saturday.toISOString(),
        endsAt: new Date(saturday.getTime() + 3600_000).toISOString(),
      },
    });
    expect(extra.errors).toBeUndefined();
    const slots = await founder.gql<{ freeSlots: Array<{ startsAt: string; localStart: string }> }>(SLOTS, {
      h: paris.id,
      f: monday.toISOString(),
      t: day.add(7, 'day').toDate().toISOString(),
      d: 60,
      z: 'Europe/Paris',
    });
    expect(slots.errors).toBeUndefined();
    const days = new Set(slots.data?.freeSlots.map((slot) => slot.localStart.slice(0, 10)));
    expect(days.has(day.format('YYYY-MM-DD'))).toBe(false);
    expect(days.has(day.add(1, 'day').format('YYYY-MM-DD'))).toBe(true);
    expect(
      slots.data?.freeSlots.filter((s) => s.localStart.startsWith(day.add(5, 'day').format('YYYY-MM-DD'))),
    ).toEqual([
      expect.objectContaining({
        startsAt: saturday.toISOString(),
        localStart: `${day.add(5, 'day').format('YYYY-MM-DD')}T10:00`,
      }),
    ]);
    // Tuesday: 09:00–17:00 in 60-minute slots on the 15-minute grid, the last at 16:00.
    const tuesday = slots.data?.freeSlots.filter((s) =>
      s.localStart.startsWith(day.add(1, 'day').format('YYYY-MM-DD')),
    );
    expect(tuesday?.[0]?.localStart.slice(11)).toBe('09:00');
    expect(tuesday?.at(-1)?.localStart.slice(11)).toBe('16:00');
    expect(tuesday).toHaveLength(29);
  });
});

/** The Sundays of the daylight-saving changes of next spring: Europe's last Sunday of March, America's second. */
function springChanges() {
  const now = dayjs.utc();
  const year = now.month() < 1 ? now.year() : now.year() + 1;
  let europe = dayjs.utc(`${year}-03-31`);
  while (europe.day() !== 0) europe = europe.subtract(1, 'day');
  let america = dayjs.utc(`${year}-03-01`);
  while (america.day() !== 0) america = america.add(1, 'day');
  america = america.add(7, 'day');
  return { europe, america };
}

async function mondaySlot(host: Person, sundayOfChange: dayjs.Dayjs, weeksOffset: -1 | 1, zone: string) {
  const monday = sundayOfChange.add(weeksOffset === -1 ? -6 : 1, 'day').format('YYYY-MM-DD');
  const from = dayjs.utc(`${monday}T00:00:00`).subtract(1, 'day');
  const result = await founder.gql<{ freeSlots: Array<{ startsAt: string; localStart: string }> }>(SLOTS, {
    h: host.id,
    f: from.toISOString(),
    t: from.add(3, 'day').toISOString(),
    d: 60,
    z: zone,
  });
  expect(result.errors).toBeUndefined();
  return result.data?.freeSlots ?? [];
}

describe('free slots across daylight-saving changes', () => {
  it('keeps 09:00 in Paris at 09:00 local while UTC moves from 08:00 to 07:00', async () => {
    const { europe } = springChanges();
    const before = await mondaySlot(paris, europe, -1, 'Europe/Paris');
    const after = await mondaySlot(paris, europe, 1, 'Europe/Paris');
    const mondayBefore = europe.subtract(6, 'day').format('YYYY-MM-DD');
    const mondayAfter = europe.add(1, 'day').format('YYYY-MM-DD');
    expect(before.find((s) => s.localStart === `${mondayBefore}T09:00`)?.startsAt).toBe(
      `${mondayBefore}T08:00:00.000Z`,
    );
    expect(after.find((s) => s.localStart === `${mondayAfter}T09:00`)?.startsAt).toBe(`${mondayAfter}T07:00:00.000Z`);
  });

  it('keeps 09:00 in New York while UTC moves from 14:00 to 13:00', async () => {
    const { america } = springChanges();
    const before = await mondaySlot(newYork, america, -1, 'America/New_York');
    const after = await mondaySlot(newYork, america, 1, 'America/New_York');
    const mondayBefore = america.subtract(6, 'day').format('YYYY-MM-DD');
    const mondayAfter = america.add(1, 'day').format('YYYY-MM-DD');
    expect(before[0]).toMatchObject({ localStart: `${mondayBefore}T09:00`, startsAt: `${mondayBefore}T14:00:00.000Z` });
    expect(after[0]).toMatchObject({ localStart: `${mondayAfter}T09:00`, startsAt: `${mondayAfter}T13:00:00.000Z` });
  });

  it('shows a Seoul mentor (no DST) to a New York founder an hour later after the American change', async () => {
    const { america } = springChanges();
    const before = await mondaySlot(seoul, america, -1, 'America/New_York');
    const after = await mondaySlot(seoul, america, 1, 'America/New_York');
    const mondayBefore = america.subtract(6, 'day').format('YYYY-MM-DD');
    const mondayAfter = america.add(1, 'day').format('YYYY-MM-DD');
    // 09:00 in Seoul is 00:00 UTC both weeks; in New York the evening before, 19:00 then 20:00.
    const first = (slots: typeof before, date: string) => slots.find((s) => s.startsAt === `${date}T00:00:00.000Z`);
    expect(first(before, mondayBefore)?.localStart).toBe(
      `${dayjs(mondayBefore).subtract(1, 'day').format('YYYY-MM-DD')}T19:00`,
    );
    expect(first(after, mondayAfter)?.localStart).toBe(
      `${dayjs(mondayAfter).subtract(1, 'day').format('YYYY-MM-DD')}T20:00`,
    );
  });

  it('books a slot on the Monday after the European change at its local hour', async () => {
    const { europe } = springChanges();
    const monday = europe.add(1, 'day').format('YYYY-MM-DD');
    const result = await book(founder, {
      hostId: paris.id,
      startupId: startupA,
      startsAt: `${monday}T08:00:00.000Z`,
      duration: 30,
    });
    expect(result.errors).toBeUndefined();
    const id = result.data?.bookCoachingSession._id as string;
    expect(await founder.gql(CANCEL, { id })).not.toHaveProperty('errors');
  });
});

describe('booking', () => {
  it('refuses each bad request with its own message and books nothing', async () => {
    const slot = upcoming(3, '10:00', 'Europe/Paris', 8);
    const before = await sessionCount(paris.id);
    const cases: Array<[Record<string, unknown>, string, Person?]> = [
      [{ startsAt: new Date(Date.now() - 3600_000).toISOString() }, COACHING_MESSAGES.past],
      [{ startsAt: upcoming(3, '20:00', 'Europe/Paris', 8).toISOString() }, COACHING_MESSAGES.outsideAvailability],
      [{ startsAt: upcoming(6, '10:00', 'Europe/Paris', 8).toISOString() }, COACHING_MESSAGES.outsideAvailability],
      [{ startsAt: new Date(Date.now() + 10 * 60_000).toISOString() }, COACHING_MESSAGES.tooSoon],
      [{ duration: 25 }, COACHING_MESSAGES.duration],
      [{ hostId: founderB.id }, COACHING_MESSAGES.notHost],
      [{ startupId: startupB }, COACHING_MESSAGES.notFounder],
    ];
    for (const [change, message, who] of cases) {
      const result = await book(who ?? founder, {
        hostId: paris.id,
        startupId: startupA,
        startsAt: slot.toISOString(),
        duration: 60,
        ...change,
      });
      expect(result.errors?.[0]?.message, JSON.stringify(change)).toBe(message);
    }
    expect(await sessionCount(paris.id)).toBe(before);
  });

  it('requires a connection when the organisation says so (REQUIRES_CONNECTION)', async () => {
    await tenant((tx) =>
      tx
        .insert(mentorMatchingSettings)
        .values({ incubatorId: org.id, requireConnection: true })
        .onConflictDoUpdate({
          target: mentorMatchingSettings.incubatorId,
          set: { requireConnection: true },
        }),
    );
    const hosts = await founder.gql<{
      coachingHosts: Array<{ user: { _id: string }; assigned: boolean; blockers: string[] }>;
    }>(HOSTS, { s: startupA });
    expect(hosts.data?.coachingHosts[0]).toMatchObject({ user: { _id: paris.id }, assigned: true, blockers: [] });
    expect(hosts.data?.coachingHosts.find((h) => h.user._id === newYork.id)?.blockers).toEqual(['REQUIRES_CONNECTION']);
    const refused = await book(founder, {
      hostId: newYork.id,
      startupId: startupA,
      startsAt: upcoming(3, '10:00', 'America/New_York', 8).toISOString(),
      duration: 30,
    });
    expect(refused.errors?.[0]?.message).toBe(COACHING_MESSAGES.requiresConnection);
    expect(await sessionCount(newYork.id)).toBe(0);
    await tenant((tx) =>
      tx
        .update(mentorMatchingSettings)
        .set({ requireConnection: false })
        .where(eq(mentorMatchingSettings.incubatorId, org.id)),
    );
  });

  it('refuses past the hours allocated in the programme (INSUFFICIENT_HOUR_ALLOCATION)', async () => {
    await tenant((tx) =>
      tx.insert(coachingAllocations).values({
        incubatorId: org.id,
        id: newId(),
        programId,
        startupId: startupB,
        unit: 'HOUR',
        amount: 1,
      }),
    );
    const first = await book(founderB, {
      hostId: seoul.id,
      startupId: startupB,
      startsAt: upcoming(2, '10:00', 'Asia/Seoul', 9).toISOString(),
      duration: 45,
    });
    expect(first.errors).toBeUndefined();
    const second = await book(founderB, {
      hostId: seoul.id,
      startupId: startupB,
      startsAt: upcoming(2, '14:00', 'Asia/Seoul', 9).toISOString(),
      duration: 30,
    });
    expect(second.errors?.[0]?.message).toBe(COACHING_MESSAGES.insufficientAllocation(15));
    const hosts = await founderB.gql<{
      coachingHosts: Array<{ user: { _id: string }; minutesLeft: number | null; blockers: string[] }>;
    }>(HOSTS, { s: startupB });
    expect(hosts.data?.coachingHosts.find((h) => h.user._id === seoul.id)).toMatchObject({
      minutesLeft: 15,
      blockers: [],
    });
    const fits = await book(founderB, {
      hostId: seoul.id,
      startupId: startupB,
      startsAt: upcoming(2, '14:00', 'Asia/Seoul', 9).toISOString(),
      duration: 15,
    });
    expect(fits.errors).toBeUndefined();
    const after = await founderB.gql<{
      coachingHosts: Array<{ user: { _id: string }; minutesLeft: number | null; blockers: string[] }>;
    }>(HOSTS, { s: startupB });
    expect(after.data?.coachingHosts.find((h) => h.user._id === seoul.id)).toMatchObject({
      minutesLeft: 0,
      blockers: ['INSUFFICIENT_HOUR_ALLOCATION'],
    });
    await tenant((tx) => tx.delete(coachingAllocations).where(eq(coachingAllocations.incubatorId, org.id)));
  });

  it('refuses a slot taken a moment ago, and of two bookings at once exactly one wins', async () => {
    const slot = upcoming(4, '11:00', 'America/New_York', 10).toISOString();
    const first = await book(founder, { hostId: newYork.id, startupId: startupA, startsAt: slot, duration: 60 });
    expect(first.errors).toBeUndefined();
    const late = await book(founderB, { hostId: newYork.id, startupId: startupB, startsAt: slot, duration: 30 });
    expect(late.errors?.[0]?.message).toBe(COACHING_MESSAGES.slotTaken);
    // Overlapping, not equal: 11:30–12:30 against 11:00–12:00.
    const overlap = await book(founderB, {
      hostId: newYork.id,
      startupId: startupB,
      startsAt: new Date(Date.parse(slot) + 30 * 60_000).toISOString(),
      duration: 60,
    });
    expect(overlap.errors?.[0]?.message).toBe(COACHING_MESSAGES.slotTaken);

    const race = upcoming(4, '15:00', 'America/New_York', 10).toISOString();
    const before = await sessionCount(newYork.id);
    const results = await Promise.all([
      book(founder, { hostId: newYork.id, startupId: startupA, startsAt: race, duration: 45 }),
      book(founderB, { hostId: newYork.id, startupId: startupB, startsAt: race, duration: 45 }),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.errors?.[0]?.message).toBe(COACHING_MESSAGES.slotTaken);
    expect(await sessionCount(newYork.id)).toBe(before + 1);
  });

  it('never lets the database hold two overlapping scheduled sessions of one host', async () => {
    const start = upcoming(5, '09:00', 'Europe/Paris', 12);
    const row = (id: string) => ({
      incubatorId: org.id,
      id,
      type: 'ONE_ON_ONE' as const,
      hostId: paris.id,
      createdBy: admin.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3600_000),
    });
    await tenant((tx) => tx.insert(coachingSessions).values(row(newId())));
    await expect(tenant((tx) => tx.insert(coachingSessions).values(row(newId())))).rejects.toThrow();
    // A cancelled session holds no time.
    await tenant((tx) => tx.insert(coachingSessions).values({ ...row(newId()), state: 'canceled' }));
  });
});

describe('sessions', () => {
  let sessionId: string;
  let startsAt: Date;

  beforeAll(async () => {
    startsAt = upcoming(2, '14:00', 'Europe/Paris', 14);
    const booked = await book(founder, {
      hostId: paris.id,
      startupId: startupA,
      startsAt: startsAt.toISOString(),
      duration: 60,
      topics: ['Fundraising'],
    });
    expect(booked.errors).toBeUndefined();
    sessionId = booked.data?.bookCoachingSession._id as string;
  });

  it('sends everyone an .ics invitation with a generated video link', async () => {
    const session = await founder.gql<{ coachingSession: SessionData }>(SESSION, { id: sessionId });
    expect(session.data?.coachingSession.conferenceUrl).toMatch(/^https:\/\/meet\.jit\.si\/cohort-[\w-]{16}$/);
    for (const who of [founder, paris]) {
      const mail = await smtp.waitFor(who.email, 10_000, (m) => calendarOf(m).includes(`UID:${sessionId}@`));
      const ics = calendarOf(mail);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('SEQUENCE:0');
      expect(ics).toContain(`UID:${sessionId}@`);
    }
  });

  it('keeps private and staff notes from the startup, field by field, in the session and in the list', async () => {
    const written = await paris.gql(NOTES, {
      id: sessionId,
      i: { editor: 'Private: team tension', staffEditor: 'Staff: watch runway', staffEditorPublic: 'Shared: deck v2' },
    });
    expect(written.errors).toBeUndefined();
    const read = async (who: Person) =>
      (await who.gql<{ coachingSession: SessionData }>(SESSION, { id: sessionId })).data?.coachingSession;
    expect(await read(paris)).toMatchObject({
      editor: 'Private: team tension',
      staffEditor: 'Staff: watch runway',
      staffEditorPublic: 'Shared: deck v2',
    });
    expect(await read(founder)).toMatchObject({
      editor: null,
      staffEditor: null,
      staffEditorPublic: 'Shared: deck v2',
      viewerCan: { readPrivateNotes: false, readStaffNotes: false, writeNotes: false, manage: true },
    });
    expect(await read(admin)).toMatchObject({ editor: null, staffEditor: 'Staff: watch runway' });
    const list = await founder.gql<{ coachingSessions: { items: SessionData[] } }>(SESSIONS);
    const mine = list.data?.coachingSessions.items.find((s) => s._id === sessionId);
    expect(mine).toMatchObject({ editor: null, staffEditor: null, staffEditorPublic: 'Shared: deck v2' });
    expect(JSON.stringify(list.data)).not.toContain('team tension');
    expect(JSON.stringify(list.data)).not.toContain('watch runway');
    const byFounder = await founder.gql(NOTES, { id: sessionId, i: { staffEditorPublic: 'mine' } });
    expect(byFounder.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    // Another startup's founder does not see the session at all.
    const other = await founderB.gql(SESSION, { id: sessionId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('reschedules with the changelog and an updated .ics, then cancels with METHOD:CANCEL and frees the time', async () => {
    const moved = new Date(startsAt.getTime() + 2 * 3600_000);
    const result = await founder.gql<{ rescheduleCoachingSession: SessionData }>(RESCHEDULE, {
      id: sessionId,
      s: moved.toISOString(),
      d: 30,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.rescheduleCoachingSession).toMatchObject({
      startsAt: moved.toISOString(),
      sequence: 1,
      changelog: [{ change: 'rescheduled', oldStartsAt: startsAt.toISOString(), newStartsAt: moved.toISOString() }],
    });
    const update = await smtp.waitFor(
      paris.email,
      10_000,
      (m) => calendarOf(m).includes(`UID:${sessionId}@`) && calendarOf(m).includes('SEQUENCE:1'),
    );
    expect(calendarOf(update)).toContain('METHOD:REQUEST');
    const outside = await founder.gql(RESCHEDULE, {
      id: sessionId,
      s: upcoming(6, '10:00', 'Europe/Paris', 14).toISOString(),
      d: 30,
    });
    expect(outside.errors?.[0]?.message).toBe(COACHING_MESSAGES.outsideAvailability);

    const canceled = await founder.gql<{ cancelCoachingSession: SessionData }>(CANCEL, { id: sessionId });
    expect(canceled.data?.cancelCoachingSession).toMatchObject({ state: 'canceled', sequence: 2 });
    expect(canceled.data?.cancelCoachingSession.changelog.map((c) => c.change)).toEqual(['rescheduled', 'canceled']);
    const cancel = await smtp.waitFor(
      paris.email,
      10_000,
      (m) => calendarOf(m).includes(`UID:${sessionId}@`) && calendarOf(m).includes('METHOD:CANCEL'),
    );
    expect(calendarOf(cancel)).toContain('SEQUENCE:2');
    const again = await founder.gql(CANCEL, { id: sessionId });
    expect(again.errors?.[0]?.message).toBe(COACHING_MESSAGES.notScheduled);
    const rebooked = await book(founder, {
      hostId: paris.id,
      startupId: startupA,
      startsAt: moved.toISOString(),
      duration: 30,
    });
    expect(rebooked.errors).toBeUndefined();
  });

  it('is deleted by COACHING_SESSION:DELETE and unseen from another organisation', async () => {
    const booked = await book(founder, {
      hostId: paris.id,
      startupId: startupA,
      startsAt: upcoming(4, '09:00', 'Europe/Paris', 15).toISOString(),
      duration: 30,
    });
    const id = booked.data?.bookCoachingSession._id as string;
    const foreign = await outsider.gql(SESSION, { id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const foreignDelete = await outsider.gql(DELETE, { id });
    expect(foreignDelete.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const foreignSlots = await outsider.gql(SLOTS, {
      h: paris.id,
      f: new Date().toISOString(),
      t: new Date(Date.now() + 7 * 86400_000).toISOString(),
      d: 30,
    });
    expect(foreignSlots.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const foreignBook = await outsider.gql(BOOK, {
      i: { hostId: paris.id, startupId: startupA, startsAt: new Date().toISOString(), duration: 30 },
    });
    expect(foreignBook.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const byPeer = await newYork.gql(DELETE, { id });
    expect(byPeer.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const deleted = await admin.gql<{ deleteCoachingSession: boolean }>(DELETE, { id });
    expect(deleted.data?.deleteCoachingSession).toBe(true);
    const gone = await founder.gql(SESSION, { id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});

describe('mentor matching settings, allocations, hours report and REST', () => {
  const MATCHING = `mutation ($i: MentorMatchingSettingsInput!) { updateMentorMatchingSettings(input: $i) {
    requireConnection allocationUnit defaultStartupAllocation canEdit } }`;
  const ALLOCATE = 'mutation ($i: HourAllocationInput!) { setHourAllocation(input: $i) }';
  const REPORT = `query ($p: ID) { coachingHoursReport(programId: $p) { startupId startupName mentorId mentorName
    MINUTES_ALLOCATED MINUTES_PENDING MINUTES_USED } }`;

  it('lets organisation admins change the settings, nobody else', async () => {
    const byAdmin = await admin.gql<{ updateMentorMatchingSettings: Record<string, unknown> }>(MATCHING, {
      i: { requireConnection: false, allocationUnit: 'DAY', defaultStartupAllocation: 2 },
    });
    expect(byAdmin.data?.updateMentorMatchingSettings).toEqual({
      requireConnection: false,
      allocationUnit: 'DAY',
      defaultStartupAllocation: 2,
      canEdit: true,
    });
    for (const who of [paris, founder]) {
      const refused = await who.gql(MATCHING, { i: { requireConnection: true } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    }
    const read = await founder.gql<{ mentorMatchingSettings: { canEdit: boolean; requireConnection: boolean } }>(
      '{ mentorMatchingSettings { canEdit requireConnection } }',
    );
    expect(read.data?.mentorMatchingSettings).toEqual({ canEdit: false, requireConnection: false });
  });

  it('reports minutes allocated, pending and used per startup, mentor and pair', async () => {
    const set = await admin.gql(ALLOCATE, { i: { programId, startupId: startupA, unit: 'HOUR', amount: 10 } });
    expect(set.errors).toBeUndefined();
    const report = await admin.gql<{ coachingHoursReport: Array<Record<string, unknown>> }>(REPORT, { p: programId });
    expect(report.errors).toBeUndefined();
    const rows = report.data?.coachingHoursReport ?? [];
    const alpha = rows.find((r) => r.startupId === startupA && r.mentorId === null);
    expect(alpha).toMatchObject({ startupName: 'Alpha Robotics', MINUTES_ALLOCATED: 600, MINUTES_USED: 0 });
    expect(alpha?.MINUTES_PENDING).toBeGreaterThan(0);
    // Beta has no allocation of its own: the default of 2 days.
    expect(rows.find((r) => r.startupId === startupB && r.mentorId === null)).toMatchObject({ MINUTES_ALLOCATED: 960 });
    const pair = rows.find((r) => r.startupId === startupA && r.mentorId === paris.id);
    expect(pair?.MINUTES_PENDING).toBeGreaterThan(0);
    const pairs = rows.filter((r) => r.startupId === startupA && r.mentorId !== null);
    expect(pairs.reduce((sum, r) => sum + Number(r.MINUTES_PENDING), 0)).toBe(alpha?.MINUTES_PENDING);
    expect(rows.find((r) => r.startupId === null && r.mentorId === paris.id)?.MINUTES_PENDING).toBeGreaterThan(0);
    const refused = await founder.gql(REPORT, { p: programId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('allocates nothing outside the plan (HOUR_ALLOCATION) or with the flag hoursAllocation off', async () => {
    const STATE = '{ mentorMatchingSettings { hourAllocation } }';
    expect((await admin.gql<{ mentorMatchingSettings: unknown }>(STATE)).data?.mentorMatchingSettings).toEqual({
      hourAllocation: 'ON',
    });
    const allocatedMinutes = async () =>
      (
        await admin.gql<{ coachingHoursReport: Array<Record<string, unknown>> }>(REPORT, { p: programId })
      ).data?.coachingHoursReport.find((r) => r.startupId === startupA && r.mentorId === null)?.MINUTES_ALLOCATED;
    expect(await allocatedMinutes()).toBe(600);
    const setFlag = (enabled: boolean) =>
      tenant((tx) =>
        tx
          .insert(featureFlags)
          .values({ incubatorId: org.id, name: 'hoursAllocation', enabled })
          .onConflictDoUpdate({ target: [featureFlags.incubatorId, featureFlags.name], set: { enabled } }),
      );
    const setPlan = (features: PlanFeature[]) =>
      tenant((tx) => tx.update(incubatorPlans).set({ features }).where(eq(incubatorPlans.incubatorId, org.id)));

    // The flag off: no minutes allocated, no allocation or default can be set, nothing stored.
    await setFlag(false);
    expect((await admin.gql<{ mentorMatchingSettings: unknown }>(STATE)).data?.mentorMatchingSettings).toEqual({
      hourAllocation: 'TURNED_OFF',
    });
    expect(await allocatedMinutes()).toBeNull();
    const off = await admin.gql(ALLOCATE, { i: { programId, startupId: startupA, unit: 'HOUR', amount: 1 } });
    expect(off.errors?.[0]?.message).toBe(COACHING_MESSAGES.allocationOff);
    const offDefault = await admin.gql(MATCHING, { i: { defaultStartupAllocation: 1 } });
    expect(offDefault.errors?.[0]?.message).toBe(COACHING_MESSAGES.allocationOff);
    // Other settings still change.
    expect((await admin.gql(MATCHING, { i: { requireConnection: false } })).errors).toBeUndefined();

    // Outside the plan: the plan's message, even with the flag on.
    await setFlag(true);
    await setPlan([]);
    const outside = await admin.gql(ALLOCATE, { i: { programId, startupId: startupA, unit: 'HOUR', amount: 1 } });
    expect(outside.errors?.[0]?.message).toBe(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
    expect(await allocatedMinutes()).toBeNull();

    // Back in the plan: the allocation set before is counted again, untouched.
    await setPlan(['HOUR_ALLOCATION']);
    expect(await allocatedMinutes()).toBe(600);
  });

  it('lists the viewer sessions on GET /api/coachingsessions, without private notes for a founder', async () => {
    const anonymous = await server.rest('GET', '/api/coachingsessions', { host: hostOf(org) });
    expect(anonymous.status).toBe(401);
    const mine = await server.rest('GET', '/api/coachingsessions', { host: hostOf(org), token: founder.token });
    expect(mine.status).toBe(200);
    const sessions = mine.body.sessions as Array<Record<string, unknown>>;
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.editor === null && s.staffEditor === null)).toBe(true);
    expect(JSON.stringify(mine.body)).not.toContain('team tension');
    expect(sessions.some((s) => s.staffEditorPublic === 'Shared: deck v2')).toBe(true);
    const host = await server.rest('GET', '/api/coachingsessions', { host: hostOf(org), token: paris.token });
    expect(JSON.stringify(host.body)).toContain('team tension');
    const foreign = await server.rest('GET', '/api/coachingsessions', { host: hostOf(otherOrg), token: founder.token });
    expect(foreign.status).toBe(401);
  });
});

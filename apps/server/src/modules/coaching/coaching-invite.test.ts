import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { linkIn, type ReceivedMail, startSmtpServer } from '../../../test/smtp.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { createStartup } from '../startups/index.ts';
import { loadSigningKey } from '../../platform/auth/token.ts';
import { timelinePosts } from '../timeline/index.ts';
import { coachingInvites, coachingSessions } from './coaching.table.ts';
import { sweepCoachingReminders } from './coaching.jobs.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The invitation's cancel link (issue 16 point 4): the e-mails of a scheduled session carry a signed link that cancels
 * it without signing in, once; a used, expired, forged or other organisation's link does nothing.
 */

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let org: { id: string; slug: string; name: string };
let otherOrg: { id: string; slug: string };
let mentor: { id: string; email: string; token: string };
let founder: { id: string; email: string; token: string };
let startupId: string;

const gql = <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql<T>(query, { host: hostOf(org), token: who.token, variables });

async function signedIn(roleType: 'Mentor' | 'Cofounder') {
  const user = await server.createUser(org, { roleType });
  const { token } = await server.signIn(org, user.email);
  return { id: user.id, email: user.email, token };
}

/** Next week's Wednesday at a Paris time. */
function wednesday(time: string, weeks = 1): Date {
  let day = dayjs()
    .tz('Europe/Paris')
    .add(7 * weeks, 'day');
  while (day.day() !== 3) day = day.add(1, 'day');
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T${time}:00`, 'Europe/Paris').toDate();
}

async function bookAt(startsAt: Date): Promise<string> {
  const booked = await gql<{ bookCoachingSession: { _id: string } }>(
    founder,
    'mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { _id } }',
    { i: { hostId: mentor.id, startupId, startsAt: startsAt.toISOString(), duration: 45, topics: ['Pricing'] } },
  );
  expect(booked.errors).toBeUndefined();
  return booked.data?.bookCoachingSession._id ?? '';
}

async function cancelLinkFor(email: string, sessionId: string): Promise<URL> {
  const mail: ReceivedMail = await smtp.waitFor(
    email,
    10_000,
    (m) => m.decoded.includes(`/coaching/session/${sessionId}`) && m.decoded.includes('/cancel-meeting'),
  );
  return linkIn(mail, '/coaching/invitation/');
}

/** The REST calls the cancel page makes, from the link's id and token. */
function apiOf(link: URL, host = hostOf(org)) {
  const id = link.pathname.split('/')[3] ?? '';
  const token = link.searchParams.get('token') ?? '';
  return {
    id,
    token,
    read: (t = token) => server.rest('GET', `/api/coaching/invitations/${id}?token=${encodeURIComponent(t)}`, { host }),
    cancel: (t = token) => server.rest('POST', `/api/coaching/invitations/${id}/cancel`, { host, body: { token: t } }),
  };
}

async function sessionState(sessionId: string) {
  const [row] = await withTenant(server.database.db, org.id, (tx) =>
    tx
      .select({ state: coachingSessions.state, canceledBy: coachingSessions.canceledBy })
      .from(coachingSessions)
      .where(and(eq(coachingSessions.incubatorId, org.id), eq(coachingSessions.id, sessionId))),
  );
  return row;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
  org = await server.createOrganisationWithRoles({ timezone: 'Europe/Paris' });
  otherOrg = await server.createOrganisationWithRoles();
  mentor = await signedIn('Mentor');
  founder = await signedIn('Cofounder');
  startupId = await withTenant(server.database.db, org.id, async (tx) => {
    const created = await createStartup(tx, org.id, { name: 'Gamma Labs', memberIds: [founder.id] });
    return created.id;
  });
  const settings = await gql(
    mentor,
    'mutation ($i: CoachingSettingsInput!) { updateCoachingSettings(input: $i) { userId } }',
    { i: { timeZone: 'Europe/Paris', minimumNoticeMinutes: 60, horizonDays: 730, hoursMode: 'BUSINESS_HOURS' } },
  );
  expect(settings.errors).toBeUndefined();
  const weekly = await gql(mentor, 'mutation ($i: WeeklyAvailabilityInput!) { addWeeklyAvailability(input: $i) }', {
    i: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], startTime: '09:00', endTime: '17:00' },
  });
  expect(weekly.errors).toBeUndefined();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('the cancel link of a coaching invitation', () => {
  it('shows the session, cancels it once without signing in, tells everyone, and then says expired', async () => {
    const sessionId = await bookAt(wednesday('10:00'));
    const link = await cancelLinkFor(founder.email, sessionId);
    expect(link.pathname).toMatch(/^\/coaching\/invitation\/[0-9a-f-]{36}\/cancel-meeting$/);
    // Both sides receive the same link.
    expect((await cancelLinkFor(mentor.email, sessionId)).href).toBe(link.href);
    const api = apiOf(link);

    const read = await api.read();
    expect(read.status).toBe(200);
    expect(read.body.invitation).toMatchObject({ sessionId, startupName: 'Gamma Labs', organisation: org.name });

    // The startup's timeline shows the invitation.
    const posts = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ eventType: timelinePosts.eventType })
        .from(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, org.id), eq(timelinePosts.startupId, startupId))),
    );
    expect(posts.map((post) => post.eventType)).toContain('CoachingInvitePost');

    const canceled = await api.cancel();
    expect(canceled.status).toBe(200);
    expect(await sessionState(sessionId)).toEqual({ state: 'canceled', canceledBy: null });
    const cancelMail = await smtp.waitFor(
      mentor.email,
      10_000,
      (m) => m.decoded.includes(`/coaching/session/${sessionId}`) && m.raw.includes('method=CANCEL'),
    );
    expect(cancelMail.decoded).not.toContain('/cancel-meeting');

    // Used once: the same link, read or used again, is expired and changes nothing.
    const again = await api.cancel();
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: 'CoachingInvitationExpired' });
    expect((await api.read()).status).toBe(410);
  });

  it('does nothing with a forged token, a malformed id, or on another organisation', async () => {
    const sessionId = await bookAt(wednesday('11:00'));
    const link = await cancelLinkFor(founder.email, sessionId);
    const api = apiOf(link);
    expect((await api.cancel('forged-token')).status).toBe(410);
    expect((await api.read('')).status).toBe(410);
    const malformed = await server.rest('POST', '/api/coaching/invitations/not-an-id/cancel', {
      host: hostOf(org),
      body: { token: api.token },
    });
    expect(malformed.status).toBe(410);
    const elsewhere = apiOf(link, hostOf(otherOrg));
    expect((await elsewhere.cancel()).status).toBe(410);
    expect(
      (await server.rest('POST', `/api/coaching/invitations/${api.id}/cancel`, { host: hostOf(org) })).status,
    ).toBe(400);
    expect(await sessionState(sessionId)).toEqual({ state: 'scheduled', canceledBy: null });
  });

  it('follows a reschedule, and expires when the session starts or is cancelled in the app', async () => {
    const sessionId = await bookAt(wednesday('14:00'));
    const api = apiOf(await cancelLinkFor(founder.email, sessionId));
    const later = wednesday('15:00', 2);
    const moved = await gql(
      mentor,
      'mutation ($id: ID!, $s: DateTime!, $d: Int!) { rescheduleCoachingSession(id: $id, startsAt: $s, duration: $d) { _id } }',
      { id: sessionId, s: later.toISOString(), d: 45 },
    );
    expect(moved.errors).toBeUndefined();
    const [invite] = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ expiresAt: coachingInvites.expiresAt })
        .from(coachingInvites)
        .where(and(eq(coachingInvites.incubatorId, org.id), eq(coachingInvites.sessionId, sessionId))),
    );
    expect(invite?.expiresAt.toISOString()).toBe(later.toISOString());
    expect((await api.read()).status).toBe(200);

    // Past its expiry the link does nothing.
    await withTenant(server.database.db, org.id, (tx) =>
      tx
        .update(coachingInvites)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(and(eq(coachingInvites.incubatorId, org.id), eq(coachingInvites.sessionId, sessionId))),
    );
    expect((await api.cancel()).status).toBe(410);
    expect(await sessionState(sessionId)).toEqual({ state: 'scheduled', canceledBy: null });

    // Cancelled in the app: the invitation ends with the session.
    const other = await bookAt(wednesday('16:00'));
    const otherApi = apiOf(await cancelLinkFor(founder.email, other));
    const cancel = await gql(mentor, 'mutation ($id: ID!) { cancelCoachingSession(id: $id) { _id } }', { id: other });
    expect(cancel.errors).toBeUndefined();
    expect((await otherApi.read()).status).toBe(410);
  });
});

describe('the reminder before a session', () => {
  it('e-mails everyone of a session starting within a day once, with its cancel link that works', async () => {
    const sessionId = await bookAt(wednesday('09:00'));
    // Tomorrow, as far as the sweep knows: the session starts within the next 24 hours.
    const startsAt = await withTenant(server.database.db, org.id, async (tx) => {
      const [row] = await tx
        .select({ startsAt: coachingSessions.startsAt })
        .from(coachingSessions)
        .where(and(eq(coachingSessions.incubatorId, org.id), eq(coachingSessions.id, sessionId)));
      return row?.startsAt ?? new Date();
    });
    const now = new Date(startsAt.getTime() - 20 * 3_600_000);
    const deps = {
      database: server.database,
      mail: server.app.mail,
      signingKey: await loadSigningKey(server.database, server.config.secret),
      config: server.config,
    };
    // (Other files' sessions may be reminded too: the sweep covers every organisation. This one is looked at.)
    const remindedAt = async () => {
      const [row] = await withTenant(server.database.db, org.id, (tx) =>
        tx
          .select({ at: coachingSessions.remindedAt })
          .from(coachingSessions)
          .where(and(eq(coachingSessions.incubatorId, org.id), eq(coachingSessions.id, sessionId))),
      );
      return row?.at ?? null;
    };
    await sweepCoachingReminders(deps, new Date(startsAt.getTime() - 30 * 3_600_000));
    expect(await remindedAt()).toBeNull();
    await sweepCoachingReminders(deps, now);
    expect(await remindedAt()).toEqual(now);
    const reminder = await smtp.waitFor(
      founder.email,
      10_000,
      (m) => m.subject.startsWith('Reminder') && m.decoded.includes(`/coaching/session/${sessionId}`),
    );
    expect(reminder.raw).not.toContain('text/calendar');
    const api = apiOf(linkIn(reminder, '/coaching/invitation/'));
    expect((await api.read()).status).toBe(200);
    // Once: a later sweep leaves it.
    await sweepCoachingReminders(deps, new Date(now.getTime() + 60_000));
    expect(await remindedAt()).toEqual(now);
  });
});

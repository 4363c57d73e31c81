import { CALENDAR_LINK_MESSAGES, VIDEO_LINK_MESSAGES } from '@cohort/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { loadSigningKey } from '../../platform/auth/token.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { openSecret } from '../../platform/auth/sealed-secret.ts';
import { calendarLinks } from './calendar-link.table.ts';
import {
  BOOK,
  CANCEL,
  coachingOrganisation,
  eventually,
  linkThrough,
  RESCHEDULE,
  SLOTS,
  type Signed,
  signedIn,
  wednesday,
  type Where,
} from './coaching.fixtures.ts';
import { fakeMicrosoft, fakeMicrosoftClient } from '../../../test/fake-oauth.ts';

/**
 * Microsoft (Outlook) calendars through the identity platform and Graph (issue 16 point 5), behind the flag
 * microsoftIntegration, against a local server answering the documented endpoints: authorize, token, getSchedule and
 * /me/events (found again by the session's extended property).
 */

interface GraphEvent {
  id: string;
  subject: string;
  start: { dateTime: string; timeZone: string };
  sessionId: string;
}

const busy: { status: string; start: string; end: string }[] = [];
const events = new Map<string, GraphEvent>();
let scheduleFor: string[] = [];
let eventCounter = 0;

// Microsoft rotates refresh tokens: a new one with each refresh (the old one keeps working a while).
const microsoft = fakeMicrosoft(
  ({ method, url, raw }, send) => {
    if (url.pathname === '/v1.0/me/calendar/getSchedule' && method === 'POST') {
      const body = JSON.parse(raw) as { schedules: string[] };
      scheduleFor = body.schedules;
      return send(200, {
        value: [
          {
            scheduleId: body.schedules[0],
            scheduleItems: busy.map((item) => ({
              status: item.status,
              start: { dateTime: `${item.start.slice(0, 19)}.0000000`, timeZone: 'UTC' },
              end: { dateTime: `${item.end.slice(0, 19)}.0000000`, timeZone: 'UTC' },
            })),
          },
        ],
      });
    }
    if (url.pathname === '/v1.0/me/events' && method === 'GET') {
      const sessionId = /ep\/value eq '([^']+)'/.exec(url.searchParams.get('$filter') ?? '')?.[1];
      return send(200, {
        value: [...events.values()].filter((event) => event.sessionId === sessionId).map(({ id }) => ({ id })),
      });
    }
    if (url.pathname === '/v1.0/me/events' && method === 'POST') {
      const body = JSON.parse(raw) as GraphEvent & { singleValueExtendedProperties: { value: string }[] };
      const id = `AAMk${++eventCounter}`;
      events.set(id, {
        id,
        subject: body.subject,
        start: body.start,
        sessionId: body.singleValueExtendedProperties[0]?.value ?? '',
      });
      return send(201, { id });
    }
    const eventPath = /^\/v1\.0\/me\/events\/([A-Za-z0-9]+)$/.exec(url.pathname);
    const existing = eventPath?.[1] ? events.get(eventPath[1]) : undefined;
    if (existing && method === 'PATCH') {
      Object.assign(existing, JSON.parse(raw));
      return send(200, existing);
    }
    if (existing && method === 'DELETE') {
      events.delete(existing.id);
      return send(204);
    }
    return send(404, { error: { code: 'ErrorItemNotFound' } });
  },
  { requireScope: 'Calendars.ReadWrite', idClaims: { preferred_username: 'mentor@outlook.test' } },
);

let server: TestServer;
let setup: Awaited<ReturnType<typeof coachingOrganisation>>;
let org: Where;
let flagOff: Where;
let mentor: Signed;
let founder: Signed;
let startupId: string;

const gql = <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}, where = org) =>
  setup.gql<T>(who, query, variables, where);

const LINK_STATE = '{ calendarLink { provider status lastError username } }';

/** Connect → start → consent → callback, as the browser goes; the callback's redirect. */
async function connect(who: { token: string }): Promise<string> {
  const started = await gql<{ startMicrosoftCalendarLink: string }>(who, 'mutation { startMicrosoftCalendarLink }');
  expect(started.errors).toBeUndefined();
  const path = started.data?.startMicrosoftCalendarLink ?? '';
  const start = await server.app.fastify.inject({ method: 'GET', url: path, headers: { host: hostOf(org) } });
  const location = new URL(String(start.headers.location));
  expect(location.searchParams.get('scope')).toContain('Calendars.ReadWrite');
  expect(location.searchParams.get('scope')).toContain('offline_access');
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  return linkThrough(server, path, org);
}

beforeAll(async () => {
  await microsoft.start();
  server = await startTestServer({
    microsoftCalendar: fakeMicrosoftClient(microsoft),
  });
  setup = await coachingOrganisation(server, { featureFlags: { microsoftIntegration: true } as never });
  ({ org, mentor, founder, startupId } = setup);
  flagOff = await server.createOrganisationWithRoles({ featureFlags: { microsoftIntegration: false } as never });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await microsoft.stop();
});

describe('connecting a Microsoft calendar', () => {
  it('is behind the flag microsoftIntegration; Google is hidden without its client', async () => {
    const outsider = await signedIn(server, flagOff, 'Mentor');
    const state = await gql<{ microsoftCalendarLinking: string; googleCalendarLinking: string }>(
      outsider,
      '{ microsoftCalendarLinking googleCalendarLinking }',
      {},
      flagOff,
    );
    expect(state.data).toEqual({ microsoftCalendarLinking: 'TURNED_OFF', googleCalendarLinking: 'NOT_CONFIGURED' });
    const refused = await gql(outsider, 'mutation { startMicrosoftCalendarLink }', {}, flagOff);
    expect(refused.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
    const google = await gql(outsider, 'mutation { startGoogleCalendarLink }', {}, flagOff);
    expect(google.errors?.[0]?.message).toBe(CALENDAR_LINK_MESSAGES.googleNotConfigured);
    // No Zoom client on this server: its card is hidden and linking refused; Teams has the Microsoft client.
    const video = await gql(mentor, '{ zoom: videoLinking(provider: zoom) teams: videoLinking(provider: teams) }');
    expect(video.data).toEqual({ zoom: 'NOT_CONFIGURED', teams: 'NOT_IN_PLAN' });
    const zoom = await gql(mentor, 'mutation { startVideoLink(provider: zoom) }');
    expect(zoom.errors?.[0]?.message).toBe(VIDEO_LINK_MESSAGES.zoomNotConfigured);
  });

  it('links, blocks busy times, writes a booked session, moves and deletes it, and unlinks on invalid_grant', async () => {
    expect(await connect(mentor)).toBe('/account/settings/integrations?microsoft=linked');
    const state = await gql<{ calendarLink: Record<string, string | null> }>(mentor, LINK_STATE);
    expect(state.data?.calendarLink).toEqual({
      provider: 'microsoft',
      status: 'linked',
      lastError: null,
      username: 'mentor@outlook.test',
    });

    busy.splice(
      0,
      busy.length,
      { status: 'busy', start: wednesday('10:00').toISOString(), end: wednesday('11:00').toISOString() },
      { status: 'free', start: wednesday('12:00').toISOString(), end: wednesday('13:00').toISOString() },
    );
    const slots = await gql<{ freeSlots: { localStart: string }[] }>(founder, SLOTS, {
      h: mentor.id,
      f: wednesday('00:00').toISOString(),
      t: wednesday('23:59').toISOString(),
    });
    expect(slots.errors).toBeUndefined();
    expect(scheduleFor).toEqual(['mentor@outlook.test']);
    const starts = slots.data?.freeSlots.map((slot) => slot.localStart.slice(11, 16)) ?? [];
    expect(starts).toContain('09:00');
    expect(starts).not.toContain('10:00');
    expect(starts).toContain('12:00');

    const booked = await gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('14:00').toISOString(), duration: 60 },
    });
    expect(booked.errors).toBeUndefined();
    const sessionId = booked.data?.bookCoachingSession._id ?? '';
    const written = () => [...events.values()].filter((event) => event.sessionId === sessionId);
    await eventually(() => written().length === 1);
    expect(written()[0]?.start.dateTime).toBe(wednesday('14:00').toISOString().slice(0, 19));
    // Moved: the same event (found by the session's property) takes the new time.
    const moved = await gql(founder, RESCHEDULE, { id: sessionId, s: wednesday('16:00').toISOString(), d: 60 });
    expect(moved.errors).toBeUndefined();
    await eventually(() => written()[0]?.start.dateTime === wednesday('16:00').toISOString().slice(0, 19));
    expect(written()).toHaveLength(1);

    const cancel = await gql(founder, CANCEL, { id: sessionId });
    expect(cancel.errors).toBeUndefined();
    await eventually(() => written().length === 0);

    // The access token expired: the refresh gives a new refresh token, which the link keeps.
    const sealedToken = async () => {
      const [row] = await withTenant(server.database.db, org.id, (tx) =>
        tx.select().from(calendarLinks).where(eq(calendarLinks.userId, mentor.id)),
      );
      return openSecret(await loadSigningKey(server.database, server.config.secret), row?.passwordSealed ?? '');
    };
    const first = await sealedToken();
    microsoft.accessTokens.clear();
    const later = await gql(founder, SLOTS, {
      h: mentor.id,
      f: wednesday('00:00', 4).toISOString(),
      t: wednesday('23:59', 4).toISOString(),
    });
    expect(later.errors).toBeUndefined();
    const rotated = await sealedToken();
    expect(rotated).not.toBe(first);
    expect(microsoft.refreshTokens.has(rotated)).toBe(true);

    // Access revoked in the Microsoft account: the next write unlinks with the reason; booking goes on.
    microsoft.revokeAll();
    const again = await gql(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('15:00').toISOString(), duration: 60 },
    });
    expect(again.errors).toBeUndefined();
    await eventually(async () => {
      const now = await gql<{ calendarLink: { status: string } }>(mentor, LINK_STATE);
      return now.data?.calendarLink.status === 'unlinked';
    });
    const after = await gql<{ calendarLink: { lastError: string | null } }>(mentor, LINK_STATE);
    expect(after.data?.calendarLink.lastError).toBe(CALENDAR_LINK_MESSAGES.microsoftUnlinked);
  });
});

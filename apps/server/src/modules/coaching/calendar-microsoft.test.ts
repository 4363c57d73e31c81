import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALENDAR_LINK_MESSAGES } from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { loadSigningKey } from '../../platform/auth/token.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { calendarLinks } from './calendar-link.table.ts';
import { openSecret } from './calendar-link.service.ts';
import { createStartup } from '../startups/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

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

class FakeMicrosoft {
  server: Server;
  url = '';
  codes = new Map<string, { challenge: string; redirectUri: string }>();
  refreshTokens = new Set<string>();
  accessTokens = new Set<string>();
  busy: { status: string; start: string; end: string }[] = [];
  events = new Map<string, GraphEvent>();
  scheduleFor: string[] = [];
  private counter = 0;

  constructor() {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private send(response: ServerResponse, status: number, body?: unknown) {
    response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.url);
    if (url.pathname === '/common/oauth2/v2.0/authorize') {
      const code = `code-${++this.counter}`;
      this.codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (url.pathname === '/common/oauth2/v2.0/token') {
      const form = new URLSearchParams(raw);
      if (form.get('client_id') !== 'ms-client' || form.get('client_secret') !== 'ms-secret') {
        return this.send(response, 401, { error: 'invalid_client' });
      }
      if (!form.get('scope')?.includes('Calendars.ReadWrite'))
        return this.send(response, 400, { error: 'invalid_scope' });
      if (form.get('grant_type') === 'authorization_code') {
        const asked = this.codes.get(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!asked || asked.challenge !== challenge || asked.redirectUri !== form.get('redirect_uri')) {
          return this.send(response, 400, { error: 'invalid_grant' });
        }
        const refresh = `refresh-${++this.counter}`;
        const access = `access-${++this.counter}`;
        this.refreshTokens.add(refresh);
        this.accessTokens.add(access);
        const claims = Buffer.from(JSON.stringify({ preferred_username: 'mentor@outlook.test' })).toString('base64url');
        return this.send(response, 200, {
          access_token: access,
          expires_in: 3599,
          refresh_token: refresh,
          token_type: 'Bearer',
          id_token: `eyJhbGciOiJub25lIn0.${claims}.`,
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!this.refreshTokens.has(form.get('refresh_token') ?? '')) {
          return this.send(response, 400, { error: 'invalid_grant', error_codes: [70008] });
        }
        // Microsoft rotates refresh tokens: a new one with each refresh (the old one keeps working a while).
        const access = `access-${++this.counter}`;
        const refresh = `refresh-${++this.counter}`;
        this.accessTokens.add(access);
        this.refreshTokens.add(refresh);
        return this.send(response, 200, {
          access_token: access,
          refresh_token: refresh,
          expires_in: 3599,
          token_type: 'Bearer',
        });
      }
      return this.send(response, 400, { error: 'unsupported_grant_type' });
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.accessTokens.has(bearer))
      return this.send(response, 401, { error: { code: 'InvalidAuthenticationToken' } });
    if (url.pathname === '/v1.0/me/calendar/getSchedule' && request.method === 'POST') {
      const body = JSON.parse(raw) as { schedules: string[] };
      this.scheduleFor = body.schedules;
      return this.send(response, 200, {
        value: [
          {
            scheduleId: body.schedules[0],
            scheduleItems: this.busy.map((item) => ({
              status: item.status,
              start: { dateTime: `${item.start.slice(0, 19)}.0000000`, timeZone: 'UTC' },
              end: { dateTime: `${item.end.slice(0, 19)}.0000000`, timeZone: 'UTC' },
            })),
          },
        ],
      });
    }
    if (url.pathname === '/v1.0/me/events' && request.method === 'GET') {
      const sessionId = /ep\/value eq '([^']+)'/.exec(url.searchParams.get('$filter') ?? '')?.[1];
      return this.send(response, 200, {
        value: [...this.events.values()].filter((event) => event.sessionId === sessionId).map(({ id }) => ({ id })),
      });
    }
    if (url.pathname === '/v1.0/me/events' && request.method === 'POST') {
      const body = JSON.parse(raw) as GraphEvent & { singleValueExtendedProperties: { value: string }[] };
      const id = `AAMk${++this.counter}`;
      this.events.set(id, {
        id,
        subject: body.subject,
        start: body.start,
        sessionId: body.singleValueExtendedProperties[0]?.value ?? '',
      });
      return this.send(response, 201, { id });
    }
    const eventPath = /^\/v1\.0\/me\/events\/([A-Za-z0-9]+)$/.exec(url.pathname);
    const existing = eventPath?.[1] ? this.events.get(eventPath[1]) : undefined;
    if (existing && request.method === 'PATCH') {
      Object.assign(existing, JSON.parse(raw));
      return this.send(response, 200, existing);
    }
    if (existing && request.method === 'DELETE') {
      this.events.delete(existing.id);
      return this.send(response, 204);
    }
    return this.send(response, 404, { error: { code: 'ErrorItemNotFound' } });
  }
}

let server: TestServer;
let microsoft: FakeMicrosoft;
let org: { id: string; slug: string };
let flagOff: { id: string; slug: string };
let mentor: { id: string; token: string };
let founder: { id: string; token: string };
let startupId: string;

const gql = <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}, where = org) =>
  server.graphql<T>(query, { host: hostOf(where), token: who.token, variables });

const LINK_STATE = '{ calendarLink { provider status lastError username } }';
const SLOTS = `query ($h: ID!, $f: DateTime!, $t: DateTime!) {
  freeSlots(hostId: $h, from: $f, to: $t, duration: 60, timeZone: "Europe/Paris") { localStart } }`;
const BOOK = 'mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { _id } }';

function wednesday(time: string, weeks = 2): Date {
  let day = dayjs()
    .tz('Europe/Paris')
    .add(7 * weeks, 'day');
  while (day.day() !== 3) day = day.add(1, 'day');
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T${time}:00`, 'Europe/Paris').toDate();
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The calendar did not change in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Connect → start → consent → callback, as the browser goes; the callback's redirect. */
async function connect(who: { token: string }): Promise<string> {
  const started = await gql<{ startMicrosoftCalendarLink: string }>(who, 'mutation { startMicrosoftCalendarLink }');
  expect(started.errors).toBeUndefined();
  const start = await server.app.fastify.inject({
    method: 'GET',
    url: started.data?.startMicrosoftCalendarLink ?? '',
    headers: { host: hostOf(org) },
  });
  const cookie = String(start.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const location = new URL(String(start.headers.location));
  expect(location.searchParams.get('scope')).toContain('Calendars.ReadWrite');
  expect(location.searchParams.get('scope')).toContain('offline_access');
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  const consented = await fetch(location, { redirect: 'manual' });
  const back = new URL(consented.headers.get('location') ?? '');
  const callback = await server.app.fastify.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { host: hostOf(org), cookie },
  });
  return String(callback.headers.location);
}

beforeAll(async () => {
  microsoft = new FakeMicrosoft();
  await microsoft.start();
  server = await startTestServer({
    microsoftCalendar: {
      clientId: 'ms-client',
      clientSecret: 'ms-secret',
      authorizationUrl: `${microsoft.url}/common/oauth2/v2.0/authorize`,
      tokenUrl: `${microsoft.url}/common/oauth2/v2.0/token`,
      apiUrl: `${microsoft.url}/v1.0`,
    },
  });
  org = await server.createOrganisationWithRoles({
    timezone: 'Europe/Paris',
    featureFlags: { microsoftIntegration: true } as never,
  });
  flagOff = await server.createOrganisationWithRoles({ featureFlags: { microsoftIntegration: false } as never });
  const signed = async (where: typeof org, roleType: 'Mentor' | 'Cofounder') => {
    const user = await server.createUser(where, { roleType });
    return { id: user.id, token: (await server.signIn(where, user.email)).token };
  };
  mentor = await signed(org, 'Mentor');
  founder = await signed(org, 'Cofounder');
  startupId = await withTenant(
    server.database.db,
    org.id,
    async (tx) => (await createStartup(tx, org.id, { name: 'Delta Mobility', memberIds: [founder.id] })).id,
  );
  expect(
    (
      await gql(mentor, 'mutation ($i: CoachingSettingsInput!) { updateCoachingSettings(input: $i) { userId } }', {
        i: { timeZone: 'Europe/Paris', minimumNoticeMinutes: 60, horizonDays: 730, hoursMode: 'BUSINESS_HOURS' },
      })
    ).errors,
  ).toBeUndefined();
  expect(
    (
      await gql(mentor, 'mutation ($i: WeeklyAvailabilityInput!) { addWeeklyAvailability(input: $i) }', {
        i: { weekdays: ['WE'], startTime: '09:00', endTime: '17:00' },
      })
    ).errors,
  ).toBeUndefined();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await microsoft?.stop();
});

describe('connecting a Microsoft calendar', () => {
  it('is behind the flag microsoftIntegration; Google is hidden without its client', async () => {
    const user = await server.createUser(flagOff, { roleType: 'Mentor' });
    const outsider = { token: (await server.signIn(flagOff, user.email)).token };
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

    microsoft.busy = [
      { status: 'busy', start: wednesday('10:00').toISOString(), end: wednesday('11:00').toISOString() },
      { status: 'free', start: wednesday('12:00').toISOString(), end: wednesday('13:00').toISOString() },
    ];
    const slots = await gql<{ freeSlots: { localStart: string }[] }>(founder, SLOTS, {
      h: mentor.id,
      f: wednesday('00:00').toISOString(),
      t: wednesday('23:59').toISOString(),
    });
    expect(slots.errors).toBeUndefined();
    expect(microsoft.scheduleFor).toEqual(['mentor@outlook.test']);
    const starts = slots.data?.freeSlots.map((slot) => slot.localStart.slice(11, 16)) ?? [];
    expect(starts).toContain('09:00');
    expect(starts).not.toContain('10:00');
    expect(starts).toContain('12:00');

    const booked = await gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('14:00').toISOString(), duration: 60 },
    });
    expect(booked.errors).toBeUndefined();
    const sessionId = booked.data?.bookCoachingSession._id ?? '';
    const written = () => [...microsoft.events.values()].filter((event) => event.sessionId === sessionId);
    await eventually(() => written().length === 1);
    expect(written()[0]?.start.dateTime).toBe(wednesday('14:00').toISOString().slice(0, 19));
    // Moved: the same event (found by the session's property) takes the new time.
    const moved = await gql(
      founder,
      'mutation ($id: ID!, $s: DateTime!, $d: Int!) { rescheduleCoachingSession(id: $id, startsAt: $s, duration: $d) { _id } }',
      { id: sessionId, s: wednesday('16:00').toISOString(), d: 60 },
    );
    expect(moved.errors).toBeUndefined();
    await eventually(() => written()[0]?.start.dateTime === wednesday('16:00').toISOString().slice(0, 19));
    expect(written()).toHaveLength(1);

    const cancel = await gql(founder, 'mutation ($id: ID!) { cancelCoachingSession(id: $id) { _id } }', {
      id: sessionId,
    });
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
    microsoft.refreshTokens.clear();
    microsoft.accessTokens.clear();
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

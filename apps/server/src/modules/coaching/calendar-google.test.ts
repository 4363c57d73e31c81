import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALENDAR_LINK_MESSAGES, PLAN_FEATURE_UNAVAILABLE_MESSAGE } from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { createStartup } from '../startups/index.ts';
import { calendarLinks } from './calendar-link.table.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Google calendars through OAuth (issue 16 point 5), against a local server that answers Google's documented
 * endpoints: the consent screen (it consents at once), the token endpoint (authorization code with PKCE, refresh
 * token), freeBusy and the primary calendar's events.
 */

interface FakeEvent {
  id: string;
  summary: string;
  start: { dateTime: string };
  end: { dateTime: string };
}

class FakeGoogle {
  server: Server;
  url = '';
  /** Codes given by the consent screen, with what they were asked with. */
  codes = new Map<string, { challenge: string; redirectUri: string }>();
  refreshTokens = new Set<string>();
  accessTokens = new Set<string>();
  busy: { start: string; end: string }[] = [];
  events = new Map<string, FakeEvent>();
  requests: string[] = [];
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

  revokeAll() {
    this.refreshTokens.clear();
    this.accessTokens.clear();
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
    this.requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/o/oauth2/v2/auth') {
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
    if (url.pathname === '/token') {
      const form = new URLSearchParams(raw);
      if (form.get('client_id') !== 'cohort-client' || form.get('client_secret') !== 'cohort-secret') {
        return this.send(response, 401, { error: 'invalid_client' });
      }
      if (form.get('grant_type') === 'authorization_code') {
        const asked = this.codes.get(form.get('code') ?? '');
        this.codes.delete(form.get('code') ?? '');
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
        const claims = Buffer.from(JSON.stringify({ email: 'mentor@gmail.test', sub: '42' })).toString('base64url');
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
          return this.send(response, 400, { error: 'invalid_grant', error_description: 'Token has been revoked.' });
        }
        const access = `access-${++this.counter}`;
        this.accessTokens.add(access);
        return this.send(response, 200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
      }
      return this.send(response, 400, { error: 'unsupported_grant_type' });
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.accessTokens.has(bearer)) return this.send(response, 401, { error: { code: 401 } });
    if (url.pathname === '/calendar/v3/freeBusy' && request.method === 'POST') {
      const body = JSON.parse(raw) as { timeMin: string; timeMax: string; items: { id: string }[] };
      return this.send(response, 200, {
        kind: 'calendar#freeBusy',
        timeMin: body.timeMin,
        timeMax: body.timeMax,
        calendars: { primary: { busy: this.busy } },
      });
    }
    if (url.pathname === '/calendar/v3/calendars/primary/events' && request.method === 'POST') {
      const event = JSON.parse(raw) as FakeEvent;
      if (this.events.has(event.id)) return this.send(response, 409, { error: { code: 409 } });
      this.events.set(event.id, event);
      return this.send(response, 200, event);
    }
    const eventPath = url.pathname.match(/^\/calendar\/v3\/calendars\/primary\/events\/([a-v0-9]+)$/);
    if (eventPath?.[1] && request.method === 'PUT') {
      this.events.set(eventPath[1], JSON.parse(raw) as FakeEvent);
      return this.send(response, 200, {});
    }
    if (eventPath?.[1] && request.method === 'DELETE') {
      const existed = this.events.delete(eventPath[1]);
      return this.send(response, existed ? 204 : 410);
    }
    return this.send(response, 404, { error: { code: 404 } });
  }
}

let server: TestServer;
let google: FakeGoogle;
let org: { id: string; slug: string };
let otherOrg: { id: string; slug: string };
let outsidePlan: { id: string; slug: string };
let mentor: { id: string; token: string };
let founder: { id: string; token: string };
let otherMentor: { id: string; token: string };
let startupId: string;

const gql = <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}, where = org) =>
  server.graphql<T>(query, { host: hostOf(where), token: who.token, variables });

const LINK_STATE = '{ calendarLink { provider status lastError calendarName username } }';
const SLOTS = `query ($h: ID!, $f: DateTime!, $t: DateTime!) {
  freeSlots(hostId: $h, from: $f, to: $t, duration: 60, timeZone: "Europe/Paris") { localStart } }`;

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

/** The ticket's start address, as the mutation gives it. */
async function startPath(who: { token: string }, where = org): Promise<string> {
  const started = await gql<{ startGoogleCalendarLink: string }>(
    who,
    'mutation { startGoogleCalendarLink }',
    {},
    where,
  );
  expect(started.errors).toBeUndefined();
  return started.data?.startGoogleCalendarLink ?? '';
}

/** Opens the start address: the redirect to Google and the flow's cookie. */
async function start(path: string, where = org) {
  const response = await server.app.fastify.inject({ method: 'GET', url: path, headers: { host: hostOf(where) } });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { status: response.statusCode, location: String(response.headers.location ?? ''), cookie };
}

/** Google's consent screen, consenting: the address of Cohort's callback with the code and the state. */
async function consent(location: string): Promise<URL> {
  const response = await fetch(location, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

async function callback(back: URL, cookie: string, where = org) {
  const response = await server.app.fastify.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { host: hostOf(where), cookie },
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

beforeAll(async () => {
  google = new FakeGoogle();
  await google.start();
  server = await startTestServer({
    googleCalendar: {
      clientId: 'cohort-client',
      clientSecret: 'cohort-secret',
      authorizationUrl: `${google.url}/o/oauth2/v2/auth`,
      tokenUrl: `${google.url}/token`,
      apiUrl: `${google.url}/calendar/v3`,
    },
  });
  org = await server.createOrganisationWithRoles({
    timezone: 'Europe/Paris',
    plan: { features: ['GOOGLE_UNLINK_CALENDAR'] as never },
  });
  otherOrg = await server.createOrganisationWithRoles({ plan: { features: ['GOOGLE_UNLINK_CALENDAR'] as never } });
  outsidePlan = await server.createOrganisationWithRoles({ plan: { features: [] as never } });
  const signed = async (where: typeof org, roleType: 'Mentor' | 'Cofounder') => {
    const user = await server.createUser(where, { roleType });
    return { id: user.id, token: (await server.signIn(where, user.email)).token };
  };
  mentor = await signed(org, 'Mentor');
  founder = await signed(org, 'Cofounder');
  otherMentor = await signed(otherOrg, 'Mentor');
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
  await google?.stop();
});

describe('connecting a Google calendar', () => {
  it('is offered with the plan feature only, and refused outside it', async () => {
    const offered = await gql<{ googleCalendarLinking: string }>(mentor, '{ googleCalendarLinking }');
    expect(offered.data?.googleCalendarLinking).toBe('AVAILABLE');
    const user = await server.createUser(outsidePlan, { roleType: 'Mentor' });
    const outsider = { token: (await server.signIn(outsidePlan, user.email)).token };
    const state = await gql<{ googleCalendarLinking: string }>(outsider, '{ googleCalendarLinking }', {}, outsidePlan);
    expect(state.data?.googleCalendarLinking).toBe('NOT_IN_PLAN');
    const refused = await gql(outsider, 'mutation { startGoogleCalendarLink }', {}, outsidePlan);
    expect(refused.errors?.[0]?.message).toBe(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
    const anonymous = await server.graphql('mutation { startGoogleCalendarLink }', { host: hostOf(org) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('sends the person to Google with the documented parameters', async () => {
    const started = await start(await startPath(mentor));
    expect(started.status).toBe(302);
    expect(started.cookie).toMatch(/^cohort_google_calendar=/);
    const url = new URL(started.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cohort-client',
      redirect_uri: `http://${hostOf(org)}/api/calendar/google/callback`,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/calendar.events',
        'https://www.googleapis.com/auth/calendar.freebusy',
      ]),
    );
    expect(url.searchParams.get('state')).toBeTruthy();
    // A ticket that is not one goes back to the page.
    const forged = await start('/api/calendar/google/start?ticket=forged');
    expect(forged.location).toBe('/account/settings/integrations?google=expired');
  });

  it('refuses a state that is not one, another organisation’s, and another browser’s', async () => {
    const started = await start(await startPath(mentor));
    const back = await consent(started.location);
    const bad = new URL(back);
    bad.searchParams.set('state', 'not-a-state');
    expect((await callback(bad, started.cookie)).location).toBe('/account/settings/integrations?google=expired');
    // A state made for the other organisation, brought to this one's address.
    const theirs = await start(await startPath(otherMentor, otherOrg), otherOrg);
    const theirBack = await consent(theirs.location);
    expect((await callback(theirBack, theirs.cookie, org)).location).toBe(
      '/account/settings/integrations?google=expired',
    );
    // The right state without the browser's cookie.
    expect((await callback(back, '')).location).toBe('/account/settings/integrations?google=expired');
    expect((await gql<{ calendarLink: null }>(mentor, LINK_STATE)).data?.calendarLink).toBeNull();
    expect((await gql<{ calendarLink: null }>(otherMentor, LINK_STATE, {}, otherOrg)).data?.calendarLink).toBeNull();
  });

  it('tells the page when the person declined at Google', async () => {
    const started = await start(await startPath(mentor));
    const back = await consent(started.location);
    back.searchParams.delete('code');
    back.searchParams.set('error', 'access_denied');
    expect((await callback(back, started.cookie)).location).toBe('/account/settings/integrations?google=denied');
  });

  it('links, blocks busy times, writes a booked session and deletes it when cancelled', async () => {
    const started = await start(await startPath(mentor));
    const linked = await callback(await consent(started.location), started.cookie);
    expect(linked.location).toBe('/account/settings/integrations?google=linked');
    const state = await gql<{ calendarLink: Record<string, string | null> }>(mentor, LINK_STATE);
    expect(state.data?.calendarLink).toEqual({
      provider: 'google',
      status: 'linked',
      lastError: null,
      calendarName: 'mentor@gmail.test',
      username: 'mentor@gmail.test',
    });
    const [row] = await withTenant(server.database.db, org.id, (tx) =>
      tx.select().from(calendarLinks).where(eq(calendarLinks.userId, mentor.id)),
    );
    expect(row?.passwordSealed).not.toContain('refresh-');

    google.busy = [{ start: wednesday('10:00').toISOString(), end: wednesday('11:00').toISOString() }];
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

    const booked = await gql<{ bookCoachingSession: { _id: string } }>(
      founder,
      'mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { _id } }',
      { i: { hostId: mentor.id, startupId, startsAt: wednesday('14:00').toISOString(), duration: 60 } },
    );
    expect(booked.errors).toBeUndefined();
    const sessionId = booked.data?.bookCoachingSession._id ?? '';
    const eventId = `cohort${sessionId.replaceAll('-', '')}`;
    await eventually(() => google.events.has(eventId));
    expect(google.events.get(eventId)?.start.dateTime).toBe(wednesday('14:00').toISOString());
    // A booking in the busy hour is refused: the calendar blocks booking too.
    const clash = await gql(
      founder,
      'mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { _id } }',
      { i: { hostId: mentor.id, startupId, startsAt: wednesday('10:00').toISOString(), duration: 60 } },
    );
    expect(clash.errors).toBeDefined();

    const cancel = await gql(founder, 'mutation ($id: ID!) { cancelCoachingSession(id: $id) { _id } }', {
      id: sessionId,
    });
    expect(cancel.errors).toBeUndefined();
    await eventually(() => !google.events.has(eventId));
  });

  it('is unlinked with the reason when Google refuses Cohort (invalid_grant), and booking goes on', async () => {
    google.revokeAll();
    const booked = await gql<{ bookCoachingSession: { _id: string } }>(
      founder,
      'mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { _id } }',
      { i: { hostId: mentor.id, startupId, startsAt: wednesday('15:00').toISOString(), duration: 60 } },
    );
    expect(booked.errors).toBeUndefined();
    await eventually(async () => {
      const state = await gql<{ calendarLink: { status: string } }>(mentor, LINK_STATE);
      return state.data?.calendarLink.status === 'unlinked';
    });
    const state = await gql<{ calendarLink: { lastError: string | null } }>(mentor, LINK_STATE);
    expect(state.data?.calendarLink.lastError).toBe(CALENDAR_LINK_MESSAGES.googleUnlinked);
    expect((await gql<{ unlinkCalendar: boolean }>(mentor, 'mutation { unlinkCalendar }')).data?.unlinkCalendar).toBe(
      true,
    );
    expect((await gql<{ calendarLink: null }>(mentor, LINK_STATE)).data?.calendarLink).toBeNull();
  });

  it('is unlinked when Google refuses the busy-time read, and the slots are offered without it', async () => {
    const started = await start(await startPath(mentor));
    expect((await callback(await consent(started.location), started.cookie)).location).toBe(
      '/account/settings/integrations?google=linked',
    );
    google.revokeAll();
    const slots = await gql<{ freeSlots: { localStart: string }[] }>(founder, SLOTS, {
      h: mentor.id,
      f: wednesday('00:00', 3).toISOString(),
      t: wednesday('23:59', 3).toISOString(),
    });
    expect(slots.errors).toBeUndefined();
    expect(slots.data?.freeSlots.map((slot) => slot.localStart.slice(11, 16))).toContain('10:00');
    const state = await gql<{ calendarLink: { status: string; lastError: string | null } }>(mentor, LINK_STATE);
    expect(state.data?.calendarLink).toMatchObject({
      status: 'unlinked',
      lastError: CALENDAR_LINK_MESSAGES.googleUnlinked,
    });
  });
});

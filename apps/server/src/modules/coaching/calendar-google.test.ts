import { CALENDAR_LINK_MESSAGES, PLAN_FEATURE_UNAVAILABLE_MESSAGE } from '@cohort/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGoogle, fakeGoogleClient } from '../../../test/fake-google.ts';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { calendarLinks } from './calendar-link.table.ts';
import {
  BOOK,
  CANCEL,
  RESCHEDULE,
  callback as flowCallback,
  coachingOrganisation,
  consent,
  eventually,
  SLOTS,
  type Signed,
  signedIn,
  startFlow,
  wednesday,
  type Where,
} from './coaching.fixtures.ts';

/**
 * Google calendars through OAuth (issue 16 point 5), against a local server that answers Google's documented
 * endpoints: the consent screen (it consents at once), the token endpoint (authorization code with PKCE, refresh
 * token), freeBusy and the primary calendar's events.
 */

const { provider: google, busy, events } = fakeGoogle();

let server: TestServer;
let setup: Awaited<ReturnType<typeof coachingOrganisation>>;
let org: Where;
let otherOrg: Where;
let outsidePlan: Where;
let mentor: Signed;
let founder: Signed;
let otherMentor: Signed;
let startupId: string;

const gql = <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}, where = org) =>
  setup.gql<T>(who, query, variables, where);

const LINK_STATE = '{ calendarLink { provider status lastError calendarName username } }';

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

const googleClient = () => fakeGoogleClient(google);

const start = (path: string, where = org) => startFlow(server, path, where);
const callback = (back: URL, cookie: string, where = org) => flowCallback(server, back, cookie, where);

beforeAll(async () => {
  await google.start();
  server = await startTestServer({
    googleCalendar: googleClient(),
  });
  setup = await coachingOrganisation(server, { plan: { features: ['GOOGLE_UNLINK_CALENDAR'] as never } });
  ({ org, mentor, founder, startupId } = setup);
  otherOrg = await server.createOrganisationWithRoles({ plan: { features: ['GOOGLE_UNLINK_CALENDAR'] as never } });
  outsidePlan = await server.createOrganisationWithRoles({ plan: { features: [] as never } });
  otherMentor = await signedIn(server, otherOrg, 'Mentor');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await google?.stop();
});

describe('connecting a Google calendar', () => {
  it('is offered with the plan feature only, and refused outside it', async () => {
    const offered = await gql<{ googleCalendarLinking: string }>(mentor, '{ googleCalendarLinking }');
    expect(offered.data?.googleCalendarLinking).toBe('AVAILABLE');
    const outsider = await signedIn(server, outsidePlan, 'Mentor');
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

    busy.splice(0, busy.length, { start: wednesday('10:00').toISOString(), end: wednesday('11:00').toISOString() });
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

    const booked = await gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('14:00').toISOString(), duration: 60 },
    });
    expect(booked.errors).toBeUndefined();
    const sessionId = booked.data?.bookCoachingSession._id ?? '';
    const eventId = `cohort${sessionId.replaceAll('-', '')}`;
    await eventually(() => events.has(eventId));
    expect(events.get(eventId)?.start.dateTime).toBe(wednesday('14:00').toISOString());
    // A booking in the busy hour is refused: the calendar blocks booking too.
    const clash = await gql(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('10:00').toISOString(), duration: 60 },
    });
    expect(clash.errors).toBeDefined();

    // Moved over its own old time: Google gives the session back as a busy range of exactly its times, which does not
    // block it; a range an event of the mentor's makes longer still does.
    const own = { start: wednesday('14:00').toISOString(), end: wednesday('15:00').toISOString() };
    busy.push(own);
    const over = await gql(founder, RESCHEDULE, { id: sessionId, s: wednesday('14:30').toISOString(), d: 60 });
    expect(over.errors).toBeUndefined();
    busy.splice(busy.indexOf(own), 1, {
      start: wednesday('13:00').toISOString(),
      end: wednesday('15:30').toISOString(),
    });
    const merged = await gql(founder, RESCHEDULE, { id: sessionId, s: wednesday('13:30').toISOString(), d: 60 });
    expect(merged.errors?.[0]?.message).toContain('not available');

    const cancel = await gql(founder, CANCEL, { id: sessionId });
    expect(cancel.errors).toBeUndefined();
    await eventually(() => !events.has(eventId));
  });

  it('is unlinked with the reason when Google refuses Cohort (invalid_grant), and booking goes on', async () => {
    google.revokeAll();
    const booked = await gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday('15:00').toISOString(), duration: 60 },
    });
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

describe('one callback address for every organisation (OAUTH_CALLBACK_URL)', () => {
  const FIXED = 'oauth.localhost:4000';
  let fixed: TestServer;
  let fixedSetup: Awaited<ReturnType<typeof coachingOrganisation>>;

  beforeAll(async () => {
    fixed = await startTestServer({
      googleCalendar: googleClient(),
      oauthCallbackOrigin: `http://${FIXED}`,
    });
    fixedSetup = await coachingOrganisation(fixed, { plan: { features: ['GOOGLE_UNLINK_CALENDAR'] as never } });
  }, 60_000);

  afterAll(async () => {
    await fixed?.close();
  });

  const onFixedHost = async (back: URL) => {
    const response = await fixed.app.fastify.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { host: FIXED },
    });
    return { status: response.statusCode, location: String(response.headers.location ?? '') };
  };

  it('sends Google the one address, which hands the answer on to the organisation’s own, where it is checked', async () => {
    const { org: where, mentor: person } = fixedSetup;
    const started = await fixedSetup.gql<{ startGoogleCalendarLink: string }>(
      person,
      'mutation { startGoogleCalendarLink }',
    );
    const flow = await startFlow(fixed, started.data?.startGoogleCalendarLink ?? '', where);
    expect(new URL(flow.location).searchParams.get('redirect_uri')).toBe(
      `http://${FIXED}/api/calendar/google/callback`,
    );
    const back = await consent(flow.location);
    expect(back.host).toBe(FIXED);

    // At the one address: on to the organisation's, code and state as they came (no cookie is needed there).
    const handed = await onFixedHost(back);
    expect(handed.status).toBe(302);
    const onward = new URL(handed.location);
    expect(onward.host).toBe(hostOf(where));
    expect(onward.pathname).toBe('/api/calendar/google/callback');
    expect(onward.searchParams.get('code')).toBe(back.searchParams.get('code'));
    expect(onward.searchParams.get('state')).toBe(back.searchParams.get('state'));
    // The organisation's address still wants the browser that started, then links.
    expect((await flowCallback(fixed, onward, 'other=1', where)).location).toContain('google=expired');
    const again = await startFlow(fixed, started.data?.startGoogleCalendarLink ?? '', where);
    const answer = new URL((await onFixedHost(await consent(again.location))).location);
    expect((await flowCallback(fixed, answer, again.cookie, where)).location).toBe(
      '/account/settings/integrations?google=linked',
    );
  });

  it('sends nowhere a state it did not sign: the one address is no organisation', async () => {
    const forged = new URL(`http://${FIXED}/api/calendar/google/callback?code=x&state=not-a-state`);
    const answer = await onFixedHost(forged);
    expect(answer.status).toBe(404);
    expect(answer.location).toBe('');
  });
});

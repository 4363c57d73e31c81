import { PLAN_FEATURE_UNAVAILABLE_MESSAGE, VIDEO_LINK_MESSAGES } from '@cohort/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeZoom } from '../../../test/fake-zoom.ts';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { emailMessages } from '../mail/index.ts';
import {
  CANCEL,
  callback,
  coachingOrganisation,
  consent,
  eventually,
  linkThrough,
  RESCHEDULE,
  type Signed,
  signedIn,
  startFlow,
  wednesday,
  type Where,
} from './coaching.fixtures.ts';
import { videoLinks } from './video-link.table.ts';
import { fakeMicrosoft, fakeMicrosoftClient } from '../../../test/fake-oauth.ts';

/**
 * Video conferencing for coaching sessions (issue 16: Jitsi by default, Zoom and Teams behind their flags and the plan
 * feature VIDEO_CONFERENCING), against local fakes of Zoom (OAuth with HTTP Basic client authentication and rotating
 * refresh tokens, `/users/me`, `/users/me/meetings`, `/meetings/{id}`) and of Microsoft's identity platform with
 * Graph's `/me/onlineMeetings`.
 */

interface TeamsMeeting {
  id: string;
  subject: string;
  startDateTime: string;
  endDateTime: string;
  joinWebUrl: string;
}

const { provider: zoom, meetings: zoomMeetings, state: zoomState } = fakeZoom();
const teamsMeetings = new Map<string, TeamsMeeting>();
let meetingCounter = 1000;

const microsoft = fakeMicrosoft(
  ({ method, url, raw }, send) => {
    if (url.pathname === '/v1.0/me/onlineMeetings' && method === 'POST') {
      const body = JSON.parse(raw) as Omit<TeamsMeeting, 'id' | 'joinWebUrl'>;
      const id = `MSo${++meetingCounter}`;
      const meeting = { ...body, id, joinWebUrl: `https://teams.test/l/meetup-join/${id}` };
      teamsMeetings.set(id, meeting);
      return send(201, meeting);
    }
    const path = /^\/v1\.0\/me\/onlineMeetings\/([A-Za-z0-9]+)$/.exec(url.pathname);
    const meeting = path?.[1] ? teamsMeetings.get(path[1]) : undefined;
    if (!meeting) return send(404, { error: { code: 'NotFound' } });
    if (method === 'PATCH') {
      Object.assign(meeting, JSON.parse(raw));
      return send(200, meeting);
    }
    if (method === 'DELETE') {
      teamsMeetings.delete(meeting.id);
      return send(204);
    }
    return send(405);
  },
  { idClaims: { preferred_username: 'mentor@teams.test' } },
);

let server: TestServer;
let setup: Awaited<ReturnType<typeof coachingOrganisation>>;
let org: Where;
let mentor: Signed;
let founder: Signed;

const VIDEO_STATE =
  '{ videoLinks { provider accountLabel status lastError isDefault } currentUser { conferenceDataIntegration integratedVideoProviders } }';
const SESSION = 'query ($id: ID!) { coachingSession(id: $id) { conferenceUrl conferenceProvider location } }';

type VideoState = {
  videoLinks: {
    provider: string;
    accountLabel: string | null;
    status: string;
    lastError: string | null;
    isDefault: boolean;
  }[];
  currentUser: { conferenceDataIntegration: string; integratedVideoProviders: string[] };
};

async function startPath(who: { token: string }, provider: 'zoom' | 'teams', where = org) {
  const started = await setup.gql<{ startVideoLink: string }>(
    who,
    'mutation ($p: VideoLinkProvider!) { startVideoLink(provider: $p) }',
    { p: provider },
    where,
  );
  expect(started.errors).toBeUndefined();
  return started.data?.startVideoLink ?? '';
}

async function sessionOf(id: string) {
  const read = await setup.gql<{ coachingSession: { conferenceUrl: string; conferenceProvider: string | null } }>(
    founder,
    SESSION,
    { id },
  );
  expect(read.errors).toBeUndefined();
  return read.data?.coachingSession;
}

const videoState = async () => (await setup.gql<VideoState>(mentor, VIDEO_STATE)).data;

beforeAll(async () => {
  await zoom.start();
  await microsoft.start();
  server = await startTestServer({
    zoom: {
      clientId: 'zoom-client',
      clientSecret: 'zoom-secret',
      authorizationUrl: `${zoom.url}/oauth/authorize`,
      tokenUrl: `${zoom.url}/oauth/token`,
      apiUrl: `${zoom.url}/v2`,
      clientAuth: 'basic',
    },
    microsoftCalendar: fakeMicrosoftClient(microsoft),
  });
  setup = await coachingOrganisation(server, {
    featureFlags: { zoomIntegration: true, teamsIntegration: true } as never,
    plan: { features: ['VIDEO_CONFERENCING'] as never },
  });
  ({ org, mentor, founder } = setup);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await zoom.stop();
  await microsoft.stop();
});

describe('video conferencing providers', () => {
  it('are behind the plan feature VIDEO_CONFERENCING and the flags zoomIntegration, teamsIntegration', async () => {
    const LINKING = '{ zoom: videoLinking(provider: zoom) teams: videoLinking(provider: teams) }';
    expect((await setup.gql(mentor, LINKING)).data).toEqual({ zoom: 'AVAILABLE', teams: 'AVAILABLE' });

    const outsidePlan = await server.createOrganisationWithRoles({
      featureFlags: { zoomIntegration: true, teamsIntegration: true } as never,
      plan: { features: [] as never },
    });
    const planless = await signedIn(server, outsidePlan, 'Mentor');
    expect((await setup.gql(planless, LINKING, {}, outsidePlan)).data).toEqual({
      zoom: 'NOT_IN_PLAN',
      teams: 'NOT_IN_PLAN',
    });
    const refused = await setup.gql(planless, 'mutation { startVideoLink(provider: zoom) }', {}, outsidePlan);
    expect(refused.errors?.[0]?.message).toBe(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
    const choose = await setup.gql(
      planless,
      'mutation { setConferenceDataIntegration(provider: ZOOM) }',
      {},
      outsidePlan,
    );
    expect(choose.errors?.[0]?.message).toBe(PLAN_FEATURE_UNAVAILABLE_MESSAGE);

    const flagsOff = await server.createOrganisationWithRoles({
      featureFlags: { zoomIntegration: false, teamsIntegration: false } as never,
      plan: { features: ['VIDEO_CONFERENCING'] as never },
    });
    const unflagged = await signedIn(server, flagsOff, 'Mentor');
    expect((await setup.gql(unflagged, LINKING, {}, flagsOff)).data).toEqual({
      zoom: 'TURNED_OFF',
      teams: 'TURNED_OFF',
    });
    const off = await setup.gql(unflagged, 'mutation { startVideoLink(provider: teams) }', {}, flagsOff);
    expect(off.errors?.[0]?.message).toBe(VIDEO_LINK_MESSAGES.turnedOff);

    const anonymous = await server.graphql('mutation { startVideoLink(provider: zoom) }', { host: hostOf(org) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    // Nobody linked anything: Jitsi is everyone's provider.
    expect((await videoState())?.currentUser).toEqual({
      conferenceDataIntegration: 'JITSI',
      integratedVideoProviders: [],
    });
  });

  it('refuses a forged ticket, another organisation’s state and another browser’s', async () => {
    const forged = await startFlow(server, '/api/video/zoom/start?ticket=forged', org);
    expect(forged.location).toBe('/account/settings/integrations?zoom=expired');
    // A calendar ticket does not open the video flow.
    const other = await server.createOrganisationWithRoles({
      featureFlags: { zoomIntegration: true } as never,
      plan: { features: ['VIDEO_CONFERENCING'] as never },
    });
    const otherMentor = await signedIn(server, other, 'Mentor');
    const theirs = await startFlow(server, await startPath(otherMentor, 'zoom', other), other);
    expect(theirs.status).toBe(302);
    expect(theirs.cookie).toMatch(/^cohort_zoom_video=/);
    const theirBack = await consent(theirs.location);
    expect((await callback(server, theirBack, theirs.cookie, org)).location).toBe(
      '/account/settings/integrations?zoom=expired',
    );
    const mine = await startFlow(server, await startPath(mentor, 'zoom'), org);
    const back = await consent(mine.location);
    expect((await callback(server, back, '', org)).location).toBe('/account/settings/integrations?zoom=expired');
    expect((await videoState())?.videoLinks).toEqual([]);
  });

  it('links Zoom; a booked session gets a Zoom meeting, moved with it and deleted when cancelled', async () => {
    const started = await startFlow(server, await startPath(mentor, 'zoom'), org);
    const authorize = new URL(started.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${zoom.url}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'zoom-client',
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect((await callback(server, await consent(started.location), started.cookie, org)).location).toBe(
      '/account/settings/integrations?zoom=linked',
    );
    const state = await videoState();
    expect(state?.videoLinks).toEqual([
      { provider: 'zoom', accountLabel: 'mentor@zoom.test', status: 'linked', lastError: null, isDefault: true },
    ]);
    expect(state?.currentUser).toEqual({ conferenceDataIntegration: 'ZOOM', integratedVideoProviders: ['ZOOM'] });
    const [row] = await withTenant(server.database.db, org.id, (tx) =>
      tx.select().from(videoLinks).where(eq(videoLinks.userId, mentor.id)),
    );
    expect(row?.refreshTokenSealed).not.toContain('refresh-');

    const booked = await setup.book('10:00');
    expect(booked.errors).toBeUndefined();
    const sessionId = booked.data?.bookCoachingSession._id ?? '';
    const session = await sessionOf(sessionId);
    expect(session?.conferenceProvider).toBe('ZOOM');
    const meetingId = /\/j\/(\d+)$/.exec(session?.conferenceUrl ?? '')?.[1] ?? '';
    // The invitation already carries the meeting's address (it was made before the e-mails).
    const mails = await withTenant(server.database.db, org.id, (tx) =>
      tx.select().from(emailMessages).where(eq(emailMessages.toAddress, founder.email)),
    );
    expect(mails.some((mail) => mail.text.includes(session?.conferenceUrl ?? 'none'))).toBe(true);
    expect(zoomMeetings.get(meetingId)).toMatchObject({
      start_time: `${wednesday('10:00').toISOString().slice(0, 19)}Z`,
      duration: 60,
    });

    const moved = await setup.gql(founder, RESCHEDULE, { id: sessionId, s: wednesday('13:00').toISOString(), d: 60 });
    expect(moved.errors).toBeUndefined();
    await eventually(
      () => zoomMeetings.get(meetingId)?.start_time === `${wednesday('13:00').toISOString().slice(0, 19)}Z`,
    );
    expect((await sessionOf(sessionId))?.conferenceUrl).toBe(session?.conferenceUrl);

    expect((await setup.gql(founder, CANCEL, { id: sessionId })).errors).toBeUndefined();
    await eventually(() => !zoomMeetings.has(meetingId));
  });

  it('falls back to the Jitsi link when Zoom is down, and the booking goes on', async () => {
    zoomState.down = true;
    try {
      const booked = await setup.book('11:00');
      expect(booked.errors).toBeUndefined();
      const session = await sessionOf(booked.data?.bookCoachingSession._id ?? '');
      expect(session?.conferenceProvider).toBe('JITSI');
      expect(session?.conferenceUrl).toMatch(/^https:\/\/meet\.jit\.si\/cohort-/);
    } finally {
      zoomState.down = false;
    }
    // A failure is not a refusal: the link stays.
    expect((await videoState())?.videoLinks[0]?.status).toBe('linked');
  });

  it('links Teams with the OnlineMeetings scope; chosen as default, sessions get Teams meetings', async () => {
    expect(await linkThrough(server, await startPath(mentor, 'teams'), org)).toBe(
      '/account/settings/integrations?teams=linked',
    );
    expect(microsoft.lastScope.split(' ')).toEqual(
      expect.arrayContaining(['OnlineMeetings.ReadWrite', 'offline_access']),
    );
    let state = await videoState();
    // Zoom stays the default: linking a second provider does not take it.
    expect(state?.videoLinks.map((link) => [link.provider, link.accountLabel, link.isDefault])).toEqual([
      ['teams', 'mentor@teams.test', false],
      ['zoom', 'mentor@zoom.test', true],
    ]);
    const choose = await setup.gql<{ setConferenceDataIntegration: string }>(
      mentor,
      'mutation { setConferenceDataIntegration(provider: TEAMS) }',
    );
    expect(choose.data?.setConferenceDataIntegration).toBe('TEAMS');
    state = await videoState();
    expect(state?.currentUser.conferenceDataIntegration).toBe('TEAMS');
    expect([...(state?.currentUser.integratedVideoProviders ?? [])].sort()).toEqual(['TEAMS', 'ZOOM']);

    const booked = await setup.book('14:00');
    expect(booked.errors).toBeUndefined();
    const sessionId = booked.data?.bookCoachingSession._id ?? '';
    const session = await sessionOf(sessionId);
    expect(session?.conferenceProvider).toBe('TEAMS');
    const meeting = [...teamsMeetings.values()].find((item) => item.joinWebUrl === session?.conferenceUrl);
    expect(meeting?.startDateTime).toBe(wednesday('14:00').toISOString());
    expect(meeting?.endDateTime).toBe(wednesday('15:00').toISOString());

    const moved = await setup.gql(founder, RESCHEDULE, { id: sessionId, s: wednesday('15:00').toISOString(), d: 60 });
    expect(moved.errors).toBeUndefined();
    await eventually(() => teamsMeetings.get(meeting?.id ?? '')?.startDateTime === wednesday('15:00').toISOString());
    expect((await setup.gql(founder, CANCEL, { id: sessionId })).errors).toBeUndefined();
    await eventually(() => !teamsMeetings.has(meeting?.id ?? ''));
  });

  it('is unlinked with the reason when the provider refuses Cohort; sessions get Jitsi links meanwhile', async () => {
    expect(
      (await setup.gql(mentor, 'mutation { setConferenceDataIntegration(provider: ZOOM) }')).errors,
    ).toBeUndefined();
    zoom.revokeAll();
    const booked = await setup.book('16:00');
    expect(booked.errors).toBeUndefined();
    const session = await sessionOf(booked.data?.bookCoachingSession._id ?? '');
    expect(session?.conferenceProvider).toBe('JITSI');
    const state = await videoState();
    expect(state?.videoLinks.find((link) => link.provider === 'zoom')).toMatchObject({
      status: 'unlinked',
      lastError: VIDEO_LINK_MESSAGES.zoomUnlinked,
    });
    expect(state?.currentUser).toEqual({ conferenceDataIntegration: 'JITSI', integratedVideoProviders: ['TEAMS'] });
    // An unlinked provider cannot be chosen until connected again.
    const choose = await setup.gql(mentor, 'mutation { setConferenceDataIntegration(provider: ZOOM) }');
    expect(choose.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'provider', message: VIDEO_LINK_MESSAGES.notLinked },
    ]);
    const unlinked = await setup.gql<{ unlinkVideoProvider: boolean }>(
      mentor,
      'mutation { unlinkVideoProvider(provider: zoom) }',
    );
    expect(unlinked.data?.unlinkVideoProvider).toBe(true);
    expect((await videoState())?.videoLinks.map((link) => link.provider)).toEqual(['teams']);
  });
});

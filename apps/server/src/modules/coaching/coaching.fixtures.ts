import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { expect } from 'vitest';
import { hostOf, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { createStartup } from '../startups/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Test helpers of the coaching area: an organisation in Paris with a mentor who offers Wednesdays 09:00–17:00, a
 * founder of a startup who books them, the GraphQL documents the tests share, the OAuth journey of the integrations
 * page (start → consent → callback), and a local fake OAuth provider to build the providers' fakes on.
 */

export interface Signed {
  id: string;
  email: string;
  token: string;
}
export type Where = { id: string; slug: string };

export const SLOTS = `query ($h: ID!, $f: DateTime!, $t: DateTime!) {
  freeSlots(hostId: $h, from: $f, to: $t, duration: 60, timeZone: "Europe/Paris") { localStart } }`;
export const BOOK = 'mutation ($i: BookCoachingSessionInput!) { bookCoachingSession(input: $i) { _id } }';
export const CANCEL = 'mutation ($id: ID!) { cancelCoachingSession(id: $id) { _id } }';
export const RESCHEDULE =
  'mutation ($id: ID!, $s: DateTime!, $d: Int!) { rescheduleCoachingSession(id: $id, startsAt: $s, duration: $d) { _id } }';

/** A Wednesday some weeks ahead at a Paris time. */
export function wednesday(time: string, weeks = 2): Date {
  let day = dayjs()
    .tz('Europe/Paris')
    .add(7 * weeks, 'day');
  while (day.day() !== 3) day = day.add(1, 'day');
  return dayjs.tz(`${day.format('YYYY-MM-DD')}T${time}:00`, 'Europe/Paris').toDate();
}

/** Polls until the check holds; a check that throws meanwhile (a server busy with the server's own write) is a no. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error('The change did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function signedIn(
  server: TestServer,
  where: Where,
  roleType: 'Mentor' | 'Cofounder' | 'Coach',
): Promise<Signed> {
  const user = await server.createUser(where, { roleType });
  return { id: user.id, email: user.email, token: (await server.signIn(where, user.email)).token };
}

export function gqlOf(server: TestServer, defaultWhere: Where) {
  return <T>(who: { token: string }, query: string, variables: Record<string, unknown> = {}, where = defaultWhere) =>
    server.graphql<T>(query, { host: hostOf(where), token: who.token, variables });
}

/**
 * An organisation (Europe/Paris, with the flags and plan given) whose mentor offers Wednesdays 09:00–17:00 (730 days
 * ahead, an hour's notice) and whose founder's startup "Delta Mobility" books them.
 */
export async function coachingOrganisation(
  server: TestServer,
  input: Parameters<TestServer['createOrganisationWithRoles']>[0] = {},
) {
  const org: Where = await server.createOrganisationWithRoles({ timezone: 'Europe/Paris', ...input });
  const gql = gqlOf(server, org);
  const mentor = await signedIn(server, org, 'Mentor');
  const founder = await signedIn(server, org, 'Cofounder');
  const startupId = await withTenant(
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
  /** The founder books the mentor for an hour at a Paris time on the Wednesday `weeks` ahead. */
  const book = (time: string, weeks = 2) =>
    gql<{ bookCoachingSession: { _id: string } }>(founder, BOOK, {
      i: { hostId: mentor.id, startupId, startsAt: wednesday(time, weeks).toISOString(), duration: 60 },
    });
  return { org, gql, mentor, founder, startupId, book };
}

// ——— The OAuth journey of the integrations page ———

/** Opens a start address (the ticket's): the redirect to the provider and the flow's cookie. */
export async function startFlow(server: TestServer, path: string, where: Where) {
  const response = await server.app.fastify.inject({ method: 'GET', url: path, headers: { host: hostOf(where) } });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { status: response.statusCode, location: String(response.headers.location ?? ''), cookie };
}

/** The provider's consent screen, consenting: the address of Cohort's callback with the code and the state. */
export async function consent(location: string): Promise<URL> {
  const response = await fetch(location, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

export async function callback(server: TestServer, back: URL, cookie: string, where: Where) {
  const response = await server.app.fastify.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { host: hostOf(where), cookie },
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

/** The whole journey from a start address: the callback's redirect back to the integrations page. */
export async function linkThrough(server: TestServer, path: string, where: Where): Promise<string> {
  const started = await startFlow(server, path, where);
  return (await callback(server, await consent(started.location), started.cookie, where)).location;
}

export { type FakeOAuthOptions, FakeOAuthProvider, type FakeRequest } from '../../../test/fake-oauth.ts';

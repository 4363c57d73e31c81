import { CALENDAR_MESSAGES } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Entry {
  id: string;
  kind: string;
  sourceId: string;
  title: string | null;
  start: string;
  end: string | null;
  url: string;
  editable: boolean;
  done: boolean;
}
const ENTRIES =
  'query ($from: DateTime!, $to: DateTime!) { calendarEntries(from: $from, to: $to) { id kind sourceId title start end allDay url editable done } }';

async function organisation() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: 'Admin' | 'Coach' | 'Mentor') => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, token, gql };
  };
  return { org, sign };
}

const day = (iso: string) => new Date(iso).toISOString();

describe('calendar', () => {
  it('shows the viewer’s tasks due in the range, in time order, done or not, and only theirs', async () => {
    const { org, sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    const create = async (name: string, due: string, assignee: string, url?: string) => {
      const result = await admin.gql<{ createTask: { _id: string } }>(
        'mutation ($name: String, $due: DateTime!, $a: [AssigneeInput!]!, $url: String) { createTask(name: $name, dueDate: $due, assignees: $a, url: $url) { _id } }',
        { name, due: day(due), a: [{ type: 'User', value: assignee }], url },
      );
      expect(result.errors).toBeUndefined();
      return result.data?.createTask._id as string;
    };
    const late = await create('Send the deck', '2030-03-20T16:00:00Z', mentor.user.id, '/startups');
    const early = await create('Call the founders', '2030-03-02T09:30:00Z', mentor.user.id);
    await create('Outside the range', '2030-04-20T09:00:00Z', mentor.user.id);
    await create('Someone else’s', '2030-03-10T09:00:00Z', admin.user.id);
    const done = await mentor.gql('mutation ($id: ID!) { updateTaskDone(taskId: $id, done: true) { _id } }', {
      id: early,
    });
    expect(done.errors).toBeUndefined();
    // Another organisation's task on the same days never shows.
    const other = await server.createOrganisationWithRoles();
    const otherAdmin = await server.createUser(other, { roleType: 'Admin' });
    const { token: otherToken } = await server.signIn(other, otherAdmin.email);
    await server.graphql(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Elsewhere", dueDate: $due, assignees: $a) { _id } }',
      {
        host: hostOf(other),
        token: otherToken,
        variables: { due: day('2030-03-05T09:00:00Z'), a: [{ type: 'User', value: otherAdmin.id }] },
      },
    );

    const march = await mentor.gql<{ calendarEntries: Entry[] }>(ENTRIES, {
      from: day('2030-03-01T00:00:00Z'),
      to: day('2030-04-01T00:00:00Z'),
    });
    expect(march.errors).toBeUndefined();
    expect(march.data?.calendarEntries).toEqual([
      expect.objectContaining({
        id: `TASK:${early}`,
        kind: 'TASK',
        sourceId: early,
        title: 'Call the founders',
        start: '2030-03-02T09:30:00.000Z',
        end: null,
        url: '/tasks',
        editable: false,
        done: true,
      }),
      expect.objectContaining({ sourceId: late, title: 'Send the deck', url: '/startups', done: false }),
    ]);
    // The admin who created them may move them; their own task is theirs.
    const adminMarch = await admin.gql<{ calendarEntries: Entry[] }>(ENTRIES, {
      from: day('2030-03-01T00:00:00Z'),
      to: day('2030-04-01T00:00:00Z'),
    });
    expect(adminMarch.data?.calendarEntries.map((e) => [e.title, e.editable])).toEqual([['Someone else’s', true]]);
    expect(org.id).toBeTruthy();
  });

  it('shows the coaching sessions the viewer hosts or planned, with their startup and place, movable while to come', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    const otherMentor = await sign('Mentor');
    const startup = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name: 'Nova Robotics' } },
    );
    expect(startup.errors).toBeUndefined();
    const planned = await admin.gql<{ planCoachingSession: { _id: string } }>(
      'mutation ($i: PlanCoachingSessionInput!) { planCoachingSession(input: $i) { _id } }',
      {
        i: {
          hostId: mentor.user.id,
          startupId: startup.data?.createStartup._id,
          startsAt: day('2030-03-12T14:00:00Z'),
          duration: 45,
          title: 'Go-to-market review',
          location: 'Room 4',
        },
      },
    );
    expect(planned.errors).toBeUndefined();
    const sessionId = planned.data?.planCoachingSession._id;
    const range = { from: day('2030-03-01T00:00:00Z'), to: day('2030-04-01T00:00:00Z') };
    const mine = await mentor.gql<{ calendarEntries: (Entry & { subtitle: string; location: string })[] }>(
      'query ($from: DateTime!, $to: DateTime!) { calendarEntries(from: $from, to: $to) { id kind sourceId title start end url subtitle location editable done } }',
      range,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.calendarEntries).toEqual([
      {
        id: `SESSION:${sessionId}`,
        kind: 'SESSION',
        sourceId: sessionId,
        title: 'Go-to-market review',
        start: '2030-03-12T14:00:00.000Z',
        end: '2030-03-12T14:45:00.000Z',
        url: null,
        subtitle: 'Nova Robotics',
        location: 'Room 4',
        editable: true,
        done: false,
      },
    ]);
    // The admin planned it: on their calendar too; another mentor's calendar stays empty.
    const theirs = await admin.gql<{ calendarEntries: Entry[] }>(ENTRIES, range);
    expect(theirs.data?.calendarEntries.map((e) => e.sourceId)).toEqual([sessionId]);
    const other = await otherMentor.gql<{ calendarEntries: Entry[] }>(ENTRIES, range);
    expect(other.data?.calendarEntries).toEqual([]);
    // Cancelled: gone from every calendar.
    const cancelled = await admin.gql('mutation ($id: ID!) { cancelCoachingSession(id: $id) { _id } }', {
      id: sessionId,
    });
    expect(cancelled.errors).toBeUndefined();
    expect((await mentor.gql<{ calendarEntries: Entry[] }>(ENTRIES, range)).data?.calendarEntries).toEqual([]);
  });

  it('refuses a range that runs backwards or is longer than 62 days, and strangers', async () => {
    const { sign, org } = await organisation();
    const mentor = await sign('Mentor');
    const backwards = await mentor.gql(ENTRIES, { from: day('2030-03-10T00:00:00Z'), to: day('2030-03-01T00:00:00Z') });
    expect(backwards.errors?.[0]?.message).toBe(CALENDAR_MESSAGES.rangeOrder);
    const tooLong = await mentor.gql(ENTRIES, { from: day('2030-01-01T00:00:00Z'), to: day('2030-03-05T00:00:00Z') });
    expect(tooLong.errors?.[0]?.message).toBe(CALENDAR_MESSAGES.rangeTooLong);
    const notADate = await mentor.gql(ENTRIES, { from: 'soon', to: day('2030-03-05T00:00:00Z') });
    expect(notADate.errors?.length).toBeGreaterThan(0);
    const anonymous = await server.graphql(ENTRIES, {
      host: hostOf(org),
      variables: { from: day('2030-03-01T00:00:00Z'), to: day('2030-03-05T00:00:00Z') },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('shades the viewer’s own hours open to booking, in their time zone, without time off, and nobody else’s', async () => {
    const { sign } = await organisation();
    const mentor = await sign('Mentor');
    const coach = await sign('Coach');
    const settings = await mentor.gql(
      'mutation { updateCoachingSettings(input: { timeZone: "Europe/Paris", hoursMode: ALL_HOURS }) { timeZone } }',
    );
    expect(settings.errors).toBeUndefined();
    // Mondays 09:00–12:00 in Paris: winter time (UTC+1) until Sunday 2030-03-31, summer time (UTC+2) from then on.
    const weekly = await mentor.gql(
      'mutation { addWeeklyAvailability(input: { weekdays: [MO], startTime: "09:00", endTime: "12:00" }) }',
    );
    expect(weekly.errors).toBeUndefined();
    const off = await mentor.gql(
      'mutation ($s: DateTime!, $e: DateTime!) { addAvailabilityException(input: { kind: off, startsAt: $s, endsAt: $e }) }',
      { s: day('2030-03-18T09:00:00Z'), e: day('2030-03-18T10:00:00Z') },
    );
    expect(off.errors).toBeUndefined();
    const range = { from: day('2030-03-16T00:00:00Z'), to: day('2030-04-02T00:00:00Z') };
    const mine = await mentor.gql<{ calendarEntries: Entry[] }>(ENTRIES, range);
    expect(mine.errors).toBeUndefined();
    const open = (mine.data?.calendarEntries ?? []).filter((entry) => entry.kind === 'AVAILABILITY');
    expect(open.map((entry) => [entry.start, entry.end])).toEqual([
      // 08:00–11:00 UTC less the hour off (09:00–10:00 UTC).
      [day('2030-03-18T08:00:00Z'), day('2030-03-18T09:00:00Z')],
      [day('2030-03-18T10:00:00Z'), day('2030-03-18T11:00:00Z')],
      [day('2030-03-25T08:00:00Z'), day('2030-03-25T11:00:00Z')],
      [day('2030-04-01T07:00:00Z'), day('2030-04-01T10:00:00Z')],
    ]);
    expect(open.every((entry) => entry.url === '/availability' && !entry.editable && entry.title === null)).toBe(true);
    // Someone who set no hours has none; the mentor's are not theirs.
    const theirs = await coach.gql<{ calendarEntries: Entry[] }>(ENTRIES, range);
    expect(theirs.data?.calendarEntries.filter((entry) => entry.kind === 'AVAILABILITY')).toEqual([]);
    // Coaching switched off: nothing is open to booking.
    await mentor.gql('mutation { updateCoachingSettings(input: { enabled: false }) { enabled } }');
    const paused = await mentor.gql<{ calendarEntries: Entry[] }>(ENTRIES, range);
    expect(paused.data?.calendarEntries.filter((entry) => entry.kind === 'AVAILABILITY')).toEqual([]);
  });

  it('reads a month in a fixed number of statements, session check included, however many tasks it holds', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    const count = async () => {
      const before = server.statementCount();
      const result = await mentor.gql(ENTRIES, { from: day('2030-05-01T00:00:00Z'), to: day('2030-06-01T00:00:00Z') });
      expect(result.errors).toBeUndefined();
      return server.statementCount() - before;
    };
    const empty = await count();
    for (const date of ['2030-05-03', '2030-05-09', '2030-05-17', '2030-05-28']) {
      await admin.gql(
        'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Due", dueDate: $due, assignees: $a) { _id } }',
        { due: day(`${date}T10:00:00Z`), a: [{ type: 'User', value: mentor.user.id }] },
      );
    }
    const full = await count();
    expect(full).toBe(empty);
    // The session check, the tasks, the sessions (and their people when there are some), the weekly hours and the
    // one-off changes.
    expect(full).toBeLessThanOrEqual(6);
    // With weekly hours, a time off and extra hours: the person and their settings besides, however many there are.
    await mentor.gql(
      'mutation { addWeeklyAvailability(input: { weekdays: [MO, WE], startTime: "09:00", endTime: "12:00" }) }',
    );
    for (const [kind, date] of [
      ['off', '2030-05-06'],
      ['extra', '2030-05-11'],
      ['extra', '2030-05-18'],
    ]) {
      await mentor.gql(
        `mutation ($s: DateTime!, $e: DateTime!) { addAvailabilityException(input: { kind: ${kind}, startsAt: $s, endsAt: $e }) }`,
        { s: day(`${date}T09:00:00Z`), e: day(`${date}T10:00:00Z`) },
      );
    }
    const withHours = await count();
    expect(withHours).toBeLessThanOrEqual(full + 3);
  });
});

describe('the private calendar feed', () => {
  const FEED = '{ calendarFeed { createdAt readAt url } }';
  const RESET = 'mutation { resetCalendarFeed { createdAt url } }';

  it('gives its address once, serves the person’s tasks as iCalendar without signing in, and is replaced or revoked at once', async () => {
    const { org, sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    expect((await mentor.gql(FEED)).data).toEqual({ calendarFeed: null });
    const soon = new Date(Date.now() + 3 * 86_400_000);
    await admin.gql(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Prepare the demo day", dueDate: $due, assignees: $a, url: "/startups") { _id } }',
      { due: soon.toISOString(), a: [{ type: 'User', value: mentor.user.id }] },
    );
    await admin.gql(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Not the mentor’s", dueDate: $due, assignees: $a) { _id } }',
      { due: soon.toISOString(), a: [{ type: 'User', value: admin.user.id }] },
    );

    const made = await mentor.gql<{ resetCalendarFeed: { url: string } }>(RESET);
    expect(made.errors).toBeUndefined();
    const url = new URL(made.data?.resetCalendarFeed.url ?? '');
    expect(url.pathname).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // The address is not given again.
    expect((await mentor.gql<{ calendarFeed: { url: string | null } }>(FEED)).data?.calendarFeed.url).toBeNull();

    const read = await server.rest('GET', url.pathname, { host: hostOf(org) });
    expect(read.status).toBe(200);
    expect(String(read.headers['content-type'])).toContain('text/calendar');
    const ics = String(read.body.text);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Prepare the demo day');
    expect(ics).not.toContain('Not the mentor');
    expect(ics).toContain('/startups');
    expect(
      (await mentor.gql<{ calendarFeed: { readAt: string | null } }>(FEED)).data?.calendarFeed.readAt,
    ).not.toBeNull();

    // Another organisation's address with the same token: not found.
    const other = await server.createOrganisationWithRoles();
    expect((await server.rest('GET', url.pathname, { host: hostOf(other) })).status).toBe(404);
    // A made-up token, and a path that is not one.
    expect((await server.rest('GET', `/api/calendar/feed/${'A'.repeat(43)}.ics`, { host: hostOf(org) })).status).toBe(
      404,
    );
    expect((await server.rest('GET', '/api/calendar/feed/not-a-token.ics', { host: hostOf(org) })).status).toBe(404);

    // Replaced: the old address stops working, the new one works.
    const again = await mentor.gql<{ resetCalendarFeed: { url: string } }>(RESET);
    const next = new URL(again.data?.resetCalendarFeed.url ?? '');
    expect(next.pathname).not.toBe(url.pathname);
    expect((await server.rest('GET', url.pathname, { host: hostOf(org) })).status).toBe(404);
    expect((await server.rest('GET', next.pathname, { host: hostOf(org) })).status).toBe(200);

    // Revoked: nothing answers.
    const revoked = await mentor.gql<{ revokeCalendarFeed: boolean }>('mutation { revokeCalendarFeed }');
    expect(revoked.data?.revokeCalendarFeed).toBe(true);
    expect((await server.rest('GET', next.pathname, { host: hostOf(org) })).status).toBe(404);
    expect((await mentor.gql(FEED)).data).toEqual({ calendarFeed: null });
  });

  it('goes quiet when its person is deactivated, and is refused to strangers', async () => {
    const { org, sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    const made = await mentor.gql<{ resetCalendarFeed: { url: string } }>(RESET);
    const path = new URL(made.data?.resetCalendarFeed.url ?? '').pathname;
    expect((await server.rest('GET', path, { host: hostOf(org) })).status).toBe(200);
    const changed = await admin.gql('mutation ($id: ID!) { changeUserStatus(userId: $id, status: unactive) { _id } }', {
      id: mentor.user.id,
    });
    expect(changed.errors).toBeUndefined();
    expect((await server.rest('GET', path, { host: hostOf(org) })).status).toBe(404);
    const anonymous = await server.graphql(RESET, { host: hostOf(org) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });
});

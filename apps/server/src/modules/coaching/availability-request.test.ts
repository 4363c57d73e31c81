import { AVAILABILITY_REQUEST, COACHING_MESSAGES } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

/**
 * Asking hosts for their coaching hours (task type availCoaching, issue 16): staff with AVAILABILITY:EDIT ask, the
 * host gets a task to /availability that completes by itself once they set hours.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const REQUEST = 'mutation ($ids: [ID!]!, $due: DateTime) { requestCoachingAvailability(userIds: $ids, dueDate: $due) }';
const MY_TASKS = '{ tasks(cursor: { limit: 50 }) { results { _id name taskType url done completionStatus dueDate } } }';

interface Task {
  _id: string;
  name: string;
  taskType: string;
  url: string;
  done: boolean;
  completionStatus: string;
  dueDate: string;
}

async function organisation() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: 'Admin' | 'Mentor' | 'Cofounder' | 'Expert') => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  return { org, sign };
}

const requests = async (who: { gql: <T>(q: string) => Promise<{ data?: T | null }> }) =>
  ((await who.gql<{ tasks: { results: Task[] } }>(MY_TASKS)).data?.tasks.results ?? []).filter(
    (task) => task.taskType === 'availCoaching',
  );

describe('asking for coaching hours', () => {
  it('gives each host one task to their availability, done by itself when they set hours', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    const expert = await sign('Expert');
    const asked = await admin.gql<{ requestCoachingAvailability: number }>(REQUEST, {
      ids: [mentor.user.id, expert.user.id, mentor.user.id],
    });
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.requestCoachingAvailability).toBe(2);
    const [task] = await requests(mentor);
    expect(task).toMatchObject({
      name: AVAILABILITY_REQUEST.taskName,
      url: '/availability',
      done: false,
      completionStatus: 'PENDING',
    });
    const due = new Date(task?.dueDate ?? '').getTime();
    expect(Math.abs(due - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
    // Not asked twice while the first request is open.
    const again = await admin.gql<{ requestCoachingAvailability: number }>(REQUEST, { ids: [mentor.user.id] });
    expect(again.data?.requestCoachingAvailability).toBe(0);
    // It is not ticked by hand…
    const ticked = await mentor.gql('mutation ($id: ID!) { updateTaskDone(taskId: $id, done: true) { _id } }', {
      id: task?._id,
    });
    expect(ticked.errors?.[0]?.message).toBe('This task completes automatically');
    // …but by setting hours: weekly hours for the mentor, extra hours for the expert.
    const weekly = await mentor.gql(
      'mutation { addWeeklyAvailability(input: { weekdays: [TU], startTime: "09:00", endTime: "12:00" }) }',
    );
    expect(weekly.errors).toBeUndefined();
    expect(await requests(mentor)).toMatchObject([{ done: true, completionStatus: 'COMPLETED' }]);
    const extra = await expert.gql(
      'mutation ($s: DateTime!, $e: DateTime!) { addAvailabilityException(input: { kind: extra, startsAt: $s, endsAt: $e }) }',
      { s: '2030-03-05T09:00:00Z', e: '2030-03-05T11:00:00Z' },
    );
    expect(extra.errors).toBeUndefined();
    expect(await requests(expert)).toMatchObject([{ done: true }]);
    // Done, they may be asked again.
    const later = await admin.gql<{ requestCoachingAvailability: number }>(REQUEST, {
      ids: [mentor.user.id],
      due: '2030-01-15T09:00:00Z',
    });
    expect(later.data?.requestCoachingAvailability).toBe(1);
  });

  it('refuses who may not edit the hours, people who host nothing, bad lists and other organisations', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const mentor = await sign('Mentor');
    const founder = await sign('Cofounder');
    const other = await organisation();
    const stranger = await other.sign('Mentor');
    const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
      result.errors?.[0]?.extensions?.code;
    expect(code(await founder.gql(REQUEST, { ids: [mentor.user.id] }))).toBe('ForbiddenError');
    const notHost = await admin.gql(REQUEST, { ids: [founder.user.id] });
    expect(notHost.errors?.[0]?.message).toContain(COACHING_MESSAGES.notHost);
    expect(code(await admin.gql(REQUEST, { ids: [] }))).toBe('ValidationError');
    expect(code(await admin.gql(REQUEST, { ids: [stranger.user.id] }))).toBe('NotFoundError');
    expect(code(await admin.gql(REQUEST, { ids: ['not-an-id'] }))).toBe('NotFoundError');
    expect(code(await admin.gql(REQUEST, { ids: [mentor.user.id], due: '2020-01-01T00:00:00Z' }))).toBe(
      'ValidationError',
    );
    // Nothing was asked on the way.
    expect(await requests(mentor)).toEqual([]);
  });
});

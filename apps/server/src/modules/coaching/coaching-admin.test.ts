import type { RoleType } from '@cohort/shared';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { createStartup, programs, startupAssignations, startupPrograms } from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { coachingSessions } from './coaching.table.ts';

/** Issue 16, the staff side: the coaching exports (hours report, sessions) and follow-ups turned into tasks. */
type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;

interface Person {
  id: string;
  gql: Gql;
  token: string;
}

let server: TestServer;
let org: { id: string; slug: string };
let otherOrg: { id: string; slug: string };
let admin: Person;
let mentor: Person;
let otherMentor: Person;
let founder: Person;
let outsider: Person;
let startupId: string;
let programId: string;
let sessionId: string;

async function person(organisation: { id: string; slug: string }, roleType: RoleType, startup?: () => string) {
  const user = await server.createUser(organisation, { roleType });
  if (startup) {
    await withTenant(server.database.db, organisation.id, (tx) =>
      tx.insert(startupAssignations).values({ incubatorId: organisation.id, startupId: startup(), userId: user.id }),
    );
  }
  const { token } = await server.signIn(organisation, user.email);
  const gql: Gql = (query, variables = {}) =>
    server.graphql(query, { host: hostOf(organisation), token, variables }) as never;
  return { id: user.id, gql, token };
}

function download(path: string, who?: Person, organisation = org) {
  return server.app.fastify.inject({
    method: 'GET',
    url: path,
    headers: { host: hostOf(organisation), ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
  });
}

const FOLLOW_UPS = `mutation ($s: ID!, $items: [CoachingFollowUpInput!]!) {
  createTasksFromCoachingFollowUps(sessionId: $s, items: $items) { _id name dueDate } }`;
const ALLOCATE = 'mutation ($i: HourAllocationInput!) { setHourAllocation(input: $i) }';

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrganisationWithRoles({
    timezone: 'UTC',
    plan: { name: 'Growth', employeeCountLimit: 50, features: ['HOUR_ALLOCATION'] },
  });
  otherOrg = await server.createOrganisationWithRoles();
  admin = await person(org, 'Admin');
  const founderUser = await server.createUser(org, { roleType: 'Cofounder' });
  programId = newId();
  await withTenant(server.database.db, org.id, async (tx) => {
    startupId = (await createStartup(tx, org.id, { name: 'Alpha Robotics', memberIds: [founderUser.id] })).id;
    await tx.insert(programs).values({ incubatorId: org.id, id: programId, name: 'Spring cohort' });
    await tx.insert(startupPrograms).values({ incubatorId: org.id, startupId, targetId: programId });
  });
  const { token } = await server.signIn(org, founderUser.email);
  founder = {
    id: founderUser.id,
    token,
    gql: (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables }) as never,
  };
  mentor = await person(org, 'Mentor', () => startupId);
  otherMentor = await person(org, 'Mentor');
  outsider = await person(otherOrg, 'Admin');
  sessionId = newId();
  const startsAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  await withTenant(server.database.db, org.id, (tx) =>
    tx.insert(coachingSessions).values({
      incubatorId: org.id,
      id: sessionId,
      type: 'UNSCHEDULED_COACHING_SESSION',
      state: 'logged',
      hostId: mentor.id,
      startupId,
      programId,
      createdBy: mentor.id,
      title: 'Pricing review',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 90 * 60 * 1000),
      topics: ['Pricing'],
      editor: 'TODO: Send the deck',
    }),
  );
  const allocated = await admin.gql(ALLOCATE, { i: { programId, startupId, unit: 'HOUR', amount: 10 } });
  expect(allocated.errors).toBeUndefined();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the hours report export', () => {
  it('answers a CSV of minutes allocated, pending and used, headers in the viewer language', async () => {
    const response = await download('/api/coaching/hours.csv', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toContain('.csv');
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, '')).data.filter((row) => row.length > 1);
    expect(rows[0]).toEqual(['Programme', 'Startup', 'Mentor', 'Minutes allocated', 'Minutes pending', 'Minutes used']);
    const startupRow = rows.find((row) => row[1] === 'Alpha Robotics' && row[2] === '');
    expect(startupRow).toEqual(['Spring cohort', 'Alpha Robotics', '', '600', '0', '90']);
  });

  it('answers an XLSX with numbers as numbers, and narrows to one programme', async () => {
    const response = await download(`/api/coaching/hours.xlsx?programId=${programId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = (await readSheet(response.rawPayload)) as unknown[][];
    expect(rows[0]?.[3]).toBe('Minutes allocated');
    expect(rows.find((row) => row[1] === 'Alpha Robotics' && row[2] === null)?.slice(3)).toEqual([600, 0, 90]);
    const none = await download(`/api/coaching/hours.csv?programId=${newId()}`, admin);
    expect(none.statusCode).toBe(200);
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await download('/api/coaching/hours.csv?programId=nope', admin)).statusCode).toBe(404);
  });

  it('is refused without a session, to a founder and a mentor (no COACHING_SESSION:EXPORT), another organisation sees its own', async () => {
    expect((await download('/api/coaching/hours.xlsx')).statusCode).toBe(401);
    for (const who of [founder, mentor]) {
      const refused = await download('/api/coaching/hours.xlsx', who);
      expect(refused.statusCode).toBe(403);
      expect(JSON.parse(refused.body).message).toBe('Your role cannot export coaching sessions');
      expect((await download('/api/coaching/sessions.csv', who)).statusCode).toBe(403);
    }
    // The token of another organisation is not valid here; there its own report has none of these rows.
    expect((await download('/api/coaching/hours.csv', outsider)).statusCode).toBe(401);
    const theirs = await download('/api/coaching/hours.csv', outsider, otherOrg);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('Alpha Robotics');
  });
});

describe('the sessions export', () => {
  it("answers the organisation's sessions as CSV and XLSX", async () => {
    const csv = await download('/api/coaching/sessions.csv', admin);
    expect(csv.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '')).data.filter((row) => row.length > 1);
    expect(rows[0]?.slice(0, 3)).toEqual(['Start', 'End', 'Duration (minutes)']);
    expect(rows[1]?.slice(2, 8)).toEqual([
      '90',
      'UNSCHEDULED_COACHING_SESSION',
      'logged',
      expect.any(String),
      'Alpha Robotics',
      'Pricing review',
    ]);
    const xlsx = await download('/api/coaching/sessions.xlsx', admin);
    expect(xlsx.statusCode).toBe(200);
    const sheet = (await readSheet(xlsx.rawPayload)) as unknown[][];
    expect(sheet).toHaveLength(2);
    expect(sheet[1]?.[7]).toBe('Pricing review');
    const theirs = await download('/api/coaching/sessions.csv', outsider, otherOrg);
    expect(theirs.body).not.toContain('Pricing review');
  });
});

describe('follow-ups turned into tasks', () => {
  it("gives the startup a task per follow-up when the session's coach asks", async () => {
    const due = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString();
    const result = await mentor.gql<{
      createTasksFromCoachingFollowUps: Array<{ _id: string; name: string; dueDate: string }>;
    }>(FOLLOW_UPS, { s: sessionId, items: [{ title: 'Send the deck' }, { title: 'Call the bank', dueDate: due }] });
    expect(result.errors).toBeUndefined();
    const created = result.data?.createTasksFromCoachingFollowUps ?? [];
    expect(created.map((task) => task.name)).toEqual(['Send the deck', 'Call the bank']);
    expect(new Date(created[1]?.dueDate ?? '').toISOString()).toBe(due);
    // Without a due date: a week from now (the session is past).
    const defaultDue = new Date(created[0]?.dueDate ?? '').getTime();
    expect(Math.abs(defaultDue - (Date.now() + 7 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
    const assigned = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ type: taskAssignees.type, value: taskAssignees.value, name: tasks.name })
        .from(taskAssignees)
        .innerJoin(tasks, and(eq(tasks.incubatorId, taskAssignees.incubatorId), eq(tasks.id, taskAssignees.taskId)))
        .where(eq(taskAssignees.incubatorId, org.id)),
    );
    expect(assigned).toEqual(
      expect.arrayContaining([
        { type: 'Startup', value: startupId, name: 'Send the deck' },
        { type: 'Startup', value: startupId, name: 'Call the bank' },
      ]),
    );
    // Staff may do it too.
    const byAdmin = await admin.gql(FOLLOW_UPS, { s: sessionId, items: [{ title: 'Hire a designer' }] });
    expect(byAdmin.errors).toBeUndefined();
  });

  it('leaves follow-ups to who holds CREATE:PLANNED_ACTION for the startup: not a host outside its network', async () => {
    // The other mentor hosts a session of the startup without being assigned to it (no connection was required).
    const hosted = newId();
    const startsAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await withTenant(server.database.db, org.id, (tx) =>
      tx.insert(coachingSessions).values({
        incubatorId: org.id,
        id: hosted,
        type: 'UNSCHEDULED_COACHING_SESSION',
        state: 'logged',
        hostId: otherMentor.id,
        startupId,
        programId,
        createdBy: otherMentor.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60 * 1000),
        editor: 'TODO: Share the pricing grid',
      }),
    );
    const CAN = 'query ($id: ID!) { coachingSession(id: $id) { viewerCan { writeNotes planActions } } }';
    const asHost = await otherMentor.gql<{ coachingSession: { viewerCan: Record<string, boolean> } }>(CAN, {
      id: hosted,
    });
    // The host writes the notes; the mentors' CREATE:PLANNED_ACTION is ASSIGNED, and they are not.
    expect(asHost.data?.coachingSession.viewerCan).toEqual({ writeNotes: true, planActions: false });
    const refused = await otherMentor.gql(FOLLOW_UPS, { s: hosted, items: [{ title: 'Share the pricing grid' }] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    // The assigned mentor and staff (ALL) may.
    const asAssigned = await mentor.gql<{ coachingSession: { viewerCan: Record<string, boolean> } }>(CAN, {
      id: sessionId,
    });
    expect(asAssigned.data?.coachingSession.viewerCan.planActions).toBe(true);
    const asAdmin = await admin.gql<{ coachingSession: { viewerCan: Record<string, boolean> } }>(CAN, { id: hosted });
    expect(asAdmin.data?.coachingSession.viewerCan.planActions).toBe(true);
    const byAdmin = await admin.gql(FOLLOW_UPS, { s: hosted, items: [{ title: 'Share the pricing grid' }] });
    expect(byAdmin.errors).toBeUndefined();
    const founderCan = await founder.gql<{ coachingSession: { viewerCan: Record<string, boolean> } }>(CAN, {
      id: hosted,
    });
    expect(founderCan.data?.coachingSession.viewerCan).toEqual({ writeNotes: false, planActions: false });
  });

  it('refuses the founder, another mentor, another organisation, bad ids and bad items', async () => {
    const items = [{ title: 'Sneaky' }];
    expect((await founder.gql(FOLLOW_UPS, { s: sessionId, items })).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
    const peer = await otherMentor.gql(FOLLOW_UPS, { s: sessionId, items });
    expect(peer.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    expect((await outsider.gql(FOLLOW_UPS, { s: sessionId, items })).errors?.[0]?.extensions?.code).toBe(
      'NotFoundError',
    );
    expect((await admin.gql(FOLLOW_UPS, { s: 'nope', items })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
    for (const bad of [
      [],
      [{ title: '  ' }],
      [{ title: 'a\u0000b' }],
      [{ title: 'Late', dueDate: '2020-01-01T00:00:00Z' }],
      [{ title: 'Far', dueDate: '0001-01-01T00:00:00Z' }],
    ]) {
      const refused = await mentor.gql(FOLLOW_UPS, { s: sessionId, items: bad });
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('ValidationError');
    }
  });
});

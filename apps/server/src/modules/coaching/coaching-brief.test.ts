import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { startupMilestones } from '../milestones/index.ts';
import { createStartup } from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { timelinePosts } from '../timeline/index.ts';
import { coachingSessionAttendees, coachingSessions } from './coaching.table.ts';

/**
 * The session brief (issue 16 point 7): what the mentor reads before a session — the startup's milestones, its open
 * tasks, the previous session's notes and follow-ups, recent posts — for the organisation's side only.
 */

let server: TestServer;
let org: { id: string; slug: string };
let otherOrg: { id: string; slug: string };
type Person = { id: string; token: string };
let mentor: Person;
let founder: Person;
let outsider: Person;
let sessionId: string;
let quietPastId: string;
let startupOfSessions: string;

const BRIEF = `query ($id: ID!) { coachingSessionBrief(id: $id) { startupName milestones { name status }
  openTasks { name } lastSession { hostName publicNotes privateNotes followUps } recentPosts { preview authorName } } }`;

async function signed(organisation: { id: string; slug: string }, roleType: 'Mentor' | 'Cofounder' | 'Admin') {
  const user = await server.createUser(organisation, { roleType, firstName: 'Mia', lastName: roleType });
  return { id: user.id, token: (await server.signIn(organisation, user.email)).token };
}

const brief = (who: Person, host = hostOf(org)) =>
  server.graphql<{ coachingSessionBrief: Record<string, unknown> }>(BRIEF, {
    host,
    token: who.token,
    variables: { id: sessionId },
  });

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrganisationWithRoles();
  otherOrg = await server.createOrganisationWithRoles();
  mentor = await signed(org, 'Mentor');
  founder = await signed(org, 'Cofounder');
  outsider = await signed(otherOrg, 'Admin');
  const day = 86_400_000;
  await withTenant(server.database.db, org.id, async (tx) => {
    const startupId = (await createStartup(tx, org.id, { name: 'Epsilon Health', memberIds: [founder.id] })).id;
    const session = (id: string, startsAt: Date, notes: Partial<typeof coachingSessions.$inferInsert>) => ({
      incubatorId: org.id,
      id,
      type: 'ONE_ON_ONE' as const,
      state: 'scheduled' as const,
      hostId: mentor.id,
      startupId,
      createdBy: mentor.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      ...notes,
    });
    const pastId = newId();
    sessionId = newId();
    quietPastId = newId();
    startupOfSessions = startupId;
    await tx.insert(coachingSessions).values([
      session(pastId, new Date(Date.now() - 7 * day), {
        staffEditorPublic: 'Pricing reviewed.\nTODO: send the new deck to two investors',
        editor: 'The CEO hesitates on pricing.',
      }),
      session(sessionId, new Date(Date.now() + 7 * day), {}),
      session(quietPastId, new Date(Date.now() - 14 * day), {}),
    ]);
    await tx.insert(coachingSessionAttendees).values([
      { incubatorId: org.id, sessionId: pastId, userId: mentor.id, side: 'incubator' },
      { incubatorId: org.id, sessionId: quietPastId, userId: mentor.id, side: 'incubator' },
      { incubatorId: org.id, sessionId, userId: mentor.id, side: 'incubator' },
      { incubatorId: org.id, sessionId, userId: founder.id, side: 'startup' },
    ]);
    await tx.insert(startupMilestones).values([
      { incubatorId: org.id, id: newId(), startupId, name: 'First paying customer', status: 'COMPLETED', position: 0 },
      { incubatorId: org.id, id: newId(), startupId, name: 'Seed round', status: 'IN_PROGRESS', position: 1 },
    ]);
    const taskId = newId();
    await tx.insert(tasks).values({
      incubatorId: org.id,
      id: taskId,
      name: 'Update the pitch deck',
      dueDate: new Date(Date.now() + 3 * day),
    });
    await tx
      .insert(taskAssignees)
      .values({ incubatorId: org.id, id: newId(), taskId, type: 'Startup', value: startupId });
    await tx.insert(timelinePosts).values({
      incubatorId: org.id,
      id: newId(),
      startupId,
      message: '<p>We signed <strong>two pilots</strong> this week</p>',
      isPublic: true,
      createdBy: founder.id,
    });
  });
});

afterAll(async () => {
  await server?.close();
});

describe('the session brief', () => {
  it('gives the mentor the milestones, open tasks, the last session with its follow-ups and recent posts', async () => {
    const answer = await brief(mentor);
    expect(answer.errors).toBeUndefined();
    const data = answer.data?.coachingSessionBrief;
    expect(data?.startupName).toBe('Epsilon Health');
    expect(data?.milestones).toEqual([
      { name: 'Seed round', status: 'IN_PROGRESS' },
      { name: 'First paying customer', status: 'COMPLETED' },
    ]);
    expect(data?.openTasks).toEqual([{ name: 'Update the pitch deck' }]);
    expect(data?.lastSession).toMatchObject({
      hostName: 'Mia Mentor',
      privateNotes: 'The CEO hesitates on pricing.',
      followUps: ['send the new deck to two investors'],
    });
    expect(data?.recentPosts).toEqual([{ preview: 'We signed two pilots this week', authorName: 'Mia Cofounder' }]);
  });

  it('is refused to the startup’s people and unknown elsewhere', async () => {
    expect((await brief(founder)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    expect((await brief(outsider, hostOf(otherOrg))).errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('puts a CoachingSessionPost with the public notes on the timeline when they are first written after the session', async () => {
    const notes = (text: string) =>
      server.graphql(
        'mutation ($id: ID!, $i: CoachingSessionNotesInput!) { updateCoachingSessionNotes(id: $id, input: $i) { _id } }',
        { host: hostOf(org), token: mentor.token, variables: { id: quietPastId, i: { staffEditorPublic: text } } },
      );
    const posts = () =>
      withTenant(server.database.db, org.id, (tx) =>
        tx
          .select({ eventType: timelinePosts.eventType, message: timelinePosts.message })
          .from(timelinePosts)
          .where(and(eq(timelinePosts.incubatorId, org.id), eq(timelinePosts.startupId, startupOfSessions))),
      );
    expect((await notes('Churn <5%: keep the annual plan.')).errors).toBeUndefined();
    const after = (await posts()).filter((post) => post.eventType === 'CoachingSessionPost');
    expect(after).toHaveLength(1);
    expect(after[0]?.message).toContain('Coaching session with Mia Mentor on');
    expect(after[0]?.message).toContain('Churn &lt;5%: keep the annual plan.');
    // Edited later: no second post.
    expect((await notes('Churn under 5%: keep the annual plan.')).errors).toBeUndefined();
    expect((await posts()).filter((post) => post.eventType === 'CoachingSessionPost')).toHaveLength(1);
  });
});

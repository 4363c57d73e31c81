import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { activityEvents } from '../activity/index.ts';
import { customFieldValues } from '../customfields/index.ts';
import { programMembers, programs, startupMembers, startupPrograms, startups } from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { tags, userTags } from '../taxonomy/index.ts';
import { timelinePosts } from '../timeline/index.ts';
import type { PeopleAnalytics, PeopleAnalyticsWeek, PeopleCount } from './people.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const QUERY = `query ($roleIds: [ID!], $programIds: [ID!], $from: String, $to: String) {
  peopleAnalytics(roleIds: $roleIds, programIds: $programIds, from: $from, to: $to) {
    from to total withoutProgram requiredFields activePeople completeProfiles
    byRole { key label extra count } byStatus { key count } byTag { key label count } byProgram { key label extra count }
    weeks { weekStart signIns peopleSignedIn posts tasksDone changes }
  }
}`;

/** The figures as the query asks for them (the service's, with the range it read). */
interface Analytics {
  peopleAnalytics: PeopleAnalytics & { from: string; to: string };
}

const DAY = 86_400_000;
const sum = (weeks: PeopleAnalyticsWeek[], key: keyof Omit<PeopleAnalyticsWeek, 'weekStart'>) =>
  weeks.reduce((total, week) => total + week[key], 0);
const counts = (rows: PeopleCount[]) =>
  Object.fromEntries(rows.filter((r) => r.count > 0).map((r) => [r.extra ?? r.key, r.count]));

describe('people analytics', () => {
  it('counts the organisation’s people by role, status, tag and programme, profiles and weekly activity', async () => {
    const org = await server.createOrganisationWithRoles({ plan: { features: ['CUSTOM_FIELD_EDITING'] as never } });
    const host = hostOf(org);
    const admin = await server.createUser(org, { roleType: 'Admin' });
    const staff = await server.createUser(org, { roleType: 'Staff' });
    const coach = await server.createUser(org, { roleType: 'Coach' });
    const mentor = await server.createUser(org, { roleType: 'Mentor' });
    const founder = await server.createUser(org, { roleType: 'Cofounder' });
    const invited = await server.createUser(org, { roleType: 'Cofounder', status: 'pending' });
    await server.createUser(org, { roleType: 'CommunityMember', status: 'unactive' });
    await server.createUser(org, { roleType: 'Cofounder', status: 'deleted' });
    const adminToken = (await server.signIn(org, admin.email)).token;
    const staffToken = (await server.signIn(org, staff.email)).token;
    const coachToken = (await server.signIn(org, coach.email)).token;
    const mentorToken = (await server.signIn(org, mentor.email)).token;
    const founderToken = (await server.signIn(org, founder.email)).token;
    await server.signIn(org, founder.email);
    const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host, token, variables });

    // Two user fields on the visible profile form, one of them required.
    const field = async (label: string) =>
      (
        await gql<{ createCustomField: { _id: string } }>(
          adminToken,
          'mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { _id } }',
          { input: { entityKind: 'user', label, type: 'text' } },
        )
      ).data?.createCustomField._id as string;
    const linkedIn = await field('LinkedIn');
    const hobby = await field('Hobby');
    const profileForms = await gql<{ profileForms: { _id: string; kind: string }[] }>(
      adminToken,
      '{ profileForms { _id kind } }',
    );
    const userForm = profileForms.data?.profileForms.find((f) => f.kind === 'user_profile')?._id;
    const setForm = await gql(
      adminToken,
      'mutation ($id: ID!, $items: [ProfileFormItemInput!]!) { updateProfileForm(id: $id, items: $items) { _id } }',
      { id: userForm, items: [{ fieldId: linkedIn, required: true }, { fieldId: hobby }] },
    );
    expect(setForm.errors).toBeUndefined();

    const ids = {
      alumni: newId(),
      women: newId(),
      cohort: newId(),
      track: newId(),
      empty: newId(),
      solaris: newId(),
      task: newId(),
      post: newId(),
    };
    await withTenant(server.database.db, org.id, async (tx) => {
      await tx.insert(tags).values([
        { incubatorId: org.id, id: ids.alumni, kind: 'user', name: 'Alumni' },
        { incubatorId: org.id, id: ids.women, kind: 'user', name: 'Women in tech' },
      ]);
      await tx.insert(userTags).values([
        { incubatorId: org.id, userId: founder.id, tagId: ids.alumni },
        { incubatorId: org.id, userId: mentor.id, tagId: ids.alumni },
        { incubatorId: org.id, userId: founder.id, tagId: ids.women },
      ]);
      await tx.insert(programs).values([
        { incubatorId: org.id, id: ids.cohort, name: 'Cohort 2026', kind: 'startup' },
        { incubatorId: org.id, id: ids.track, name: 'Mentor track', kind: 'user' },
        { incubatorId: org.id, id: ids.empty, name: 'Empty', kind: 'user' },
      ]);
      await tx.insert(startups).values({ incubatorId: org.id, id: ids.solaris, name: 'Solaris' });
      await tx.insert(startupPrograms).values({ incubatorId: org.id, startupId: ids.solaris, targetId: ids.cohort });
      await tx.insert(startupMembers).values([
        { incubatorId: org.id, startupId: ids.solaris, userId: founder.id },
        { incubatorId: org.id, startupId: ids.solaris, userId: invited.id },
      ]);
      await tx.insert(programMembers).values({ incubatorId: org.id, programId: ids.track, userId: mentor.id });
      // The required field filled by the founder, the mentor and the invited founder (who is not active).
      await tx.insert(customFieldValues).values(
        [founder.id, mentor.id, invited.id].map((entityId) => ({
          incubatorId: org.id,
          fieldId: linkedIn,
          entityId,
          textValue: 'https://linkedin.example',
        })),
      );
      await tx
        .insert(customFieldValues)
        .values({ incubatorId: org.id, fieldId: hobby, entityId: coach.id, textValue: 'Chess' });
      // The founder's activity: a post and its reply this week, a post three weeks ago, a task done, a change.
      const now = Date.now();
      await tx.insert(timelinePosts).values([
        { incubatorId: org.id, id: ids.post, startupId: ids.solaris, message: 'Hello', createdBy: founder.id },
        {
          incubatorId: org.id,
          id: newId(),
          startupId: ids.solaris,
          parentId: ids.post,
          message: 'Hi',
          createdBy: founder.id,
        },
        {
          incubatorId: org.id,
          id: newId(),
          startupId: ids.solaris,
          message: 'Earlier',
          createdBy: founder.id,
          createdAt: new Date(now - 21 * DAY),
        },
      ]);
      await tx.insert(tasks).values({ incubatorId: org.id, id: ids.task, name: 'Deck', dueDate: new Date(now + DAY) });
      await tx.insert(taskAssignees).values({
        incubatorId: org.id,
        id: newId(),
        taskId: ids.task,
        type: 'User',
        value: founder.id,
        done: true,
        completedAt: new Date(now),
        completedBy: founder.id,
      });
      await tx.insert(activityEvents).values({
        incubatorId: org.id,
        id: newId(),
        actorId: founder.id,
        action: 'startup.updated',
        entityType: 'startup',
        entityId: ids.solaris,
      });
    });

    // Another organisation's people, tags and sign-ins never count.
    const other = await server.createOrganisationWithRoles();
    const otherAdmin = await server.createUser(other, { roleType: 'Admin' });
    await server.createUser(other, { roleType: 'Cofounder' });
    const otherToken = (await server.signIn(other, otherAdmin.email)).token;
    await server.signIn(other, otherAdmin.email);

    const before = server.statementCount();
    const result = await gql<Analytics>(adminToken, QUERY);
    const statements = server.statementCount() - before;
    expect(result.errors).toBeUndefined();
    const figures = result.data?.peopleAnalytics;
    if (!figures) throw new Error('No figures');
    expect(figures.total).toBe(7);
    expect(counts(figures.byRole)).toEqual({
      Admin: 1,
      Staff: 1,
      Coach: 1,
      Mentor: 1,
      Cofounder: 2,
      CommunityMember: 1,
    });
    expect(figures.byRole.length).toBeGreaterThanOrEqual(12);
    expect(counts(figures.byStatus)).toEqual({ active: 5, pending: 1, unactive: 1 });
    expect(Object.fromEntries(figures.byTag.map((t) => [t.label, t.count]))).toEqual({ Alumni: 2, 'Women in tech': 1 });
    expect(Object.fromEntries(figures.byProgram.map((p) => [p.label, p.count]))).toEqual({
      'Cohort 2026': 2,
      'Mentor track': 1,
      Empty: 0,
    });
    expect(figures.withoutProgram).toBe(4);
    expect(figures.requiredFields).toBe(1);
    expect(figures.activePeople).toBe(5);
    expect(figures.completeProfiles).toBe(2);
    // Twelve weeks by default, Mondays, up to today.
    expect(figures.weeks).toHaveLength(12);
    expect(new Date(`${figures.weeks[0]?.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(figures.to).toBe(new Date().toISOString().slice(0, 10));
    const thisWeek = figures.weeks[11];
    // Sign-ins: admin, staff, coach, mentor, the founder twice; three posts, a task, the admin's three changes and
    // the founder's one.
    expect(thisWeek).toMatchObject({ signIns: 6, peopleSignedIn: 5, posts: 2, tasksDone: 1, changes: 4 });
    expect(figures.weeks[8]?.posts).toBe(1);
    expect(sum(figures.weeks, 'posts')).toBe(3);
    // The session check, the figures and the weeks.
    expect(statements).toBeLessThanOrEqual(3);

    // Filtered by the Cofounder role: the two founders only.
    const founderRole = figures.byRole.find((r) => r.extra === 'Cofounder')?.key;
    const founders = (await gql<Analytics>(adminToken, QUERY, { roleIds: [founderRole] })).data?.peopleAnalytics;
    expect(founders?.total).toBe(2);
    expect(counts(founders?.byStatus ?? [])).toEqual({ active: 1, pending: 1 });
    expect(founders?.completeProfiles).toBe(1);
    expect(founders?.weeks[11]).toMatchObject({ signIns: 2, peopleSignedIn: 1, posts: 2, tasksDone: 1, changes: 1 });
    // Filtered by a programme: the startup cohort's people through their startup, the track's mentor directly.
    const cohortResult = await gql<Analytics>(staffToken, QUERY, { programIds: [ids.cohort] });
    expect(cohortResult.errors).toBeUndefined();
    const cohort = cohortResult.data?.peopleAnalytics;
    expect(cohort?.total).toBe(2);
    const both = (await gql<Analytics>(staffToken, QUERY, { programIds: [ids.cohort, ids.track] })).data
      ?.peopleAnalytics;
    expect(counts(both?.byRole ?? [])).toEqual({ Cofounder: 2, Mentor: 1 });
    expect(both?.withoutProgram).toBe(0);
    // A range: the three weeks ago post only.
    const past = new Date(Date.now() - 21 * DAY).toISOString().slice(0, 10);
    const ranged = (await gql<Analytics>(adminToken, QUERY, { from: past, to: past })).data?.peopleAnalytics;
    expect(ranged?.weeks).toHaveLength(1);
    expect(ranged?.weeks[0]).toMatchObject({ posts: 1, signIns: 0, tasksDone: 0 });

    // The other organisation sees its own people only.
    const theirResult = await server.graphql<Analytics>(QUERY, { host: hostOf(other), token: otherToken });
    expect(theirResult.errors).toBeUndefined();
    const theirs = theirResult.data?.peopleAnalytics;
    expect(theirs?.total).toBe(2);
    expect(theirs?.byTag).toEqual([]);
    expect(sum(theirs?.weeks ?? [], 'signIns')).toBe(2);
    expect(sum(theirs?.weeks ?? [], 'posts')).toBe(0);
    // Its roles and programmes are not ours: our programme as a filter counts nobody.
    const foreign = (
      await server.graphql<Analytics>(QUERY, {
        host: hostOf(other),
        token: otherToken,
        variables: { programIds: [ids.cohort] },
      })
    ).data?.peopleAnalytics;
    expect(foreign?.total).toBe(0);

    // Refusals: coaches (no USER:EDIT), the network, founders, and nobody signed in.
    for (const token of [coachToken, mentorToken, founderToken]) {
      expect((await gql(token, QUERY)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    }
    const anonymous = await server.graphql(QUERY, { host });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('refuses bad filters with a clear message', async () => {
    const org = await server.createOrganisationWithRoles();
    const admin = await server.createUser(org, { roleType: 'Admin' });
    const token = (await server.signIn(org, admin.email)).token;
    const ask = async (variables: Record<string, unknown>) =>
      JSON.stringify((await server.graphql(QUERY, { host: hostOf(org), token, variables })).errors?.[0]);
    expect(await ask({ roleIds: ['nope'] })).toContain('This item was not found');
    expect(await ask({ from: '2026-02-30' })).toContain('Enter a date as yyyy-MM-dd');
    expect(await ask({ from: '2026-03-02', to: '2026-03-01' })).toContain('The end comes before the start');
    expect(await ask({ from: '2020-01-01', to: '2026-01-01' })).toContain('The range covers at most 104 weeks');
    const ok = await server.graphql<Analytics>(QUERY, {
      host: hostOf(org),
      token,
      variables: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(ok.errors).toBeUndefined();
    // 1 March 2026 is a Sunday: its week starts on 23 February; six weeks to the one of 30 March.
    expect(ok.data?.peopleAnalytics.weeks.map((w) => w.weekStart)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
  });
});

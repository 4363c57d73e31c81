import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Role = 'Admin' | 'Cofounder' | 'Coach' | 'Mentor';

async function setUp() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: Role) => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, gql };
  };
  const admin = await sign('Admin');
  const founder = await sign('Cofounder');
  const coach = await sign('Coach');
  const mentor = await sign('Mentor');
  const created = await admin.gql<{ createStartup: { _id: string } }>(
    'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
    { input: { name: 'Solaris', memberIds: [founder.user.id] } },
  );
  const startupId = created.data?.createStartup._id as string;
  return { org, admin, founder, coach, mentor, startupId };
}

const TEMPLATE = `mutation ($input: MilestoneTemplateInput!) { createMilestoneTemplate(input: $input) { _id name items { name dueOffsetDays } } }`;
const APPLY = `mutation ($s: ID!, $t: ID!, $d: String!) { applyMilestoneTemplate(startupId: $s, templateId: $t, startDate: $d) { canCreate results { _id name dueDate status canEdit } } }`;
const LIST =
  'query ($s: ID!) { startupMilestones(startupId: $s) { canCreate results { _id name dueDate status canEdit completedAt } } }';

interface Milestones {
  canCreate: boolean;
  results: {
    _id: string;
    name: string;
    dueDate: string | null;
    status: string;
    canEdit: boolean;
    completedAt?: string | null;
  }[];
}

describe('milestones', () => {
  it('builds a template, gives it to a startup with due dates, and lets assigned coaches move milestones on', async () => {
    const { admin, founder, coach, mentor, startupId } = await setUp();
    const template = await admin.gql<{ createMilestoneTemplate: { _id: string; items: { name: string }[] } }>(
      TEMPLATE,
      {
        input: {
          name: 'Accelerator plan',
          items: [
            { name: 'Customer interviews', dueOffsetDays: 14 },
            { name: 'First paying customer', dueOffsetDays: 60, description: 'A signed order' },
          ],
        },
      },
    );
    expect(template.errors).toBeUndefined();
    const templateId = template.data?.createMilestoneTemplate._id;
    const applied = await admin.gql<{ applyMilestoneTemplate: Milestones }>(APPLY, {
      s: startupId,
      t: templateId,
      d: '2026-03-01',
    });
    expect(applied.data?.applyMilestoneTemplate.results.map((m) => [m.name, m.dueDate, m.status])).toEqual([
      ['Customer interviews', '2026-03-15', 'NOT_STARTED'],
      ['First paying customer', '2026-04-30', 'NOT_STARTED'],
    ]);

    // The founder reads them but cannot change them; a coach not assigned cannot open the file.
    const seen = await founder.gql<{ startupMilestones: Milestones }>(LIST, { s: startupId });
    expect(seen.data?.startupMilestones.canCreate).toBe(false);
    expect(seen.data?.startupMilestones.results.every((m) => !m.canEdit)).toBe(true);
    const milestoneId = seen.data?.startupMilestones.results[0]?._id;
    const refused = await founder.gql(
      'mutation ($id: ID!) { updateStartupMilestone(id: $id, input: { name: "x", status: DONE }) { _id } }',
      {
        id: milestoneId,
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const hidden = await coach.gql(LIST, { s: startupId });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NotFoundError');

    await admin.gql(
      'mutation ($s: ID!, $u: [ID!]!) { setStartupAssignations(startupId: $s, userIds: $u) { startup { _id } } }',
      {
        s: startupId,
        u: [coach.user.id, mentor.user.id],
      },
    );
    const done = await coach.gql<{ updateStartupMilestone: { status: string; completedAt: string | null } }>(
      'mutation ($id: ID!) { updateStartupMilestone(id: $id, input: { name: "Customer interviews", status: DONE, dueDate: "2026-03-20" }) { status dueDate completedAt } }',
      { id: milestoneId },
    );
    expect(done.data?.updateStartupMilestone).toMatchObject({ status: 'DONE', completedAt: expect.any(String) });
    // Mentors edit (ASSIGNED) but do not create milestones.
    const mentorList = await mentor.gql<{ startupMilestones: Milestones }>(LIST, { s: startupId });
    expect(mentorList.data?.startupMilestones.canCreate).toBe(false);
    expect(mentorList.data?.startupMilestones.results[0]?.canEdit).toBe(true);
    const mentorCreate = await mentor.gql(
      'mutation ($s: ID!) { createStartupMilestone(startupId: $s, input: { name: "Extra" }) { _id } }',
      {
        s: startupId,
      },
    );
    expect(mentorCreate.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const own = await coach.gql<{ createStartupMilestone: { name: string; status: string } }>(
      'mutation ($s: ID!) { createStartupMilestone(startupId: $s, input: { name: "Pitch rehearsal", dueDate: "2026-05-01", status: IN_PROGRESS }) { name status } }',
      { s: startupId },
    );
    expect(own.data?.createStartupMilestone).toEqual({ name: 'Pitch rehearsal', status: 'IN_PROGRESS' });
    const deleted = await coach.gql('mutation ($id: ID!) { deleteStartupMilestone(id: $id) }', { id: milestoneId });
    expect(deleted.data).toEqual({ deleteStartupMilestone: milestoneId });
  });

  it('refuses bad templates and bad dates with field messages, and hides other organisations', async () => {
    const { admin, founder, startupId } = await setUp();
    const empty = await admin.gql(TEMPLATE, { input: { name: ' ', items: [] } });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'ValidationError' });
    const fields = JSON.stringify(empty.errors?.[0]?.extensions);
    expect(fields).toContain('Name is a required field');
    expect(fields).toContain('A template needs at least one milestone');
    const negative = await admin.gql(TEMPLATE, { input: { name: 'Plan', items: [{ name: 'a', dueOffsetDays: -1 }] } });
    expect(JSON.stringify(negative.errors?.[0]?.extensions)).toContain(
      'Due after (days) must be greater than or equal to 0',
    );
    const byFounder = await founder.gql(TEMPLATE, {
      input: { name: 'Plan', items: [{ name: 'a', dueOffsetDays: 1 }] },
    });
    expect(byFounder.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const badDate = await admin.gql(
      'mutation ($s: ID!) { createStartupMilestone(startupId: $s, input: { name: "x", dueDate: "tomorrow" }) { _id } }',
      {
        s: startupId,
      },
    );
    expect(JSON.stringify(badDate.errors?.[0]?.extensions)).toContain('Due date must be a date (yyyy-MM-dd)');

    const other = await server.createOrganisationWithRoles();
    const stranger = await server.createUser(other, { roleType: 'Admin' });
    const { token } = await server.signIn(other, stranger.email);
    const foreign = await server.graphql(LIST, { host: hostOf(other), token, variables: { s: startupId } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('follows the milestones feature flag', async () => {
    const org = await server.createOrganisationWithRoles({ featureFlags: { milestones: false } } as never);
    const admin = await server.createUser(org, { roleType: 'Admin' });
    const { token } = await server.signIn(org, admin.email);
    const refused = await server.graphql('{ milestoneTemplates { _id } }', { host: hostOf(org), token });
    expect(refused.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
  });
});

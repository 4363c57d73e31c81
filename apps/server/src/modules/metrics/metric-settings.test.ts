import { METRIC_SETTINGS_MESSAGES } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { applicationsOrganisation } from '../applications/application.fixtures.ts';
import { emailMessages } from '../mail/index.ts';
import { tasks } from '../tasks/index.ts';
import { sweepMetrics } from './metric.jobs.ts';
import { metricForms } from './metric.table.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const FIELDS = 'reportingDays remindBeforeDays remindAfterDeadline remindAgainAfterDays enabledCoreMetrics canEdit';
const READ = `{ metricSettings { ${FIELDS} } }`;
const UPDATE = `mutation ($input: MetricSettingsInput!) { updateMetricSettings(input: $input) { ${FIELDS} } }`;
const CREATE = 'mutation ($input: MetricInput!) { createMetric(input: $input) { id } }';
const ASSIGN =
  'mutation ($m: [ID!]!, $s: [ID!], $d: String!) { assignMetrics(metricIds: $m, startupIds: $s, startsOn: $d) }';
const ALL_CORE = ['revenue', 'burn', 'runway', 'employees', 'customers', 'users', 'fundingRaised'];

interface Settings {
  reportingDays: number;
  remindBeforeDays: number;
  remindAfterDeadline: boolean;
  remindAgainAfterDays: number;
  enabledCoreMetrics: string[];
  canEdit: boolean;
}

/** The first day of the month `offset` months from now (UTC), yyyy-MM-dd. */
function monthStart(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function setUp() {
  const { org, sign } = await applicationsOrganisation(server, {
    reminderEmails: true,
    createMetrics: true,
    coreMetrics: true,
  });
  const admin = await sign('Admin');
  const founder = await sign('Cofounder');
  const coach = await sign('Coach');
  const staff = await sign('Staff');
  const created = await admin.gql<{ createStartup: { _id: string } }>(
    'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
    { input: { name: 'Solaris', memberIds: [founder.user.id] } },
  );
  expect(created.errors).toBeUndefined();
  const startupId = created.data?.createStartup._id as string;
  const update = async (input: Record<string, unknown>) => {
    const result = await admin.gql<{ updateMetricSettings: Settings }>(UPDATE, { input });
    expect(result.errors).toBeUndefined();
    return result.data?.updateMetricSettings as Settings;
  };
  const assignUsers = async (startsOn: string) => {
    const metric = await admin.gql<{ createMetric: { id: string } }>(CREATE, {
      input: {
        name: [{ language: 'en', value: 'Users' }],
        unitType: 'USER',
        trackingRecurrence: { amount: 1, type: 'monthly' },
      },
    });
    expect(metric.errors).toBeUndefined();
    const assigned = await admin.gql(ASSIGN, { m: [metric.data?.createMetric.id], s: [startupId], d: startsOn });
    expect(assigned.errors).toBeUndefined();
  };
  const forms = () =>
    withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ dueDate: metricForms.dueDate, deadline: metricForms.deadline, taskDue: tasks.dueDate })
        .from(metricForms)
        .leftJoin(tasks, and(eq(tasks.incubatorId, metricForms.incubatorId), eq(tasks.id, metricForms.taskId)))
        .where(and(eq(metricForms.incubatorId, org.id), eq(metricForms.startupId, startupId)))
        .orderBy(metricForms.dueDate),
    );
  const outbox = () =>
    withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ template: emailMessages.template })
        .from(emailMessages)
        .where(and(eq(emailMessages.incubatorId, org.id), eq(emailMessages.toAddress, founder.user.email))),
    );
  return { org, admin, founder, coach, staff, startupId, update, assignUsers, forms, outbox };
}

describe('metric settings', () => {
  it('reads the defaults, saves a change and keeps the fields not given', async () => {
    const { admin, staff, update } = await setUp();
    const read = await admin.gql<{ metricSettings: Settings }>(READ);
    expect(read.errors).toBeUndefined();
    expect(read.data?.metricSettings).toEqual({
      reportingDays: 10,
      remindBeforeDays: 3,
      remindAfterDeadline: true,
      remindAgainAfterDays: 0,
      enabledCoreMetrics: ALL_CORE,
      canEdit: true,
    });
    expect(
      await update({ reportingDays: 15, remindAgainAfterDays: 7, enabledCoreMetrics: ['burn', 'revenue'] }),
    ).toEqual({
      reportingDays: 15,
      remindBeforeDays: 3,
      remindAfterDeadline: true,
      remindAgainAfterDays: 7,
      enabledCoreMetrics: ['revenue', 'burn'],
      canEdit: true,
    });
    expect(await update({ remindBeforeDays: 0 })).toMatchObject({ reportingDays: 15, remindBeforeDays: 0 });
    // Those who define metrics read the settings (the core metrics they may add) without changing them.
    const staffRead = await staff.gql<{ metricSettings: Settings }>(READ);
    expect(staffRead.data?.metricSettings).toMatchObject({ reportingDays: 15, canEdit: false });
  });

  it('refuses other people and bad values with a specific message', async () => {
    const { admin, founder, coach, staff } = await setUp();
    for (const person of [founder, coach]) {
      expect((await person.gql(READ)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    }
    for (const person of [founder, coach, staff]) {
      const refused = await person.gql(UPDATE, { input: { reportingDays: 5 } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    }
    const M = METRIC_SETTINGS_MESSAGES;
    const bad: [Record<string, unknown>, string][] = [
      [{ reportingDays: 0 }, M.reportingDays],
      [{ reportingDays: 29 }, M.reportingDays],
      [{ remindBeforeDays: -1 }, M.remindBeforeDays],
      [{ remindBeforeDays: 29 }, M.remindBeforeDays],
      [{ remindAgainAfterDays: 1 }, M.remindAgainAfterDays],
      [{ remindAgainAfterDays: 40 }, M.remindAgainAfterDays],
      [{ remindAfterDeadline: false, remindAgainAfterDays: 5 }, M.remindAgainNeedsLate],
      [{ enabledCoreMetrics: ['revenue', 'unicorns'] }, M.unknownCoreMetric],
    ];
    for (const [input, message] of bad) {
      const result = await admin.gql(UPDATE, { input });
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('ValidationError');
      expect(result.errors?.[0]?.message).toBe(message);
    }
    const kept = await admin.gql<{ metricSettings: Settings }>(READ);
    expect(kept.data?.metricSettings).toMatchObject({
      reportingDays: 10,
      remindBeforeDays: 3,
      remindAgainAfterDays: 0,
    });
  });

  it('gives newly opened forms the reporting days; open forms keep their deadline', async () => {
    const { update, assignUsers, forms } = await setUp();
    await assignUsers(monthStart(-1));
    const [first] = await forms();
    expect(first?.deadline).toBe(addDays(monthStart(0), 10));
    await update({ reportingDays: 5 });
    await sweepMetrics(
      { database: server.database, mail: server.app.mail, config: server.config },
      new Date(`${monthStart(1)}T06:00:00Z`),
    );
    const after = await forms();
    expect(after.map((f) => [f.dueDate, f.deadline])).toEqual([
      [monthStart(0), addDays(monthStart(0), 10)],
      [monthStart(1), addDays(monthStart(1), 5)],
    ]);
    expect(after[1]?.taskDue?.toISOString()).toBe(`${addDays(monthStart(1), 5)}T23:59:59.000Z`);
  });

  it('reminds on the organisation schedule: before, after and again after the deadline', async () => {
    const { update, assignUsers, forms, outbox } = await setUp();
    await update({ reportingDays: 20, remindBeforeDays: 0, remindAfterDeadline: false });
    const dataDate = monthStart(1);
    const deps = { database: server.database, mail: server.app.mail, config: server.config };
    const at = (days: number) => new Date(`${addDays(dataDate, days)}T06:00:00Z`);
    // A startup that starts reporting this month: its first form opens on next month's data date.
    await assignUsers(monthStart(0));
    expect(await forms()).toEqual([]);
    await sweepMetrics(deps, at(0));
    expect((await forms()).map((f) => f.deadline)).toEqual([addDays(dataDate, 20)]);
    await sweepMetrics(deps, at(15));
    await sweepMetrics(deps, at(21));
    expect(await outbox()).toEqual([]);

    await update({ remindBeforeDays: 5, remindAfterDeadline: true, remindAgainAfterDays: 4 });
    // Six days before the deadline: not yet; five days before: the reminder, once.
    await sweepMetrics(deps, at(14));
    expect(await outbox()).toEqual([]);
    const reminders = (list: { template: string }[]) => list.map((m) => m.template);
    await sweepMetrics(deps, at(15));
    await sweepMetrics(deps, at(16));
    expect(reminders(await outbox())).toEqual(['metricsReminder']);
    // The day after the deadline: late, once; four days after it: the second late reminder, once.
    await sweepMetrics(deps, at(21));
    await sweepMetrics(deps, at(22));
    expect(reminders(await outbox())).toEqual(['metricsReminder', 'metricsLate']);
    await sweepMetrics(deps, at(23));
    expect(reminders(await outbox())).toHaveLength(2);
    await sweepMetrics(deps, at(24));
    await sweepMetrics(deps, at(25));
    expect(reminders(await outbox())).toEqual(['metricsReminder', 'metricsLate', 'metricsLate']);
  });

  it('adds only the core metrics switched on; switching one off keeps the metric added', async () => {
    const { admin, update } = await setUp();
    const ADD = 'mutation ($keys: [String!]) { addCoreMetrics(keys: $keys) { coreKey } }';
    await update({ enabledCoreMetrics: ['revenue', 'burn'] });
    const added = await admin.gql<{ addCoreMetrics: { coreKey: string | null }[] }>(ADD, {});
    expect(added.errors).toBeUndefined();
    expect(added.data?.addCoreMetrics.map((m) => m.coreKey)).toEqual(['revenue', 'burn']);
    await update({ enabledCoreMetrics: ['burn'] });
    const named = await admin.gql<{ addCoreMetrics: { coreKey: string | null }[] }>(ADD, {
      keys: ['revenue', 'runway'],
    });
    expect(named.data?.addCoreMetrics.map((m) => m.coreKey)).toEqual(['revenue', 'burn']);
    await update({ enabledCoreMetrics: [] });
    expect((await admin.gql<{ metricSettings: Settings }>(READ)).data?.metricSettings.enabledCoreMetrics).toEqual([]);
  });
});

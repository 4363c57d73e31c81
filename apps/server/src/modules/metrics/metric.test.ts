import { METRIC_MESSAGES, PLAN_FEATURE_UNAVAILABLE_MESSAGE } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { applicationsOrganisation, type Gql } from '../applications/application.fixtures.ts';
import { emailMessages } from '../mail/index.ts';
import { notificationRecipients, notifications } from '../notifications/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { timelinePosts } from '../timeline/index.ts';
import { sweepMetrics } from './metric.jobs.ts';
import { metricData } from './metric.table.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The first day of the month `offset` months from now (UTC), yyyy-MM-dd. */
function monthStart(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

const en = (value: string) => [{ language: 'en', value }];
const METRIC_FIELDS =
  'id name { language value } unitOfMeasure { unitType customName } trackingRecurrence { amount type } category coreKey archived validations { rule targetKind value metricIds label }';
const CREATE = `mutation ($input: MetricInput!) { createMetric(input: $input) { ${METRIC_FIELDS} } }`;
const ASSIGN = `mutation ($m: [ID!]!, $s: [ID!], $p: [ID!], $d: String!) { assignMetrics(metricIds: $m, startupIds: $s, programIds: $p, startsOn: $d) }`;
const FORM_FIELDS = `id date status currency upToDate message periods { from to data { id value dateValue currency periodFrom
  metric { id name { value } unitOfMeasure { unitType } } validations { rule targetKind dataIds message } editedBy editedAt } }`;
const FORM = `query ($s: ID!, $d: String!, $f: Boolean) { startupMetricDataForMetricForm(startupId: $s, date: $d, withFilledData: $f) { ${FORM_FIELDS} } }`;
const SET = `mutation ($s: ID!, $d: String!, $data: [MetricDataValueInput!]!) { setMetricDataInMetricForm(startupId: $s, date: $d, data: $data) { ${FORM_FIELDS} } }`;
const CHECKER = `query ($s: ID!) { metricsChecker(startupId: $s) { startup { _id initialCategorizationComplete } pendingDataForm { id type date } } }`;
const CATEGORIZE = `mutation ($c: ID!, $data: [StartupCategorizationDataInput!], $skip: Boolean) {
  updateStartupCategorization(categorizationId: $c, data: $data, skip: $skip) { id skipped startup { _id initialCategorizationComplete } values { key label value } } }`;

interface Item {
  id: string;
  value: string | null;
  dateValue: string | null;
  currency: string | null;
  periodFrom: string;
  metric: { id: string; name: { value: string }[]; unitOfMeasure: { unitType: string } };
  validations: { rule: string; targetKind: string; dataIds: string[]; message: string }[];
  editedBy: string | null;
  editedAt: string | null;
}
interface Form {
  id: string | null;
  date: string;
  status: string | null;
  currency: string;
  upToDate: boolean;
  message: string | null;
  periods: { from: string; to: string; data: Item[] }[];
}

async function metric(admin: Gql, input: Record<string, unknown>): Promise<string> {
  const created = await admin<{ createMetric: { id: string } }>(CREATE, {
    input: { trackingRecurrence: { amount: 1, type: 'monthly' }, ...input },
  });
  expect(created.errors).toBeUndefined();
  return created.data?.createMetric.id as string;
}

async function setUp(flags: Record<string, boolean> = {}) {
  const { org, sign } = await applicationsOrganisation(server, { bulkDataAssignation: true, ...flags }, [
    'DATA_ASSETS',
  ]);
  await server.database.ownerQuery(`update incubators set currency = 'EUR' where id = $1`, [org.id]);
  const admin = await sign('Admin');
  const founder = await sign('Cofounder');
  const otherFounder = await sign('Cofounder');
  const coach = await sign('Coach');
  const otherCoach = await sign('Coach');
  const startup = async (name: string, memberIds: string[], programIds: string[] = []) => {
    const created = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name, memberIds, programIds } },
    );
    expect(created.errors).toBeUndefined();
    return created.data?.createStartup._id as string;
  };
  const startupId = await startup('Solaris', [founder.user.id]);
  const otherStartupId = await startup('Lunaris', [otherFounder.user.id]);
  const assigned = await admin.gql(
    'mutation ($s: ID!, $u: [ID!]!) { setStartupAssignations(startupId: $s, userIds: $u) { users { _id } } }',
    { s: startupId, u: [coach.user.id] },
  );
  expect(assigned.errors).toBeUndefined();
  return { org, sign, admin, founder, otherFounder, coach, otherCoach, startup, startupId, otherStartupId };
}

describe('metric definitions', () => {
  it('creates metrics with units, recurrence, category and validations against a number, a metric and a sum', async () => {
    const { admin, coach, founder } = await setUp();
    const revenue = await metric(admin.gql, { name: en('Revenue'), unitType: 'MONETARY', category: 'finance' });
    const costs = await metric(admin.gql, { name: en('Costs'), unitType: 'MONETARY' });
    const created = await admin.gql<{ createMetric: Record<string, unknown> }>(CREATE, {
      input: {
        name: [...en('Profit'), { language: 'fr', value: 'Bénéfice' }],
        unitType: 'CUSTOM',
        customUnitName: 'points',
        trackingRecurrence: { amount: 1, type: 'quarterly' },
        category: 'strategy',
        validations: [
          { rule: 'max', targetKind: 'number', value: '1000.5' },
          { rule: 'lessThan', targetKind: 'metric', metricIds: [revenue], label: 'Below revenue' },
          { rule: 'min', targetKind: 'sum', metricIds: [revenue, costs] },
        ],
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createMetric).toMatchObject({
      name: [
        { language: 'en', value: 'Profit' },
        { language: 'fr', value: 'Bénéfice' },
      ],
      unitOfMeasure: { unitType: 'CUSTOM', customName: 'points' },
      trackingRecurrence: { amount: 1, type: 'quarterly' },
      category: 'strategy',
      validations: [
        { rule: 'max', targetKind: 'number', value: '1000.5', metricIds: [], label: null },
        { rule: 'lessThan', targetKind: 'metric', metricIds: [revenue], label: 'Below revenue' },
        { rule: 'min', targetKind: 'sum', metricIds: [revenue, costs] },
      ],
    });

    const refusals: [Record<string, unknown>, string][] = [
      [{ name: en(''), unitType: 'USER' }, METRIC_MESSAGES.nameRequired],
      [{ name: en('X'), unitType: 'CUSTOM' }, METRIC_MESSAGES.customNameRequired],
      [
        { name: en('X'), unitType: 'USER', trackingRecurrence: { amount: 0, type: 'monthly' } },
        METRIC_MESSAGES.recurrence,
      ],
      [
        { name: en('X'), unitType: 'USER', validations: [{ rule: 'max', targetKind: 'number', value: '1e3' }] },
        METRIC_MESSAGES.validationTarget,
      ],
      [
        {
          name: en('X'),
          unitType: 'USER',
          validations: [{ rule: 'max', targetKind: 'metric', metricIds: ['00000000-0000-7000-8000-000000000000'] }],
        },
        METRIC_MESSAGES.validationTarget,
      ],
      [
        { name: en('X'), unitType: 'USER', validations: [{ rule: 'max', targetKind: 'sum', metricIds: [revenue] }] },
        METRIC_MESSAGES.validationTarget,
      ],
    ];
    for (const [input, message] of refusals) {
      const refused = await admin.gql(CREATE, {
        input: { trackingRecurrence: { amount: 1, type: 'monthly' }, ...input },
      });
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    const self = await admin.gql(
      `mutation ($id: ID!, $input: MetricInput!) { updateMetric(id: $id, input: $input) { id } }`,
      {
        id: revenue,
        input: {
          name: en('Revenue'),
          unitType: 'MONETARY',
          trackingRecurrence: { amount: 1, type: 'monthly' },
          validations: [{ rule: 'max', targetKind: 'metric', metricIds: [revenue] }],
        },
      },
    );
    expect(self.errors?.[0]?.message).toBe(METRIC_MESSAGES.validationSelf);

    // Coaches (ASSIGNED) see the list but do not define; founders neither.
    expect(
      (
        await coach.gql(CREATE, {
          input: { name: en('X'), unitType: 'USER', trackingRecurrence: { amount: 1, type: 'monthly' } },
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('ForbiddenError');
    const listed = await coach.gql<{ metrics: { id: string }[] }>('{ metrics { id } }');
    expect(listed.data?.metrics).toHaveLength(3);
    expect((await founder.gql('{ metrics { id } }')).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('adds the core metrics once (flag coreMetrics) and archives', async () => {
    const { admin } = await setUp();
    const added = await admin.gql<{
      addCoreMetrics: { id: string; coreKey: string; unitOfMeasure: { unitType: string } }[];
    }>(
      '{ addCoreMetrics(keys: null) { id coreKey unitOfMeasure { unitType } } }'.replace(
        '{ addCoreMetrics',
        'mutation { addCoreMetrics',
      ),
    );
    expect(added.errors).toBeUndefined();
    const keys = added.data?.addCoreMetrics.map((m) => m.coreKey);
    expect(keys).toEqual(['revenue', 'burn', 'runway', 'employees', 'customers', 'users', 'fundingRaised']);
    const again = await admin.gql<{ addCoreMetrics: unknown[] }>(
      'mutation { addCoreMetrics(keys: ["revenue"]) { id } }',
    );
    expect(again.data?.addCoreMetrics).toHaveLength(7);
    const first = added.data?.addCoreMetrics[0]?.id;
    await admin.gql('mutation ($id: ID!) { archiveMetric(id: $id, archived: true) { id } }', { id: first });
    expect((await admin.gql<{ metrics: unknown[] }>('{ metrics { id } }')).data?.metrics).toHaveLength(6);
    expect(
      (await admin.gql<{ metrics: unknown[] }>('{ metrics(includeArchived: true) { id } }')).data?.metrics,
    ).toHaveLength(7);
  });

  it('refuses core metrics and definitions when their flags are off', async () => {
    const { admin } = await setUp({ coreMetrics: false, createMetrics: false });
    const core = await admin.gql('mutation { addCoreMetrics { id } }');
    expect(core.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
    const created = await admin.gql(CREATE, {
      input: { name: en('X'), unitType: 'USER', trackingRecurrence: { amount: 1, type: 'monthly' } },
    });
    expect(created.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
  });
});

describe('collecting data', () => {
  it('opens the due periods of startups and programmes: forms, DataDueEvent posts, metrics tasks, metricsRequest notifications', async () => {
    const { org, admin, founder, coach, otherCoach, startup, startupId } = await setUp();
    const users = await metric(admin.gql, { name: en('Users'), unitType: 'USER' });
    const quarterly = await metric(admin.gql, {
      name: en('Funding'),
      unitType: 'MONETARY',
      trackingRecurrence: { amount: 1, type: 'quarterly' },
    });
    const program = await admin.gql<{ createProgram: { _id: string } }>(
      'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
      { input: { name: 'Spring cohort' } },
    );
    const programId = program.data?.createProgram._id as string;
    const cohortMember = await startup('Cohorta', [], [programId]);

    // Three months ago: three monthly periods are due, and one quarter.
    const assigned = await admin.gql<{ assignMetrics: number }>(ASSIGN, {
      m: [users, quarterly],
      s: [startupId],
      p: [programId],
      d: monthStart(-3),
    });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data?.assignMetrics).toBe(4);
    const again = await admin.gql<{ assignMetrics: number }>(ASSIGN, { m: [users], s: [startupId], d: monthStart(-3) });
    expect(again.data?.assignMetrics).toBe(0);

    const rows = await withTenant(server.database.db, org.id, async (tx) => ({
      posts: await tx
        .select({
          startupId: timelinePosts.startupId,
          eventType: timelinePosts.eventType,
          message: timelinePosts.message,
        })
        .from(timelinePosts)
        .where(eq(timelinePosts.incubatorId, org.id)),
      tasks: await tx
        .select({ type: tasks.taskType, startupId: tasks.startupId, url: tasks.url, assignee: taskAssignees.value })
        .from(tasks)
        .innerJoin(
          taskAssignees,
          and(eq(taskAssignees.incubatorId, tasks.incubatorId), eq(taskAssignees.taskId, tasks.id)),
        )
        .where(eq(tasks.incubatorId, org.id)),
      notified: await tx
        .select({
          type: notifications.notificationType,
          userId: notificationRecipients.userId,
          message: notificationRecipients.message,
        })
        .from(notificationRecipients)
        .innerJoin(
          notifications,
          and(
            eq(notifications.incubatorId, notificationRecipients.incubatorId),
            eq(notifications.id, notificationRecipients.notificationId),
          ),
        )
        .where(eq(notificationRecipients.incubatorId, org.id)),
    }));
    const due = rows.posts.filter((p) => p.eventType === 'DataDueEvent');
    // Each startup: three monthly data dates (the quarter's falls on one of them).
    expect(due.filter((p) => p.startupId === startupId)).toHaveLength(3);
    expect(due.filter((p) => p.startupId === cohortMember)).toHaveLength(3);
    expect(due[0]?.message).toMatch(/^<p>Metrics for \w+ \d{4} are due<\/p>$/);
    expect(rows.tasks.filter((t) => t.type === 'metrics' && t.assignee === startupId)).toHaveLength(3);
    expect(rows.tasks[0]?.url).toMatch(/^\/startup\/.+\/metrics\/\d{4}-\d{2}-01$/);
    // One metricsRequest per startup with new forms, to its people.
    expect(rows.notified.filter((n) => n.type === 'metricsRequest')).toEqual([
      expect.objectContaining({
        userId: founder.user.id,
        message: expect.stringMatching(/^Metrics for .+ are due: please report them$/),
      }),
    ]);

    const assignments = await coach.gql<{
      metricAssignments: { startupName: string | null; programName: string | null }[];
    }>('{ metricAssignments { startupName programName startsOn } }');
    expect(assignments.data?.metricAssignments).toHaveLength(4);

    // A coach collects from the startups assigned to them only, and not from programmes.
    const other = await metric(admin.gql, { name: en('Other'), unitType: 'USER' });
    expect((await coach.gql(ASSIGN, { m: [other], s: [startupId], d: monthStart(0) })).errors).toBeUndefined();
    expect(
      (await otherCoach.gql(ASSIGN, { m: [other], s: [startupId], d: monthStart(0) })).errors?.[0]?.extensions?.code,
    ).toBe('ForbiddenError');
    expect(
      (await coach.gql(ASSIGN, { m: [other], p: [programId], d: monthStart(0) })).errors?.[0]?.extensions?.code,
    ).toBe('ForbiddenError');
    expect((await admin.gql(ASSIGN, { m: [other], d: monthStart(0) })).errors?.[0]?.message).toBe(
      METRIC_MESSAGES.noTargets,
    );
    expect((await admin.gql(ASSIGN, { m: [other], s: [startupId], d: '2026-02-30' })).errors?.[0]?.message).toBe(
      METRIC_MESSAGES.invalidPeriodDate,
    );
  });

  it('refuses programme assignments without bulkDataAssignation', async () => {
    const { admin, startupId } = await setUp({ bulkDataAssignation: false });
    const users = await metric(admin.gql, { name: en('Users'), unitType: 'USER' });
    const program = await admin.gql<{ createProgram: { _id: string } }>(
      'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
      { input: { name: 'Cohort' } },
    );
    const refused = await admin.gql(ASSIGN, { m: [users], p: [program.data?.createProgram._id], d: monthStart(-1) });
    expect(refused.errors?.[0]?.message).toBe(METRIC_MESSAGES.bulkOff);
    expect((await admin.gql(ASSIGN, { m: [users], s: [startupId], d: monthStart(-1) })).errors).toBeUndefined();
  });
});

describe('the data form', () => {
  async function collecting() {
    const context = await setUp();
    const { admin, startupId } = context;
    const revenue = await metric(admin.gql, { name: en('Revenue'), unitType: 'MONETARY' });
    const customers = await metric(admin.gql, { name: en('Customers'), unitType: 'CUSTOMER' });
    const free = await metric(admin.gql, { name: en('Free users'), unitType: 'USER' });
    const paying = await metric(admin.gql, {
      name: en('Paying users'),
      unitType: 'USER',
      validations: [
        { rule: 'lessThan', targetKind: 'sum', metricIds: [customers, free] },
        { rule: 'max', targetKind: 'number', value: '500' },
      ],
    });
    const burn = await metric(admin.gql, {
      name: en('Burn'),
      unitType: 'MONETARY',
      validations: [{ rule: 'max', targetKind: 'metric', metricIds: [revenue], label: 'Burn above revenue?' }],
    });
    const launch = await metric(admin.gql, { name: en('Launch'), unitType: 'DATE' });
    const notAssigned = await metric(admin.gql, { name: en('Not assigned'), unitType: 'USER' });
    const assigned = await admin.gql(ASSIGN, {
      m: [revenue, customers, free, paying, burn, launch],
      s: [startupId],
      d: monthStart(-2),
    });
    expect(assigned.errors).toBeUndefined();
    return { ...context, revenue, customers, free, paying, burn, launch, notAssigned };
  }

  it('loads the pending periods in a fixed number of statements, with validations and money in the currency', async () => {
    const { founder, startupId } = await collecting();
    const date = monthStart(-1);
    const before = server.statementCount();
    const loaded = await founder.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: date });
    // The session, the startup's reach, the form with its items and metrics, the currency.
    expect(server.statementCount() - before).toBeLessThanOrEqual(4);
    expect(loaded.errors).toBeUndefined();
    const form = loaded.data?.startupMetricDataForMetricForm as Form;
    expect(form).toMatchObject({ date, status: 'pending', currency: 'EUR', upToDate: false, message: null });
    expect(form.periods).toHaveLength(1);
    expect(form.periods[0]?.from).toBe(monthStart(-2));
    const items = form.periods[0]?.data ?? [];
    expect(items.map((i) => i.metric.name[0]?.value)).toEqual([
      'Revenue',
      'Customers',
      'Free users',
      'Paying users',
      'Burn',
      'Launch',
    ]);
    const paying = items.find((i) => i.metric.name[0]?.value === 'Paying users') as Item;
    expect(paying.validations.map((v) => v.message)).toEqual([
      'This must be less than Customers and Free users',
      'This must be less than 500',
    ]);
    expect(paying.validations[0]?.dataIds).toHaveLength(2);
    const burn = items.find((i) => i.metric.name[0]?.value === 'Burn') as Item;
    expect(burn.validations[0]?.message).toBe('Burn above revenue?');

    // A statement count that does not grow with the metrics: the earlier month has the same six.
    const earlier = server.statementCount();
    await founder.gql(FORM, { s: startupId, d: monthStart(0) });
    expect(server.statementCount() - earlier).toBeLessThanOrEqual(4);
  });

  it('refuses bad input and stores nothing; then stores exact numbers, posts the event, closes the task, notifies staff', async () => {
    const { org, founder, otherFounder, coach, admin, startupId, otherStartupId } = await collecting();
    const date = monthStart(-1);
    const form = (await founder.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: date })).data
      ?.startupMetricDataForMetricForm as Form;
    const items = form.periods[0]?.data ?? [];
    const id = (name: string) => items.find((i) => i.metric.name[0]?.value === name)?.id as string;
    const otherForm = (await admin.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: otherStartupId, d: date }))
      .data?.startupMetricDataForMetricForm as Form;
    expect(otherForm).toMatchObject({ upToDate: true, message: METRIC_MESSAGES.upToDate, periods: [] });

    const refusals: [Gql, Record<string, unknown>, string][] = [
      [
        founder.gql,
        { s: startupId, d: 'yesterday', data: [{ metricDataId: id('Revenue'), value: '1' }] },
        METRIC_MESSAGES.invalidPeriodDate,
      ],
      [founder.gql, { s: startupId, d: date, data: [] }, METRIC_MESSAGES.atLeastOne],
      [
        founder.gql,
        { s: startupId, d: date, data: [{ metricDataId: id('Revenue'), value: '  ' }] },
        METRIC_MESSAGES.atLeastOne,
      ],
      [
        founder.gql,
        { s: startupId, d: date, data: [{ metricDataId: id('Revenue'), value: '12a' }] },
        METRIC_MESSAGES.invalidAmount,
      ],
      [
        founder.gql,
        { s: startupId, d: date, data: [{ metricDataId: id('Customers'), value: '2.5' }] },
        METRIC_MESSAGES.invalidNumber,
      ],
      [
        founder.gql,
        { s: startupId, d: date, data: [{ metricDataId: id('Launch'), value: '2026-02-30' }] },
        METRIC_MESSAGES.invalidDate,
      ],
      [
        founder.gql,
        {
          s: startupId,
          d: date,
          data: [
            { metricDataId: id('Customers'), value: '10' },
            { metricDataId: id('Free users'), value: '5' },
            { metricDataId: id('Paying users'), value: '15' },
          ],
        },
        'This must be less than Customers and Free users',
      ],
      [
        founder.gql,
        { s: startupId, d: date, data: [{ metricDataId: id('Paying users'), value: '501' }] },
        'This must be less than 500',
      ],
      [
        founder.gql,
        {
          s: startupId,
          d: date,
          data: [
            { metricDataId: id('Revenue'), value: '100' },
            { metricDataId: id('Burn'), value: '100.01' },
          ],
        },
        'Burn above revenue?',
      ],
      // A data item of another period (not of this form): a metric not collected here for this date.
      [
        founder.gql,
        { s: startupId, d: date, data: [{ metricDataId: '00000000-0000-7000-8000-000000000000', value: '1' }] },
        METRIC_MESSAGES.notAssigned,
      ],
      [
        otherFounder.gql,
        { s: startupId, d: date, data: [{ metricDataId: id('Revenue'), value: '1' }] },
        METRIC_MESSAGES.notYourStartup,
      ],
      [
        coach.gql,
        { s: startupId, d: date, data: [{ metricDataId: id('Revenue'), value: '1' }] },
        METRIC_MESSAGES.notYourStartup,
      ],
      [
        founder.gql,
        { s: startupId, d: monthStart(-6), data: [{ metricDataId: id('Revenue'), value: '1' }] },
        METRIC_MESSAGES.notPending,
      ],
    ];
    for (const [gql, variables, message] of refusals) {
      const refused = await gql(SET, variables);
      expect(refused.errors?.[0]?.message, JSON.stringify(variables.data)).toBe(message);
    }
    const stored = await withTenant(server.database.db, org.id, (tx) =>
      tx.select({ value: metricData.value }).from(metricData).where(eq(metricData.incubatorId, org.id)),
    );
    expect(stored.every((s) => s.value === null)).toBe(true);

    // The month before: revenue 0.1, so this month's 0.3 shows exact arithmetic end to end.
    const saved = await founder.gql<{ setMetricDataInMetricForm: Form }>(SET, {
      s: startupId,
      d: date,
      data: [
        { metricDataId: id('Revenue'), value: '0,3' },
        { metricDataId: id('Customers'), value: '0' },
        { metricDataId: id('Free users'), value: '12345678901234567' },
        { metricDataId: id('Burn'), value: '0.1' },
        { metricDataId: id('Launch'), value: '2026-01-15' },
      ],
    });
    expect(saved.errors).toBeUndefined();
    const after = saved.data?.setMetricDataInMetricForm as Form;
    expect(after.status).toBe('submitted');
    const values = Object.fromEntries(
      (after.periods[0]?.data ?? []).map((i) => [i.metric.name[0]?.value, [i.value ?? i.dateValue, i.currency]]),
    );
    expect(values).toEqual({
      Revenue: ['0.3', 'EUR'],
      Customers: ['0', null],
      'Free users': ['12345678901234567', null],
      'Paying users': [null, null],
      Burn: ['0.1', 'EUR'],
      Launch: ['2026-01-15', null],
    });
    // Submitted: the founder's form for the date is up to date, and a second submission is refused.
    const reread = await founder.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: date });
    expect(reread.data?.startupMetricDataForMetricForm).toMatchObject({
      upToDate: true,
      message: 'Metrics are up to date.',
      periods: [],
    });
    const twice = await founder.gql(SET, {
      s: startupId,
      d: date,
      data: [{ metricDataId: id('Revenue'), value: '1' }],
    });
    expect(twice.errors?.[0]?.message).toBe(METRIC_MESSAGES.notPending);

    const effects = await withTenant(server.database.db, org.id, async (tx) => ({
      posts: await tx
        .select({ eventType: timelinePosts.eventType, createdBy: timelinePosts.createdBy })
        .from(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, org.id), eq(timelinePosts.eventType, 'TopLevelDataSubmittedEvent'))),
      tasks: await tx
        .select({ status: tasks.completionStatus, url: tasks.url })
        .from(tasks)
        .where(and(eq(tasks.incubatorId, org.id), eq(tasks.taskType, 'metrics'))),
      notified: await tx
        .select({ type: notifications.notificationType, userId: notificationRecipients.userId })
        .from(notificationRecipients)
        .innerJoin(
          notifications,
          and(
            eq(notifications.incubatorId, notificationRecipients.incubatorId),
            eq(notifications.id, notificationRecipients.notificationId),
          ),
        )
        .where(
          and(eq(notificationRecipients.incubatorId, org.id), eq(notifications.notificationType, 'updatedMetrics')),
        ),
    }));
    expect(effects.posts).toEqual([{ eventType: 'TopLevelDataSubmittedEvent', createdBy: founder.user.id }]);
    expect(effects.tasks.find((t) => t.url?.endsWith(date))?.status).toBe('COMPLETED');
    expect(effects.tasks.filter((t) => t.status === 'PENDING')).toHaveLength(1);
    expect(effects.notified).toEqual([{ type: 'updatedMetrics', userId: coach.user.id }]);

    // Staff correct a value; who and when are kept; the rules still hold.
    const correct = `mutation ($id: ID!, $v: String!) { correctMetricData(metricDataId: $id, value: $v) { id value editedBy editedAt } }`;
    expect((await founder.gql(correct, { id: id('Revenue'), v: '1' })).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
    const burnTooHigh = await coach.gql(correct, { id: id('Burn'), v: '0.31' });
    expect(burnTooHigh.errors?.[0]?.message).toBe('Burn above revenue?');
    const corrected = await coach.gql<{ correctMetricData: { value: string; editedBy: string; editedAt: string } }>(
      correct,
      {
        id: id('Revenue'),
        v: '0.300000',
      },
    );
    expect(corrected.errors).toBeUndefined();
    expect(corrected.data?.correctMetricData).toMatchObject({ value: '0.3', editedBy: coach.user.id });
    expect(corrected.data?.correctMetricData.editedAt).toBeTruthy();

    // The series of the analytics tab: exact strings.
    const series = await coach.gql<{
      startupMetricSeries: { metric: { id: string }; points: { value: string | null }[] }[];
    }>(
      'query ($s: ID!) { startupMetricSeries(startupId: $s) { metric { id } points { from value dateValue currency } } }',
      { s: startupId },
    );
    expect(series.data?.startupMetricSeries.map((s) => s.points.map((p) => p.value))).toEqual([
      ['0.3'],
      ['0'],
      ['12345678901234567'],
      ['0.1'],
      [null],
    ]);
    // The coach may correct each point (its id and the last correction come with it); the founder reads them only.
    const points = await coach.gql<{
      startupMetricSeries: { points: { _id: string; canCorrect: boolean; editedAt: string | null }[] }[];
    }>('query ($s: ID!) { startupMetricSeries(startupId: $s) { points { _id canCorrect editedAt } } }', {
      s: startupId,
    });
    const first = points.data?.startupMetricSeries[0]?.points[0];
    expect(first).toMatchObject({ canCorrect: true });
    expect(first?.editedAt).toBeTruthy();
    const founderPoints = await founder.gql<{ startupMetricSeries: { points: { canCorrect: boolean }[] }[] }>(
      'query ($s: ID!) { startupMetricSeries(startupId: $s) { points { canCorrect } } }',
      { s: startupId },
    );
    expect(founderPoints.data?.startupMetricSeries.flatMap((s) => s.points.map((p) => p.canCorrect))).not.toContain(
      true,
    );
    expect(
      (
        await otherFounder.gql('query ($s: ID!) { startupMetricSeries(startupId: $s) { points { value } } }', {
          s: startupId,
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('ForbiddenError');
  });

  it('lists late startups for staff within their reach', async () => {
    const { admin, coach, otherCoach, startupId } = await collecting();
    const late = '{ lateMetricForms { total items { startupId startupName dueDate deadline daysLate } } }';
    const listed = await admin.gql<{
      lateMetricForms: { total: number; items: { startupId: string; daysLate: number }[] };
    }>(late);
    // Two months ago: the first form's deadline (10 days after its data date a month ago) has passed when today is past the 11th.
    const dayOfMonth = new Date().getUTCDate();
    const expected = dayOfMonth > 11 ? 2 : 1;
    expect(listed.data?.lateMetricForms.total).toBe(expected);
    expect(listed.data?.lateMetricForms.items.every((i) => i.startupId === startupId && i.daysLate > 0)).toBe(true);
    expect((await coach.gql<{ lateMetricForms: { total: number } }>(late)).data?.lateMetricForms.total).toBe(expected);
    expect((await otherCoach.gql<{ lateMetricForms: { total: number } }>(late)).data?.lateMetricForms.total).toBe(0);
  });

  it("refuses the staff screens' calls to those without METRICS/EDIT:VIEW (mentors, founders)", async () => {
    const { admin, founder, sign, revenue, startupId } = await collecting();
    const mentor = await sign('Mentor');
    const listed = await admin.gql<{ metricAssignments: { id: string }[] }>('{ metricAssignments { id } }');
    const assignmentId = listed.data?.metricAssignments[0]?.id;
    expect(assignmentId).toBeDefined();
    const calls: [string, Record<string, unknown>][] = [
      ['{ metrics { id } }', {}],
      ['{ metricAssignments { id } }', {}],
      ['{ lateMetricForms { total } }', {}],
      [ASSIGN, { m: [revenue], s: [startupId], d: monthStart(0) }],
      ['mutation ($id: ID!) { unassignMetric(assignmentId: $id) }', { id: assignmentId }],
      ['mutation ($id: ID!) { archiveMetric(id: $id, archived: true) { id } }', { id: revenue }],
      ['mutation { addCoreMetrics { id } }', {}],
      [
        'mutation ($id: ID!, $input: MetricInput!) { updateMetric(id: $id, input: $input) { id } }',
        { id: revenue, input: { name: en('X'), unitType: 'USER', trackingRecurrence: { amount: 1, type: 'monthly' } } },
      ],
    ];
    for (const person of [mentor, founder]) {
      for (const [query, variables] of calls) {
        const refused = await person.gql(query, variables);
        expect(refused.errors?.[0]?.extensions?.code, query).toBe('ForbiddenError');
      }
    }
    // Nothing changed: the assignment and the metric are as they were.
    const after = await admin.gql<{
      metricAssignments: { id: string }[];
      metrics: { id: string; archived: boolean }[];
    }>('{ metricAssignments { id } metrics { id archived } }');
    expect(after.data?.metricAssignments.map((a) => a.id)).toContain(assignmentId);
    expect(after.data?.metrics.find((m) => m.id === revenue)?.archived).toBe(false);
  });

  it('refuses other organisations', async () => {
    const { founder, startupId } = await collecting();
    const stranger = await setUp();
    const read = await stranger.admin.gql(FORM, { s: startupId, d: monthStart(-1) });
    expect(read.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const form = (
      await founder.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: monthStart(-1) })
    ).data?.startupMetricDataForMetricForm as Form;
    const itemId = form.periods[0]?.data[0]?.id;
    const write = await stranger.founder.gql(SET, {
      s: stranger.startupId,
      d: monthStart(-1),
      data: [{ metricDataId: itemId, value: '1' }],
    });
    expect(write.errors?.[0]?.message).toBe(METRIC_MESSAGES.notPending);
    const correct = await stranger.admin.gql(
      'mutation ($id: ID!) { correctMetricData(metricDataId: $id, value: "1") { id } }',
      { id: itemId },
    );
    expect(correct.errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});

describe('categorization and the checker', () => {
  it('asks a cofounder to categorize, then to report; skip and answers follow spec 02 §4', async () => {
    const { admin, founder, coach, otherFounder, startupId, org } = await setUp();
    // Nothing collected yet: no prompt.
    const none = await founder.gql<{ metricsChecker: Record<string, unknown> }>(CHECKER, { s: startupId });
    expect(none.data?.metricsChecker).toEqual({
      startup: { _id: startupId, initialCategorizationComplete: false },
      pendingDataForm: null,
    });
    const users = await metric(admin.gql, { name: en('Users'), unitType: 'USER' });
    await admin.gql(ASSIGN, { m: [users], s: [startupId], d: monthStart(-2) });
    const first = await founder.gql<{ metricsChecker: { pendingDataForm: unknown } }>(CHECKER, { s: startupId });
    expect(first.data?.metricsChecker.pendingDataForm).toEqual({ id: startupId, type: 'categorization', date: null });
    // Only cofounders are prompted; others of another startup are refused.
    expect(
      (await coach.gql<{ metricsChecker: { pendingDataForm: unknown } }>(CHECKER, { s: startupId })).data
        ?.metricsChecker.pendingDataForm,
    ).toBeNull();
    expect((await otherFounder.gql(CHECKER, { s: startupId })).errors?.[0]?.extensions?.code).toBe('ForbiddenError');

    const refusals: [Record<string, unknown>, string][] = [
      [{ c: startupId, data: [] }, METRIC_MESSAGES.skipRequired],
      [
        { c: startupId, skip: false, data: [{ key: 'serviceIsLive', value: true }] },
        'Do you have free users? is a required field. Are you generating sales? is a required field. Is your revenue model recurring (subscriptions)? is a required field',
      ],
    ];
    for (const [variables, message] of refusals) {
      expect((await founder.gql(CATEGORIZE, variables)).errors?.[0]?.message).toBe(message);
    }
    expect((await otherFounder.gql(CATEGORIZE, { c: startupId, skip: true })).errors?.[0]?.message).toBe(
      METRIC_MESSAGES.notYourStartup,
    );

    const skipped = await founder.gql<{ updateStartupCategorization: Record<string, unknown> }>(CATEGORIZE, {
      c: startupId,
      skip: true,
      data: [{ key: 'serviceIsLive', value: true }],
    });
    expect(skipped.errors).toBeUndefined();
    expect(skipped.data?.updateStartupCategorization).toMatchObject({
      id: startupId,
      skipped: true,
      startup: { _id: startupId, initialCategorizationComplete: true },
      values: [
        { key: 'serviceIsLive', value: null },
        { key: 'hasFreeUsers', value: null },
        { key: 'isGeneratingSales', value: null },
        { key: 'recurringRevenueModel', value: null },
      ],
    });
    const next = await founder.gql<{ metricsChecker: { pendingDataForm: { type: string; date: string } } }>(CHECKER, {
      s: startupId,
    });
    expect(next.data?.metricsChecker.pendingDataForm).toMatchObject({ type: 'metrics', date: monthStart(-1) });

    const answered = await founder.gql<{ updateStartupCategorization: { values: { key: string; value: boolean }[] } }>(
      CATEGORIZE,
      {
        c: startupId,
        skip: false,
        data: [
          { key: 'serviceIsLive', value: true },
          { key: 'hasFreeUsers', value: false },
          { key: 'isGeneratingSales', value: true },
          { key: 'recurringRevenueModel', value: false },
        ],
      },
    );
    expect(answered.data?.updateStartupCategorization.values.map((v) => v.value)).toEqual([true, false, true, false]);
    const read = await coach.gql<{ getStartupCategorization: { values: { value: boolean }[] } }>(
      'query ($c: ID!) { getStartupCategorization(categorizationId: $c) { id values { key label value } } }',
      { c: startupId },
    );
    expect(read.data?.getStartupCategorization.values.map((v) => v.value)).toEqual([true, false, true, false]);
    const posts = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ eventType: timelinePosts.eventType })
        .from(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, org.id), eq(timelinePosts.startupId, startupId))),
    );
    expect(posts.map((p) => p.eventType).filter((t) => t.startsWith('DataCategorization'))).toEqual([
      'DataCategorizationSkip',
      'DataCategorizationUpdate',
    ]);

    // Report both months: nothing pending any more.
    for (const offset of [-1, 0]) {
      const form = (
        await founder.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: monthStart(offset) })
      ).data?.startupMetricDataForMetricForm as Form;
      const itemId = form.periods[0]?.data[0]?.id;
      expect(
        (await founder.gql(SET, { s: startupId, d: monthStart(offset), data: [{ metricDataId: itemId, value: '7' }] }))
          .errors,
      ).toBeUndefined();
    }
    const done = await founder.gql<{ metricsChecker: { pendingDataForm: unknown } }>(CHECKER, { s: startupId });
    expect(done.data?.metricsChecker.pendingDataForm).toBeNull();
  });
});

describe('the timeline event and the sweep', () => {
  it('shows each value of a submission with its change from the last period, exactly', async () => {
    const { org, admin, founder, coach, otherFounder, startupId } = await setUp();
    const revenue = await metric(admin.gql, { name: en('Revenue'), unitType: 'MONETARY' });
    const launch = await metric(admin.gql, { name: en('Launch'), unitType: 'DATE' });
    await admin.gql(ASSIGN, { m: [revenue, launch], s: [startupId], d: monthStart(-2) });
    for (const [offset, value] of [
      [-1, '0.1'],
      [0, '0.3'],
    ] as const) {
      const form = (
        await founder.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: monthStart(offset) })
      ).data?.startupMetricDataForMetricForm as Form;
      const items = form.periods[0]?.data ?? [];
      const saved = await founder.gql(SET, {
        s: startupId,
        d: monthStart(offset),
        data: [
          { metricDataId: items[0]?.id, value },
          { metricDataId: items[1]?.id, value: '2026-01-01' },
        ],
      });
      expect(saved.errors).toBeUndefined();
    }
    const posts = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ id: timelinePosts.id, createdAt: timelinePosts.createdAt })
        .from(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, org.id), eq(timelinePosts.eventType, 'TopLevelDataSubmittedEvent'))),
    );
    expect(posts).toHaveLength(2);
    const SUBMISSION = `query ($p: ID!) { metricSubmission(postId: $p) { dueDate submittedBy editedBy
      data { isPoint0 value dateValue currency unit metric { id } metadata { diff change useArrow } } } }`;
    const details = await Promise.all(
      posts.map((p) => coach.gql<{ metricSubmission: { dueDate: string; data: unknown[] } }>(SUBMISSION, { p: p.id })),
    );
    const latest = details.map((d) => d.data?.metricSubmission).find((d) => d?.dueDate === monthStart(0));
    expect(latest?.data).toEqual([
      {
        isPoint0: false,
        value: '0.3',
        dateValue: null,
        currency: 'EUR',
        unit: 'MONETARY',
        metric: { id: revenue },
        metadata: { diff: '0.2', change: '200', useArrow: true },
      },
      {
        isPoint0: true,
        value: null,
        dateValue: '2026-01-01',
        currency: null,
        unit: 'DATE',
        metric: { id: launch },
        metadata: { diff: null, change: null, useArrow: false },
      },
    ]);
    const first = details.map((d) => d.data?.metricSubmission).find((d) => d?.dueDate === monthStart(-1));
    expect(first?.data[0]).toMatchObject({ isPoint0: true, metadata: { diff: null, useArrow: false } });
    expect((await otherFounder.gql(SUBMISSION, { p: posts[0]?.id })).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
  });

  it('opens the periods that came due and reminds late founders once (flag reminderEmails)', async () => {
    const { org, admin, founder, startupId } = await setUp();
    const users = await metric(admin.gql, { name: en('Users'), unitType: 'USER' });
    await admin.gql(ASSIGN, { m: [users], s: [startupId], d: monthStart(-2) });
    const deps = { database: server.database, mail: server.app.mail, config: server.config };
    const outbox = () =>
      withTenant(server.database.db, org.id, (tx) =>
        tx
          .select({ template: emailMessages.template, text: emailMessages.text })
          .from(emailMessages)
          .where(and(eq(emailMessages.incubatorId, org.id), eq(emailMessages.toAddress, founder.user.email))),
      );
    await sweepMetrics(deps);
    const first = await outbox();
    // Last month's form is past its deadline (the 11th), and this month's too after the 11th: one late reminder each.
    const late = new Date().getUTCDate() > 11 ? 2 : 1;
    expect(first.filter((m) => m.template === 'metricsLate')).toHaveLength(late);
    expect(first[0]?.text).toContain(`/startup/${startupId}/metrics/`);
    await sweepMetrics(deps);
    expect(await outbox()).toHaveLength(first.length);

    // Next month, the sweep opens the new period: its DataDueEvent and task.
    const ahead = new Date(`${monthStart(1)}T06:00:00Z`);
    const swept = await sweepMetrics(deps, ahead);
    expect(swept.opened).toBeGreaterThanOrEqual(1);
    const checker = await founder.gql<{ metricsChecker: { pendingDataForm: { date: string } | null } }>(CHECKER, {
      s: startupId,
    });
    expect(checker.data?.metricsChecker.pendingDataForm).toMatchObject({ type: 'categorization' });
    const due = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ id: timelinePosts.id })
        .from(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, org.id), eq(timelinePosts.eventType, 'DataDueEvent'))),
    );
    expect(due).toHaveLength(3);
  });
});

describe('portfolio aggregation', () => {
  it('aggregates a metric per programme and period exactly (average, count, max, median, min, sum)', async () => {
    const { admin, coach, sign, startup } = await setUp();
    const revenue = await metric(admin.gql, { name: en('Revenue'), unitType: 'MONETARY' });
    const program = await admin.gql<{ createProgram: { _id: string } }>(
      'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
      { input: { name: 'Climate' } },
    );
    const programId = program.data?.createProgram._id as string;
    const people = [];
    for (const name of ['A', 'B', 'C', 'D']) {
      const person = await sign('Cofounder');
      people.push({ person, startupId: await startup(name, [person.user.id], [programId]) });
    }
    expect((await admin.gql(ASSIGN, { m: [revenue], p: [programId], d: monthStart(-1) })).errors).toBeUndefined();
    for (const [k, value] of ['0.1', '0.2', '0.4', '0.25'].entries()) {
      const { person, startupId } = people[k] as (typeof people)[number];
      const form = (
        await person.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: monthStart(0) })
      ).data?.startupMetricDataForMetricForm as Form;
      const saved = await person.gql(SET, {
        s: startupId,
        d: monthStart(0),
        data: [{ metricDataId: form.periods[0]?.data[0]?.id, value }],
      });
      expect(saved.errors).toBeUndefined();
    }
    const AGGREGATES = `query ($m: ID!, $g: MetricGrouping) { metricAggregates(metricId: $m, groupBy: $g) {
      groupId groupName periodFrom count sum average min max median } }`;
    const byProgram = await admin.gql<{ metricAggregates: unknown[] }>(AGGREGATES, { m: revenue, g: 'program' });
    expect(byProgram.errors).toBeUndefined();
    expect(byProgram.data?.metricAggregates).toEqual([
      {
        groupId: programId,
        groupName: 'Climate',
        periodFrom: monthStart(-1),
        count: 4,
        sum: '0.95',
        average: '0.2375',
        min: '0.1',
        max: '0.4',
        median: '0.225',
      },
    ]);
    const whole = await admin.gql<{ metricAggregates: { groupName: string; count: number }[] }>(AGGREGATES, {
      m: revenue,
    });
    expect(whole.data?.metricAggregates).toMatchObject([{ groupName: 'Portfolio', count: 4 }]);
    // A coach reads the startups they follow only (none here).
    expect(
      (await coach.gql<{ metricAggregates: unknown[] }>(AGGREGATES, { m: revenue })).data?.metricAggregates,
    ).toEqual([]);

    // The results are kept in memory, and forgotten as soon as what they are made of changes: a value corrected
    // through the API (announced at commit), a programme renamed, a value changed by another writer (the database's
    // notification).
    const sums = async () =>
      (
        await admin.gql<{ metricAggregates: { groupName: string; sum: string }[] }>(AGGREGATES, {
          m: revenue,
          g: 'program',
        })
      ).data?.metricAggregates.map((row) => `${row.groupName} ${row.sum}`);
    const [first] = await server.database.ownerQuery<{ id: string }>(
      `select id::text from metric_data where metric_id = $1 and value = 0.1`,
      [revenue],
    );
    const corrected = await admin.gql(
      'mutation ($id: ID!, $v: String!) { correctMetricData(metricDataId: $id, value: $v) { id } }',
      { id: first?.id, v: '1.1' },
    );
    expect(corrected.errors).toBeUndefined();
    expect(await sums()).toEqual(['Climate 1.95']);
    // Asked again with nothing changed, the values are not read again (the session check, the plan and the metric).
    const before = server.statementCount();
    expect(await sums()).toEqual(['Climate 1.95']);
    expect(server.statementCount() - before).toBe(3);
    await admin.gql('mutation ($id: ID!, $input: ProgramInput!) { updateProgram(id: $id, input: $input) { _id } }', {
      id: programId,
      input: { name: 'Climate tech' },
    });
    expect(await sums()).toEqual(['Climate tech 1.95']);
    await server.database.ownerQuery(`update metric_data set value = 2.1 where id = $1`, [first?.id]);
    await expect.poll(sums, { timeout: 5_000 }).toEqual(['Climate tech 2.95']);

    // Reading across the portfolio is the plan feature DATA_ASSETS: outside the plan, the plan's message.
    await server.database.ownerQuery(
      `update incubator_plans set features = '{}' where incubator_id = (select incubator_id from users where id = $1)`,
      [admin.user.id],
    );
    const outside = await admin.gql(AGGREGATES, { m: revenue });
    expect(outside.errors?.[0]?.message).toBe(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
    const flags = await admin.gql('query ($m: ID!) { metricGrowthFlags(metricId: $m) { startupId } }', { m: revenue });
    expect(flags.errors?.[0]?.message).toBe(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
  });
});

describe('growth flags', () => {
  it('lists the startups whose metric jumped or fell beyond the threshold, and those that stopped reporting', async () => {
    const { admin, coach, founder, sign, startup } = await setUp();
    const customers = await metric(admin.gql, { name: en('Customers'), unitType: 'CUSTOMER' });
    const program = await admin.gql<{ createProgram: { _id: string } }>(
      'mutation ($input: ProgramInput!) { createProgram(input: $input) { _id } }',
      { input: { name: 'Growth' } },
    );
    const programId = program.data?.createProgram._id as string;
    const people: { person: Awaited<ReturnType<typeof sign>>; startupId: string }[] = [];
    for (const name of ['Jumper', 'Faller', 'Steady', 'Silent']) {
      const person = await sign('Cofounder');
      people.push({ person, startupId: await startup(name, [person.user.id], [programId]) });
    }
    expect((await admin.gql(ASSIGN, { m: [customers], p: [programId], d: monthStart(-2) })).errors).toBeUndefined();
    // Two months each: 100 then 250 (+150 %), 100 then 40 (-60 %), 100 then 110 (+10 %); Silent reports nothing.
    for (const [k, values] of [
      ['100', '250'],
      ['100', '40'],
      ['100', '110'],
    ].entries()) {
      const { person, startupId } = people[k] as (typeof people)[number];
      // Each month's form (its data date the first of the next month) holds that month.
      for (const [i, value] of values.entries()) {
        const date = monthStart(i - 1);
        const form = (await person.gql<{ startupMetricDataForMetricForm: Form }>(FORM, { s: startupId, d: date })).data
          ?.startupMetricDataForMetricForm as Form;
        expect(form.periods.map((p) => p.from)).toEqual([monthStart(i - 2)]);
        const saved = await person.gql(SET, {
          s: startupId,
          d: date,
          data: [{ metricDataId: form.periods[0]?.data[0]?.id, value }],
        });
        expect(saved.errors).toBeUndefined();
      }
    }
    const FLAGS = `query ($m: ID!, $t: Float, $n: Int) { metricGrowthFlags(metricId: $m, threshold: $t, missedPeriods: $n) {
      startupId startupName kind lastPeriodFrom lastValue previousValue change missedPeriods } }`;
    const flags = await admin.gql<{ metricGrowthFlags: unknown[] }>(FLAGS, { m: customers });
    expect(flags.errors).toBeUndefined();
    expect(flags.data?.metricGrowthFlags).toEqual([
      {
        startupId: people[3]?.startupId,
        startupName: 'Silent',
        kind: 'stopped',
        lastPeriodFrom: null,
        lastValue: null,
        previousValue: null,
        change: null,
        missedPeriods: 2,
      },
      {
        startupId: people[1]?.startupId,
        startupName: 'Faller',
        kind: 'fall',
        lastPeriodFrom: monthStart(-1),
        lastValue: '40',
        previousValue: '100',
        change: '-60',
        missedPeriods: 0,
      },
      {
        startupId: people[0]?.startupId,
        startupName: 'Jumper',
        kind: 'jump',
        lastPeriodFrom: monthStart(-1),
        lastValue: '250',
        previousValue: '100',
        change: '150',
        missedPeriods: 0,
      },
    ]);
    // A lower threshold flags the steady one too; three missed periods are needed to have stopped, so Silent is not.
    const lower = await admin.gql<{ metricGrowthFlags: { startupName: string; kind: string }[] }>(FLAGS, {
      m: customers,
      t: 10,
      n: 3,
    });
    expect(lower.data?.metricGrowthFlags.map((f) => [f.startupName, f.kind])).toEqual([
      ['Faller', 'fall'],
      ['Jumper', 'jump'],
      ['Steady', 'jump'],
    ]);
    // Bad thresholds are refused with their field; a coach reads the startups they follow only (no data here);
    // a founder is refused; an unknown metric is not found.
    const bad = await admin.gql(FLAGS, { m: customers, t: 0 });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'threshold' })]);
    const badMissed = await admin.gql(FLAGS, { m: customers, n: 0 });
    expect(badMissed.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: 'missedPeriods' })]);
    expect(
      (await coach.gql<{ metricGrowthFlags: unknown[] }>(FLAGS, { m: customers })).data?.metricGrowthFlags,
    ).toEqual([]);
    expect((await founder.gql(FLAGS, { m: customers })).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    expect((await admin.gql(FLAGS, { m: 'nope' })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});

import {
  CATEGORIZATION_QUESTIONS,
  CORE_METRICS,
  METRIC_SETTINGS_DEFAULTS,
  metricToday,
  periodAt,
} from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import {
  metricAssignments,
  metricData,
  metricForms,
  metrics,
  openDueForms,
  startupCategorizations,
} from '../modules/metrics/index.ts';
import { startupMembers, startupPrograms } from '../modules/startups/index.ts';
import { timelinePosts } from '../modules/timeline/index.ts';

export interface DemoMetricsInput {
  adminId: string;
  /** The demo cofounder's startup: its latest month pending and its categorization not done (the checker shows). */
  solarisId: string;
  /** The late reporter: its last three months pending. */
  mediflowId: string;
  /** The decline. */
  agrisenseId: string;
  /** Every startup of this programme reports too. */
  programId: string | undefined;
  /** The organisation's currency (money keeps the currency it was reported in). */
  currency: string;
}

export const DEMO_METRIC_MONTHS = 18;
const COLLECTED = ['revenue', 'burn', 'runway', 'employees', 'customers', 'users'] as const;

/** A deterministic number in [0, 1) (the demo is the same on every boot). */
function noise(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** A startup's figures in month m (0 the oldest): growth, or a decline for one. */
function figures(index: number, month: number, declining: boolean): Record<(typeof COLLECTED)[number], string> {
  const trend = declining ? Math.max(0.35, 1.4 - month * 0.05) : 1.07 ** month;
  const wobble = 0.92 + noise(index, month) * 0.16;
  const revenue = Math.round((4000 + index * 900) * trend * wobble * 100) / 100;
  const burn = Math.round((15000 + index * 500) * (declining ? 1.1 : 1 + month * 0.02) * 100) / 100;
  const customers = Math.round((12 + index * 3) * trend * wobble);
  return {
    revenue: revenue.toFixed(2),
    burn: burn.toFixed(2),
    runway: String(Math.max(1, Math.round(24 - month * (declining ? 1.1 : 0.4)))),
    employees: (3 + Math.floor(month / (declining ? 9 : 4)) + (noise(month, index) > 0.8 ? 0.5 : 0)).toString(),
    customers: String(customers),
    users: String(customers * 9 + Math.round(noise(index, month + 7) * 40)),
  };
}

/**
 * Issue 17's demo: the core metrics, collected monthly for eighteen months from Solaris, Mediflow, Agrisense and the
 * Climate Track startups. Reported months are stored as submitted forms with their TopLevelDataSubmittedEvent posts;
 * the months still open come from the same code the sweep runs (their DataDueEvent, task and notification). Mediflow
 * reports late (three months open); Agrisense declines; Solaris (the demo cofounder's) has its latest month open and
 * is not categorised yet, so the metric checker prompts cofounder@<slug>.cohort.test.
 */
export async function seedMetrics(db: Db, incubatorId: string, input: DemoMetricsInput): Promise<void> {
  const core = CORE_METRICS.map((m, index) => ({
    incubatorId,
    id: newId(Date.now() + index),
    name: m.name,
    description: m.description,
    unitType: m.unitType,
    recurrenceAmount: m.recurrence.amount,
    recurrenceType: m.recurrence.type,
    category: m.category,
    coreKey: m.key,
    createdBy: input.adminId,
    validations:
      m.key === 'burn'
        ? [{ rule: 'max' as const, target: { kind: 'number' as const, value: '1000000' }, label: null }]
        : [],
  }));
  await db.insert(metrics).values(core);
  const idOf = new Map(core.map((m) => [m.coreKey, m.id]));
  const collected = COLLECTED.map((key) => idOf.get(key) as string);
  const now = new Date();
  const start = periodAt({ amount: 1, type: 'monthly' }, metricToday(now), -DEMO_METRIC_MONTHS).from;
  const direct = [input.solarisId, input.mediflowId, input.agrisenseId];
  await db.insert(metricAssignments).values([
    ...collected.flatMap((metricId) =>
      direct.map((startupId) => ({
        incubatorId,
        id: newId(),
        metricId,
        startupId,
        startsOn: start,
        createdBy: input.adminId,
      })),
    ),
    ...(input.programId
      ? collected.map((metricId) => ({
          incubatorId,
          id: newId(),
          metricId,
          programId: input.programId,
          startsOn: start,
          createdBy: input.adminId,
        }))
      : []),
  ]);
  const members = input.programId
    ? await db
        .select({ startupId: startupPrograms.startupId })
        .from(startupPrograms)
        .where(and(eq(startupPrograms.incubatorId, incubatorId), eq(startupPrograms.targetId, input.programId)))
    : [];
  const reporting = [...new Set([...direct, ...members.map((m) => m.startupId)])];
  const open = (startupId: string) => (startupId === input.mediflowId ? 3 : 1);
  const founders = await db
    .select({ startupId: startupMembers.startupId, userId: startupMembers.userId })
    .from(startupMembers)
    .where(and(eq(startupMembers.incubatorId, incubatorId), inArray(startupMembers.startupId, reporting)));
  const forms: (typeof metricForms.$inferInsert)[] = [];
  const data: (typeof metricData.$inferInsert)[] = [];
  const posts: (typeof timelinePosts.$inferInsert)[] = [];
  reporting.forEach((startupId, index) => {
    const reporter = founders.find((f) => f.startupId === startupId)?.userId ?? input.adminId;
    for (let month = 0; month < DEMO_METRIC_MONTHS - open(startupId); month++) {
      const period = periodAt({ amount: 1, type: 'monthly' }, start, month);
      const formId = newId();
      const postId = newId();
      const submittedAt = new Date(Date.parse(`${period.dueDate}T09:00:00Z`) + (2 + (index % 5)) * 86_400_000);
      forms.push({
        incubatorId,
        id: formId,
        startupId,
        dueDate: period.dueDate,
        deadline: new Date(
          Date.parse(`${period.dueDate}T00:00:00Z`) + METRIC_SETTINGS_DEFAULTS.reportingDays * 86_400_000,
        )
          .toISOString()
          .slice(0, 10),
        status: 'submitted',
        submittedBy: reporter,
        submittedAt,
        submittedPostId: postId,
      });
      const values = figures(index, month, startupId === input.agrisenseId);
      COLLECTED.forEach((key, k) => {
        data.push({
          incubatorId,
          id: newId(),
          formId,
          startupId,
          metricId: collected[k] as string,
          periodFrom: period.from,
          periodTo: period.to,
          value: values[key],
          currency: key === 'revenue' || key === 'burn' ? input.currency : null,
          submittedBy: reporter,
          submittedAt,
        });
      });
      posts.push({
        incubatorId,
        id: postId,
        startupId,
        eventType: 'TopLevelDataSubmittedEvent',
        message: `Metrics for ${period.from.slice(0, 7)} were reported`,
        createdBy: reporter,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      });
    }
  });
  await db.insert(metricForms).values(forms);
  await db.insert(metricData).values(data);
  await db.insert(timelinePosts).values(posts);
  // The months still open: what the sweep does (posts, tasks, notifications).
  await openDueForms(db, incubatorId, metricToday(now), reporting);
  await db.insert(startupCategorizations).values(
    reporting
      .filter((id) => id !== input.solarisId)
      .map((startupId, index) => ({
        incubatorId,
        startupId,
        answers: Object.fromEntries(CATEGORIZATION_QUESTIONS.map((q, k) => [q.key, noise(index, k) > 0.4])),
        initialCategorizationComplete: true,
      })),
  );
}

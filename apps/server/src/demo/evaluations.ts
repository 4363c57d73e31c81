import { type FormAnswers, scoreAnswers } from '@cohort/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import { applications } from '../modules/applications/index.ts';
import {
  evaluationAssignments,
  evaluationConflicts,
  evaluationEvaluators,
  evaluationRounds,
  MY_EVALUATIONS_PATH,
} from '../modules/evaluations/index.ts';
import { forms } from '../modules/forms/index.ts';
import { funnelRounds } from '../modules/funnels/index.ts';
import { taskAssignees, tasks } from '../modules/tasks/index.ts';
import { users } from '../modules/users/index.ts';

export interface DemoEvaluationsInput {
  /** The demo evaluator (evaluator@<slug>.cohort.test) and the admin who assigned the reviews. */
  evaluatorId: string;
  adminId: string;
  evaluatorRoleId: string;
  passwordHash: string;
  slug: string;
  timezone: string;
}

const DAY = 86_400_000;

/**
 * Eight evaluators of known strictness on the 1–5 scales of the demo scorecard: Eva (the demo evaluator) fair, two
 * harsh, two lenient, one who always gives the same marks. Calibration should undo what the raw averages suffer.
 */
const PANEL = [
  { first: 'Eva', last: null, offset: 0 },
  { first: 'Hugo', last: 'Brandt', offset: -1.4 },
  { first: 'Sofia', last: 'Marino', offset: -0.8 },
  { first: 'Kenji', last: 'Mori', offset: 0.2 },
  { first: 'Amara', last: 'Osei', offset: 0.9 },
  { first: 'Lucas', last: 'Ferreira', offset: 1.5 },
  { first: 'Nadia', last: 'Haddad', offset: -0.2 },
  { first: 'Tomás', last: 'Ruiz', offset: 0, constant: true },
] as const;

/** A deterministic number in [0, 1) from two integers (the demo is the same on every boot). */
function noise(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const clamp = (n: number) => Math.max(1, Math.min(5, Math.round(n)));

/**
 * The spring call's Committee review: two reviews per application by a panel of eight, most submitted (some still
 * missing, so reminders have someone to remind), two conflicts declared, each evaluator's task. Eva keeps two reviews
 * to do.
 */
export async function seedEvaluations(db: Db, incubatorId: string, input: DemoEvaluationsInput): Promise<void> {
  const [round] = await db
    .select({ id: funnelRounds.id, formId: funnelRounds.formId, name: funnelRounds.name })
    .from(funnelRounds)
    .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.kind, 'evaluation')));
  if (!round?.formId) return;
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, round.formId)));
  if (!form) return;
  const inRound = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.incubatorId, incubatorId), eq(applications.roundId, round.id)))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const now = Date.now();
  const deadline = new Date(now + 10 * DAY);
  await db
    .update(funnelRounds)
    .set({ deadline })
    .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.id, round.id)));
  await db.insert(evaluationRounds).values({ incubatorId, roundId: round.id, reviewsNeeded: 2, defaultCap: 8 });

  const panel = PANEL.map((member, index) => ({
    ...member,
    id: index === 0 ? input.evaluatorId : newId(),
  }));
  await db.insert(users).values(
    panel.slice(1).map((member) => ({
      incubatorId,
      id: member.id,
      email: `${member.first
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z]/g, '')}.evaluator@${input.slug}.cohort.test`,
      firstName: member.first,
      lastName: member.last ?? '',
      passwordHash: input.passwordHash,
      roleId: input.evaluatorRoleId,
      status: 'active' as const,
      validated: true,
      timezone: input.timezone,
    })),
  );
  const taskIds = panel.map(() => newId());
  await db.insert(tasks).values(
    panel.map((_, index) => ({
      incubatorId,
      id: taskIds[index] as string,
      name: `Evaluate the applications of Spring Accelerator 2027 — ${round.name}`,
      dueDate: deadline,
      url: MY_EVALUATIONS_PATH,
      taskType: 'evaluation',
      createdBy: input.adminId,
    })),
  );
  await db.insert(taskAssignees).values(
    panel.map((member, index) => ({
      incubatorId,
      id: newId(),
      taskId: taskIds[index] as string,
      type: 'User' as const,
      value: member.id,
    })),
  );
  await db.insert(evaluationEvaluators).values(
    panel.map((member, index) => ({
      incubatorId,
      roundId: round.id,
      userId: member.id,
      cap: 8,
      taskId: taskIds[index],
    })),
  );

  // Two reviews per application, rotating through the panel so each evaluator sees a different mix. Eva reviews
  // the first three (one submitted) and leaves two to do.
  const rows: (typeof evaluationAssignments.$inferInsert)[] = [];
  for (const [a, application] of inRound.entries()) {
    const quality = 1.5 + 3 * noise(a, 1);
    const reviewers = [a % panel.length, (a * 3 + 1) % panel.length];
    if (reviewers[0] === reviewers[1]) reviewers[1] = ((reviewers[1] ?? 0) + 1) % panel.length;
    for (const [k, index] of reviewers.entries()) {
      const member = panel[index] as (typeof panel)[number];
      const isEva = index === 0;
      const open = isEva ? a > 0 : (a + k) % 9 === 4;
      const mark = (n: number) => ('constant' in member ? 3 : clamp(quality + member.offset + (noise(a, n + k) - 0.5)));
      const answers: FormAnswers = {
        team_fit: mark(2),
        team_complete: { values: [quality > 3.4 ? 'yes' : quality > 2.2 ? 'partly' : 'no'] },
        market_size: mark(3),
        traction: mark(4),
        comment: quality > 3 ? 'A credible team with early customers.' : 'Too early: come back with traction.',
      };
      const score = scoreAnswers(form.questions, answers);
      const submittedAt = new Date(now - (1 + ((a + k) % 4)) * DAY);
      rows.push({
        incubatorId,
        id: newId(),
        roundId: round.id,
        applicationId: application.id,
        evaluatorId: member.id,
        status: open ? 'assigned' : 'submitted',
        formId: open ? null : form.id,
        answers: open ? {} : answers,
        score: open ? null : score.score,
        maxScore: open ? null : score.max,
        sectionScores: open ? null : score.sections,
        assignedBy: input.adminId,
        createdAt: new Date(now - 6 * DAY),
        updatedAt: open ? new Date(now - 6 * DAY) : submittedAt,
        submittedAt: open ? null : submittedAt,
      });
    }
  }
  if (rows.length > 0) await db.insert(evaluationAssignments).values(rows);
  // Conflicts declared on applications the panel does not review: Kenji advised one, Nadia knows a founder.
  const reviewed = (memberId: string, applicationId: string) =>
    rows.some((row) => row.evaluatorId === memberId && row.applicationId === applicationId);
  const conflicts = [
    { member: panel[3], reason: 'I advised this team at a hackathon last year.' },
    { member: panel[6], reason: 'One of the founders is a former colleague.' },
  ].flatMap(({ member, reason }) => {
    const target = inRound.find((application) => member && !reviewed(member.id, application.id));
    return member && target
      ? [{ incubatorId, id: newId(), evaluatorId: member.id, applicationId: target.id, reason }]
      : [];
  });
  if (conflicts.length > 0) await db.insert(evaluationConflicts).values(conflicts);
  // An evaluator with every review submitted has their task done.
  for (const [index, member] of panel.entries()) {
    if (rows.some((row) => row.evaluatorId === member.id && row.status !== 'submitted')) continue;
    await db
      .update(taskAssignees)
      .set({ done: true, completedAt: new Date(now - DAY), completedBy: member.id })
      .where(and(eq(taskAssignees.incubatorId, incubatorId), eq(taskAssignees.taskId, taskIds[index] as string)));
    await db
      .update(tasks)
      .set({ completionStatus: 'COMPLETED' })
      .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, taskIds[index] as string)));
  }
}

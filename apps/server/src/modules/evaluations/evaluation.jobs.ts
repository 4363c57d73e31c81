import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import { funnelRounds, funnels } from '../funnels/index.ts';
import { getFeatureFlags, getIncubator } from '../organisations/index.ts';
import { mailEvaluators } from './evaluation.service.ts';
import { evaluationAssignments, evaluationRounds } from './evaluation.table.ts';

export const EVALUATION_REMINDERS_QUEUE = 'evaluation-reminders';
/** Reviews still open this close to their round's deadline are reminded, at most once a day. */
export const REMINDER_WINDOW_HOURS = 48;
const REMIND_EVERY_HOURS = 24;

export interface EvaluationJobDeps {
  database: Database;
  mail: MailTransport;
  config: Pick<Config, 'mailFrom'>;
}

/**
 * The reminder sweep (issue 15: evaluators get reminder e-mails): every hour, in each organisation with the flag
 * reminderEmails, the reviews not submitted whose round ends within 48 hours and that were not reminded in the last
 * day are claimed (one UPDATE … RETURNING, so two instances never remind twice) and each evaluator gets one e-mail.
 * Returns the number of e-mails.
 */
export async function sweepEvaluationReminders(deps: EvaluationJobDeps, now = new Date()): Promise<number> {
  const { database } = deps;
  const due = await database.ownerQuery<{ incubator_id: string }>(
    `select distinct a.incubator_id from evaluation_assignments a
       join funnel_rounds r on r.incubator_id = a.incubator_id and r.id = a.round_id
      where a.status <> 'submitted' and r.deadline > $1 and r.deadline <= $1::timestamptz + make_interval(hours => $2)
        and (a.reminded_at is null or a.reminded_at < $1::timestamptz - make_interval(hours => $3))`,
    [now.toISOString(), REMINDER_WINDOW_HOURS, REMIND_EVERY_HOURS],
  );
  let sent = 0;
  for (const { incubator_id: incubatorId } of due) {
    const effects: (() => void)[] = [];
    sent += await withTenant(database.db, incubatorId, async (tx) => {
      if (!(await getFeatureFlags(tx, incubatorId)).reminderEmails) return 0;
      const until = new Date(now.getTime() + REMINDER_WINDOW_HOURS * 3_600_000);
      const since = new Date(now.getTime() - REMIND_EVERY_HOURS * 3_600_000);
      const claimed = await tx
        .update(evaluationAssignments)
        .set({ remindedAt: now })
        .where(
          and(
            eq(evaluationAssignments.incubatorId, incubatorId),
            sql`${evaluationAssignments.status} <> 'submitted'`,
            sql`(${evaluationAssignments.remindedAt} is null or ${evaluationAssignments.remindedAt} < ${since.toISOString()})`,
            sql`${evaluationAssignments.roundId} in (select r.id from ${funnelRounds} r where r.incubator_id = ${incubatorId}
              and r.deadline > ${now.toISOString()} and r.deadline <= ${until.toISOString()})`,
          ),
        )
        .returning({ roundId: evaluationAssignments.roundId, evaluatorId: evaluationAssignments.evaluatorId });
      if (claimed.length === 0) return 0;
      const roundIds = [...new Set(claimed.map((c) => c.roundId))];
      const rounds = await tx
        .select({
          id: funnelRounds.id,
          name: funnelRounds.name,
          deadline: funnelRounds.deadline,
          funnelName: funnels.name,
          origin: evaluationRounds.origin,
        })
        .from(funnelRounds)
        .innerJoin(
          funnels,
          and(eq(funnels.incubatorId, funnelRounds.incubatorId), eq(funnels.id, funnelRounds.funnelId)),
        )
        .leftJoin(
          evaluationRounds,
          and(
            eq(evaluationRounds.incubatorId, funnelRounds.incubatorId),
            eq(evaluationRounds.roundId, funnelRounds.id),
          ),
        )
        .where(and(eq(funnelRounds.incubatorId, incubatorId), inArray(funnelRounds.id, roundIds)));
      const mail = {
        db: tx,
        database,
        incubator: await getIncubator(tx, incubatorId),
        transport: deps.mail,
        fromAddress: deps.config.mailFrom,
        afterCommit: (effect: () => void) => effects.push(effect),
      };
      let count = 0;
      for (const round of rounds) {
        const perEvaluator = new Map<string, number>();
        for (const c of claimed) {
          if (c.roundId === round.id) perEvaluator.set(c.evaluatorId, (perEvaluator.get(c.evaluatorId) ?? 0) + 1);
        }
        // Without a recorded address (a round assigned before it was kept), the link is relative to the mail's host.
        count += await mailEvaluators(mail, 'evaluationReminder', perEvaluator, round, round.origin ?? '');
      }
      return count;
    });
    for (const effect of effects) effect();
  }
  return sent;
}

/** Runs the sweep every hour (once across instances: pg-boss's scheduler queues it, one worker takes it). */
export async function registerEvaluationJobs(jobs: JobQueue, deps: EvaluationJobDeps): Promise<void> {
  await jobs.work(EVALUATION_REMINDERS_QUEUE, async () => {
    await sweepEvaluationReminders(deps);
  });
  await jobs.schedule(EVALUATION_REMINDERS_QUEUE, '0 * * * *');
}

import { COACHING_EVALUATION_WINDOW_DAYS } from '@cohort/shared';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import type { MailContext } from '../mail/index.ts';
import { getIncubator } from '../organisations/index.ts';
import { coachingSessions } from './coaching.table.ts';
import { createEvaluationTasks } from './coaching-evaluation.service.ts';
import { announceSessionWith } from './coaching-mail.ts';

export const COACHING_REMINDER_QUEUE = 'coaching-reminders';
/** A scheduled session is reminded once, to everyone of it, within this many hours before it starts. */
export const REMIND_BEFORE_HOURS = 24;

export interface CoachingJobDeps {
  database: Database;
  mail: MailTransport;
  signingKey: Uint8Array;
  config: Pick<Config, 'mailFrom'>;
}

/**
 * The reminder sweep (issue 16 point 4), every quarter of an hour: in each organisation with a scheduled session
 * starting within the next 24 hours that was not reminded yet, claims those sessions in one UPDATE … RETURNING (two
 * instances never remind twice) and e-mails everyone of each the reminder, with the session's link and its cancel link.
 * Returns the number of sessions reminded.
 */
export async function sweepCoachingReminders(deps: CoachingJobDeps, now = new Date()): Promise<number> {
  const { database } = deps;
  const until = new Date(now.getTime() + REMIND_BEFORE_HOURS * 3_600_000);
  const organisations = await database.ownerQuery<{ incubator_id: string }>(
    `select distinct incubator_id from coaching_sessions
      where state = 'scheduled' and reminded_at is null and starts_at > $1 and starts_at <= $2`,
    [now.toISOString(), until.toISOString()],
  );
  let reminded = 0;
  for (const { incubator_id: incubatorId } of organisations) {
    const effects: (() => void)[] = [];
    reminded += await withTenant(database.db, incubatorId, async (tx) => {
      const claimed = await tx
        .update(coachingSessions)
        .set({ remindedAt: now })
        .where(
          and(
            eq(coachingSessions.incubatorId, incubatorId),
            eq(coachingSessions.state, 'scheduled'),
            isNull(coachingSessions.remindedAt),
            gt(coachingSessions.startsAt, now),
            lte(coachingSessions.startsAt, until),
          ),
        )
        .returning();
      if (claimed.length === 0) return 0;
      const mail: MailContext = {
        db: tx,
        database,
        incubator: await getIncubator(tx, incubatorId),
        transport: deps.mail,
        fromAddress: deps.config.mailFrom,
        afterCommit: (effect) => effects.push(effect),
      };
      for (const session of claimed) {
        await announceSessionWith(tx, mail, {
          sessionId: session.id,
          change: 'reminder',
          override: session,
          origin: session.origin ?? '',
          signingKey: deps.signingKey,
          actorId: null,
        });
      }
      return claimed.length;
    });
    for (const effect of effects) effect();
  }
  return reminded;
}

/**
 * The evaluation sweep (issue 16 point 3), with the reminders: in each organisation with a mentor's or founders'
 * evaluation form set, the scheduled sessions that ended and the logged ones, within the last 14 days and not yet
 * asked, are claimed in one UPDATE … RETURNING (once across instances) and their people get their coachingEvaluation
 * tasks. Returns the number of sessions claimed.
 */
export async function sweepCoachingEvaluations(deps: Pick<CoachingJobDeps, 'database'>, now = new Date()) {
  const { database } = deps;
  const since = new Date(now.getTime() - COACHING_EVALUATION_WINDOW_DAYS * 24 * 3_600_000);
  const organisations = await database.ownerQuery<{ incubator_id: string }>(
    `select distinct s.incubator_id from coaching_sessions s
       join mentor_matching_settings m on m.incubator_id = s.incubator_id
      where (m.mentor_form_id is not null or m.founder_form_id is not null)
        and s.state in ('scheduled', 'logged') and s.evaluations_requested_at is null
        and s.ends_at <= $1 and s.ends_at > $2`,
    [now.toISOString(), since.toISOString()],
  );
  let claimedCount = 0;
  for (const { incubator_id: incubatorId } of organisations) {
    claimedCount += await withTenant(database.db, incubatorId, async (tx) => {
      const claimed = await tx
        .update(coachingSessions)
        .set({ evaluationsRequestedAt: now })
        .where(
          and(
            eq(coachingSessions.incubatorId, incubatorId),
            inArray(coachingSessions.state, ['scheduled', 'logged']),
            isNull(coachingSessions.evaluationsRequestedAt),
            lte(coachingSessions.endsAt, now),
            gt(coachingSessions.endsAt, since),
          ),
        )
        .returning();
      await createEvaluationTasks(tx, incubatorId, claimed, now);
      return claimed.length;
    });
  }
  return claimedCount;
}

/** Runs the sweep every 15 minutes (once across instances: pg-boss's scheduler queues it, one worker takes it). */
export async function registerCoachingJobs(jobs: JobQueue, deps: CoachingJobDeps): Promise<void> {
  await jobs.work(COACHING_REMINDER_QUEUE, async () => {
    await sweepCoachingReminders(deps);
    await sweepCoachingEvaluations(deps);
  });
  await jobs.schedule(COACHING_REMINDER_QUEUE, '*/15 * * * *');
}

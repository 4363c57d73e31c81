import { metricToday, periodOfDataDate, resolveLanguage } from '@cohort/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import { sendActionEmail } from '../mail/index.ts';
import { NOTIFICATION_CREATED } from '../notifications/index.ts';
import { getFeatureFlags, getIncubator } from '../organisations/index.ts';
import { startupMembers, startups } from '../startups/index.ts';
import { users } from '../users/index.ts';
import { metricFormPath, monthLabel, openDueForms } from './metric.service.ts';
import { metricForms } from './metric.table.ts';
import { metricSettingsOf } from './metric-settings.service.ts';

export const METRIC_SWEEP_QUEUE = 'metric-sweep';

export interface MetricJobDeps {
  database: Database;
  mail: MailTransport;
  pubsub?: PubSub;
  config: Pick<Config, 'mailFrom'>;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The metrics sweep (issue 17 point 2), hourly: in each organisation collecting metrics it opens the periods that came
 * due (idempotent), then, with the flag reminderEmails, claims the pending forms to remind on the organisation's
 * schedule (metric settings) — once within `remindBeforeDays` before their deadline, once after it, and once more
 * `remindAgainAfterDays` after it — in one UPDATE … RETURNING each (so two instances never remind twice), and e-mails
 * the startup's people. Returns the number of e-mails.
 */
export async function sweepMetrics(deps: MetricJobDeps, now = new Date()): Promise<{ opened: number; emails: number }> {
  const { database } = deps;
  const organisations = await database.ownerQuery<{ incubator_id: string }>(
    'select distinct incubator_id from metric_assignments',
  );
  const today = metricToday(now);
  let opened = 0;
  let emails = 0;
  for (const { incubator_id: incubatorId } of organisations) {
    const effects: (() => void)[] = [];
    const result = await withTenant(database.db, incubatorId, async (tx) => {
      const forms = await openDueForms(tx, incubatorId, today, null);
      if (deps.pubsub && forms.recipients.length > 0) {
        const { pubsub } = deps;
        effects.push(() => {
          for (const r of forms.recipients) {
            pubsub.publish(incubatorId, `${NOTIFICATION_CREATED}:${r.userId}`, { recipientId: r.recipientId });
          }
        });
      }
      if (!(await getFeatureFlags(tx, incubatorId)).reminderEmails) return { opened: forms.forms.length, emails: 0 };
      const returning = {
        id: metricForms.id,
        startupId: metricForms.startupId,
        dueDate: metricForms.dueDate,
        deadline: metricForms.deadline,
        origin: metricForms.origin,
      };
      const schedule = await metricSettingsOf(tx, incubatorId);
      const pending = and(eq(metricForms.incubatorId, incubatorId), eq(metricForms.status, 'pending'));
      const before =
        schedule.remindBeforeDays > 0
          ? await tx
              .update(metricForms)
              .set({ remindedBeforeAt: now })
              .where(
                and(
                  pending,
                  isNull(metricForms.remindedBeforeAt),
                  sql`${metricForms.deadline} >= ${today} and ${metricForms.deadline} <= ${addDays(today, schedule.remindBeforeDays)}`,
                ),
              )
              .returning(returning)
          : [];
      const after = schedule.remindAfterDeadline
        ? await tx
            .update(metricForms)
            .set({ remindedAfterAt: now })
            .where(and(pending, isNull(metricForms.remindedAfterAt), sql`${metricForms.deadline} < ${today}`))
            .returning(returning)
        : [];
      // The second late reminder: the first one went out on an earlier sweep (never both in one e-mail run).
      const again =
        schedule.remindAfterDeadline && schedule.remindAgainAfterDays > 0
          ? await tx
              .update(metricForms)
              .set({ remindedAgainAt: now })
              .where(
                and(
                  pending,
                  isNull(metricForms.remindedAgainAt),
                  sql`${metricForms.remindedAfterAt} is not null and ${metricForms.remindedAfterAt} < ${now.toISOString()}::timestamptz`,
                  sql`${metricForms.deadline} <= ${addDays(today, -schedule.remindAgainAfterDays)}`,
                ),
              )
              .returning(returning)
          : [];
      const claimed = [
        ...before.map((f) => ({ ...f, template: 'metricsReminder' as const })),
        ...after.map((f) => ({ ...f, template: 'metricsLate' as const })),
        ...again.map((f) => ({ ...f, template: 'metricsLate' as const })),
      ];
      if (claimed.length === 0) return { opened: forms.forms.length, emails: 0 };
      const startupIds = [...new Set(claimed.map((c) => c.startupId))];
      const people = await tx
        .select({
          startupId: startupMembers.startupId,
          startupName: startups.name,
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
        })
        .from(startupMembers)
        .innerJoin(users, and(eq(users.incubatorId, startupMembers.incubatorId), eq(users.id, startupMembers.userId)))
        .innerJoin(
          startups,
          and(eq(startups.incubatorId, startupMembers.incubatorId), eq(startups.id, startupMembers.startupId)),
        )
        .where(
          and(
            eq(startupMembers.incubatorId, incubatorId),
            inArray(startupMembers.startupId, startupIds),
            sql`${users.status} <> 'deleted'`,
          ),
        );
      const incubator = await getIncubator(tx, incubatorId);
      const mail = {
        db: tx,
        database,
        incubator,
        transport: deps.mail,
        fromAddress: deps.config.mailFrom,
        afterCommit: (effect: () => void) => effects.push(effect),
      };
      let sent = 0;
      for (const form of claimed) {
        for (const person of people.filter((p) => p.startupId === form.startupId && p.email)) {
          const language = resolveLanguage(person.language, incubator.defaultLanguage);
          await sendActionEmail(mail, {
            template: form.template,
            to: person.email as string,
            userId: person.id,
            language,
            name: person.firstName ?? '',
            link: `${form.origin ?? ''}${metricFormPath(form.startupId, form.dueDate)}`,
            values: {
              startup: person.startupName,
              period: monthLabel(periodOfDataDate(form.dueDate)?.from ?? form.dueDate, language),
              deadline: form.deadline,
            },
          });
          sent += 1;
        }
      }
      return { opened: forms.forms.length, emails: sent };
    });
    for (const effect of effects) effect();
    opened += result.opened;
    emails += result.emails;
  }
  return { opened, emails };
}

/** Runs the sweep every hour (once across instances: pg-boss's scheduler queues it, one worker takes it). */
export async function registerMetricJobs(jobs: JobQueue, deps: MetricJobDeps): Promise<void> {
  await jobs.work(METRIC_SWEEP_QUEUE, async () => {
    await sweepMetrics(deps);
  });
  await jobs.schedule(METRIC_SWEEP_QUEUE, '0 * * * *');
}

import type { NotificationType } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/graphql/context.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { type CreatedRecipient, createNotification, NOTIFICATION_CREATED } from '../notifications/index.ts';
import { fullName, users } from '../users/index.ts';
import type { ApplicationView } from './application.service.ts';

/** The people of an application: its applicant and the co-founders they invited. */
export function applicationPeopleIds(application: Pick<ApplicationView, 'applicantId' | 'members'>): string[] {
  const ids = new Set(application.members.map((member) => member.userId));
  if (application.applicantId) ids.add(application.applicantId);
  return [...ids];
}

/** The viewer's full name, for notification messages. */
export async function viewerName(ctx: Ctx): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const [row] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.incubatorId, incubatorId), eq(users.id, viewer.userId)));
  return row ? fullName(row) : '';
}

/** What a notification about an application says of it: the startup's name (else the funnel's) and the funnel. */
export function applicationValues(application: Pick<ApplicationView, 'startupName' | 'startup' | 'funnel'>) {
  return {
    startup: application.startup?.name ?? application.startupName ?? application.funnel.name,
    funnel: application.funnel.name,
  };
}

export interface ApplicationNotice {
  type: NotificationType;
  /** The key in the server's `notifications` namespace (defaults to the type). */
  messageKey?: string;
  recipientIds: readonly string[];
  values?: Record<string, string | number>;
  note?: { id: string; content: string | null };
  /** The tab of the application file the notification opens (activities by default). */
  tab?: 'activities' | 'form' | 'meeting';
}

/**
 * Records a notification about an application for its recipients (never the viewer), in their languages, and tells
 * them live once the transaction commits (spec 01 §3 notification types of applications).
 */
export async function notifyAboutApplication(
  ctx: Ctx,
  application: Pick<ApplicationView, 'id' | 'startupName' | 'startup' | 'funnel'>,
  notice: ApplicationNotice,
  sender?: string,
): Promise<CreatedRecipient[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const recipientIds = [...new Set(notice.recipientIds)].filter((id) => id !== viewer.userId);
  if (recipientIds.length === 0) return [];
  const recipients = await createNotification(ctx.db, incubatorId, {
    type: notice.type,
    senderId: viewer.userId,
    url: `/application/${application.id}/${notice.tab ?? 'activities'}`,
    recipientIds,
    messageKey: notice.messageKey ?? notice.type,
    values: { sender: sender ?? (await viewerName(ctx)), ...applicationValues(application), ...notice.values },
    ...(notice.note ? { note: notice.note } : {}),
  });
  ctx.afterCommit(() => {
    for (const recipient of recipients) {
      ctx.pubsub.publish(incubatorId, `${NOTIFICATION_CREATED}:${recipient.userId}`, {
        recipientId: recipient.recipientId,
      });
    }
  });
  return recipients;
}

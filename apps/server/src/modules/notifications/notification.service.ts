import { NOTIFICATION_ICON_GROUP, type NotificationType, wantsNotification } from '@cohort/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { outer } from '../../platform/db/sql.ts';
import { newId } from '../../platform/db/ids.ts';
import { BuiltOnce, BuiltPerShape, pageOffset } from '../../platform/db/prepared.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { type AvatarData, avatarJson } from '../directory/index.ts';
import { incubators } from '../organisations/index.ts';
import { users } from '../users/index.ts';
import { notificationLastSeen, notificationRecipients, notifications } from './notification.table.ts';

export const NOTIFICATION_CREATED = 'notificationCreated';

export interface NotificationView {
  id: string;
  isRead: boolean;
  message: string | null;
  createdAt: Date;
  notification: {
    id: string;
    url: string | null;
    message: string | null;
    notificationType: string;
    iconGroup: string;
    note: { id: string; content: string | null } | null;
    parentNote: { id: string; content: string | null } | null;
    sender: AvatarData | null;
  };
}

export interface NewNotification {
  type: NotificationType;
  senderId: string | null;
  url: string | null;
  recipientIds: readonly string[];
  /** The key of the message in the server's `notifications` namespace, and its values. */
  messageKey: string;
  values: Record<string, string | number>;
  note?: { id: string; content: string | null };
  parentNote?: { id: string; content: string | null };
}

export interface CreatedRecipient {
  userId: string;
  recipientId: string;
}

/**
 * Records a notification for its recipients, each message in the recipient's language (theirs, else the
 * organisation's). A person who switched the type's topic off in their preferences is left out (issue 16 point 8).
 * Returns who must be told live once the transaction commits.
 */
export async function createNotification(
  db: Db,
  incubatorId: string,
  input: NewNotification,
): Promise<CreatedRecipient[]> {
  const recipientIds = [...new Set(input.recipientIds)].filter((id) => id !== input.senderId);
  if (recipientIds.length === 0) return [];
  const [organisation] = await db
    .select({ language: incubators.defaultLanguage })
    .from(incubators)
    .where(eq(incubators.id, incubatorId));
  const people = (
    await db
      .select({ id: users.id, language: users.language, preferences: users.notificationPreferences })
      .from(users)
      .where(
        and(eq(users.incubatorId, incubatorId), inArray(users.id, recipientIds), sql`${users.status} <> 'deleted'`),
      )
  ).filter((person) => wantsNotification(person.preferences, input.type));
  if (people.length === 0) return [];
  const id = newId();
  await db.insert(notifications).values({
    incubatorId,
    id,
    notificationType: input.type,
    url: input.url,
    senderId: input.senderId,
    noteId: input.note?.id ?? null,
    noteContent: input.note?.content ?? null,
    parentNoteId: input.parentNote?.id ?? null,
    parentNoteContent: input.parentNote?.content ?? null,
  });
  const created = people.map((person) => ({ userId: person.id, recipientId: newId(), language: person.language }));
  if (created.length === 0) return [];
  await db.insert(notificationRecipients).values(
    created.map((recipient) => ({
      incubatorId,
      id: recipient.recipientId,
      notificationId: id,
      userId: recipient.userId,
      message: translate(
        recipient.language ?? organisation?.language ?? 'en',
        `notifications.${input.messageKey}`,
        input.values,
      ),
    })),
  );
  return created.map(({ userId, recipientId }) => ({ userId, recipientId }));
}

type RecipientRow = {
  recipient: typeof notificationRecipients.$inferSelect;
  notification: typeof notifications.$inferSelect;
  sender: AvatarData | null;
};

function toView({ recipient, notification, sender }: RecipientRow): NotificationView {
  return {
    id: recipient.id,
    isRead: recipient.isRead,
    message: recipient.message,
    createdAt: recipient.createdAt,
    notification: {
      id: notification.id,
      url: notification.url,
      message: recipient.message,
      notificationType: notification.notificationType,
      iconGroup: NOTIFICATION_ICON_GROUP[notification.notificationType as NotificationType] ?? 'message',
      note: notification.noteId ? { id: notification.noteId, content: notification.noteContent } : null,
      parentNote: notification.parentNoteId
        ? { id: notification.parentNoteId, content: notification.parentNoteContent }
        : null,
      sender: notification.senderId ? sender : null,
    },
  };
}

/** Deliveries with their notification and its sender's avatar: one statement. */
function selectRecipients(db: Db) {
  return db
    .select({
      recipient: notificationRecipients,
      notification: notifications,
      sender: avatarJson(outer(notifications.senderId), outer(notifications.incubatorId)),
    })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    );
}

/** A user's deliveries (the values come at execution: `incubatorId`, `userId`). */
const mine = and(
  eq(notificationRecipients.incubatorId, sql.placeholder('incubatorId')),
  eq(notificationRecipients.userId, sql.placeholder('userId')),
);

/**
 * The page of `notificationPage`, built once for the first page and once for the others: a request binds the user,
 * the page size and the offset.
 */
const pageStatement = new BuiltPerShape((db, shape: { paged: boolean }) =>
  selectRecipients(db)
    .where(mine)
    .orderBy(desc(notificationRecipients.createdAt), desc(notificationRecipients.id))
    .limit(sql.placeholder('limit'))
    .offset(pageOffset(shape.paged)),
);

/** The counts of `notificationPage`, built once. */
const countsStatement = new BuiltOnce((db) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where not ${notificationRecipients.isRead}))::int`,
    })
    .from(notificationRecipients)
    .where(mine),
);

/** One page of a user's notifications, newest first: the page with its senders, and the counts (two statements). */
export async function notificationPage(
  db: Db,
  incubatorId: string,
  userId: string,
  pageSize: number,
  currentPage: number,
): Promise<{ notifications: NotificationView[]; unreadCount: number; total: number }> {
  const [rows, [counts]] = await Promise.all([
    pageStatement.execute(
      db,
      { paged: currentPage > 0 },
      { incubatorId, userId, limit: pageSize, offset: pageSize * currentPage },
    ),
    countsStatement.execute(db, { incubatorId, userId }),
  ]);
  return { notifications: rows.map(toView), unreadCount: counts?.unread ?? 0, total: counts?.total ?? 0 };
}

export async function recipientViews(
  db: Db,
  incubatorId: string,
  userId: string,
  ids: readonly string[],
): Promise<NotificationView[]> {
  if (ids.length === 0) return [];
  const rows = await selectRecipients(db).where(
    and(
      eq(notificationRecipients.incubatorId, incubatorId),
      eq(notificationRecipients.userId, userId),
      inArray(notificationRecipients.id, [...ids]),
    ),
  );
  return rows.map(toView);
}

export async function markRead(db: Db, incubatorId: string, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationRecipients)
    .set({ isRead: true })
    .where(
      and(
        eq(notificationRecipients.incubatorId, incubatorId),
        eq(notificationRecipients.userId, userId),
        inArray(notificationRecipients.id, [...ids]),
      ),
    );
}

export async function unseen(
  db: Db,
  incubatorId: string,
  userId: string,
): Promise<{ count: number; lastSeen: Date | null }> {
  const [seen] = await db
    .select({ lastSeenAt: notificationLastSeen.lastSeenAt })
    .from(notificationLastSeen)
    .where(and(eq(notificationLastSeen.incubatorId, incubatorId), eq(notificationLastSeen.userId, userId)));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.incubatorId, incubatorId),
        eq(notificationRecipients.userId, userId),
        seen ? gt(notificationRecipients.createdAt, seen.lastSeenAt) : undefined,
      ),
    );
  return { count: row?.count ?? 0, lastSeen: seen?.lastSeenAt ?? null };
}

export async function setLastSeen(db: Db, incubatorId: string, userId: string, at: Date): Promise<void> {
  await db
    .insert(notificationLastSeen)
    .values({ incubatorId, userId, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [notificationLastSeen.incubatorId, notificationLastSeen.userId],
      set: { lastSeenAt: at },
    });
}

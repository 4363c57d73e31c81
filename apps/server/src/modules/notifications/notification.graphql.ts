import { NOTIFICATIONS_PAGE_SIZE } from '@cohort/shared';
import { z } from 'zod';
import { isUuid } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, parseInput } from '../../platform/graphql/errors.ts';
import { UserAvatarRef } from '../directory/index.ts';
import {
  markRead,
  NOTIFICATION_CREATED,
  type NotificationView,
  notificationPage,
  recipientViews,
  setLastSeen,
  unseen,
} from './notification.service.ts';

type Note = NonNullable<NotificationView['notification']['note']>;
const NotificationNoteRef = builder.objectRef<Note>('NotificationNote').implement({
  fields: (t) => ({ id: t.exposeID('id'), content: t.exposeString('content', { nullable: true }) }),
});

const NotificationRef = builder.objectRef<NotificationView['notification']>('Notification').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    url: t.exposeString('url', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
    notificationType: t.exposeString('notificationType'),
    iconGroup: t.exposeString('iconGroup', { description: 'appointment, message, startupFileUpdate or programChange' }),
    note: t.field({ type: NotificationNoteRef, nullable: true, resolve: (n) => n.note }),
    parentNote: t.field({ type: NotificationNoteRef, nullable: true, resolve: (n) => n.parentNote }),
    sender: t.field({ type: UserAvatarRef, nullable: true, resolve: (n) => n.sender }),
  }),
});

const NotificationRecipientRef = builder.objectRef<NotificationView>('NotificationRecipient').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    isRead: t.exposeBoolean('isRead'),
    message: t.exposeString('message', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    notification: t.field({ type: NotificationRef, resolve: (r) => r.notification }),
  }),
});

interface PageMeta {
  currentPage: number;
  totalPages: number;
  pageSize: number;
}
const PageMetaRef = builder.objectRef<PageMeta>('PageMeta').implement({
  fields: (t) => ({
    currentPage: t.exposeInt('currentPage', { description: '0-based' }),
    totalPages: t.exposeInt('totalPages'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const NotificationPageRef = builder
  .objectRef<{ notifications: NotificationView[]; unreadCount: number; meta: PageMeta }>('NotificationPage')
  .implement({
    fields: (t) => ({
      notifications: t.field({ type: [NotificationRecipientRef], resolve: (p) => p.notifications }),
      unreadCount: t.exposeInt('unreadCount'),
      meta: t.field({ type: PageMetaRef, resolve: (p) => p.meta }),
    }),
  });

const UnseenRef = builder.objectRef<{ count: number; lastSeen: Date | null }>('UnseenNotifications').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    lastSeenTimestamp: t.int({
      nullable: true,
      description: 'Epoch seconds of the last time the bell was opened',
      resolve: (u) => (u.lastSeen ? Math.floor(u.lastSeen.getTime() / 1000) : null),
    }),
  }),
});

function me(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { userId: ctx.viewer.userId, incubatorId: ctx.incubator.id };
}

const pageSchema = z.object({
  pageSize: z
    .number()
    .int()
    .min(1, 'Page size must be greater than or equal to 1')
    .max(100, 'Page size must be less than or equal to 100'),
  currentPage: z.number().int().min(0, 'Current page must be greater than or equal to 0'),
});

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationPageRef,
    description: "The signed-in user's notifications, newest first (pages are 0-based)",
    authScopes: { authenticated: true },
    args: {
      pageSize: t.arg.int({ defaultValue: NOTIFICATIONS_PAGE_SIZE }),
      currentPage: t.arg.int({ defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx) => {
      const { userId, incubatorId } = me(ctx);
      const { pageSize, currentPage } = parseInput(pageSchema, args);
      const page = await notificationPage(ctx.db, incubatorId, userId, pageSize, currentPage);
      return {
        notifications: page.notifications,
        unreadCount: page.unreadCount,
        meta: { currentPage, pageSize, totalPages: Math.ceil(page.total / pageSize) },
      };
    },
  }),
  unseenNotifications: t.field({
    type: UnseenRef,
    description: 'How many notifications arrived since the bell was last opened',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => {
      const { userId, incubatorId } = me(ctx);
      return unseen(ctx.db, incubatorId, userId);
    },
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: [NotificationRecipientRef],
    description: "Marks some of the signed-in user's notifications read",
    authScopes: { authenticated: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId, incubatorId } = me(ctx);
      // Ids that are not UUIDs name no notification: skipped, as unknown ones are.
      const ids = [...new Set(args.ids.map(String))].filter(isUuid).slice(0, 500);
      await markRead(ctx.db, incubatorId, userId, ids);
      return recipientViews(ctx.db, incubatorId, userId, ids);
    },
  }),
  setNotificationsLastSeen: t.int({
    description: 'Records when the bell was opened (epoch seconds); returns the unseen count after',
    authScopes: { authenticated: true },
    args: { timestamp: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId, incubatorId } = me(ctx);
      const { timestamp } = parseInput(
        z.object({ timestamp: z.number().int().min(0, 'Timestamp must be greater than or equal to 0') }),
        args,
      );
      // A marker from the future would hide notifications that have not arrived yet.
      const at = new Date(Math.min(timestamp * 1000, Date.now()));
      await setLastSeen(ctx.db, incubatorId, userId, at);
      return (await unseen(ctx.db, incubatorId, userId)).count;
    },
  }),
}));

builder.subscriptionField('notificationCreated', (t) =>
  t.field({
    type: NotificationRecipientRef,
    description: 'Each new notification of the signed-in user',
    authScopes: { authenticated: true },
    subscribe: (_root, _args, ctx) => {
      const { userId, incubatorId } = me(ctx);
      return ctx.pubsub.subscribe(incubatorId, `${NOTIFICATION_CREATED}:${userId}`) as AsyncIterable<{
        recipientId: string;
      }>;
    },
    resolve: async (payload, _args, ctx) => {
      const { userId, incubatorId } = me(ctx);
      const [view] = await withTenant(ctx.database.db, incubatorId, (tx) =>
        recipientViews(tx, incubatorId, userId, [payload.recipientId]),
      );
      if (!view) throw new Error('The notification is gone');
      return view;
    },
  }),
);

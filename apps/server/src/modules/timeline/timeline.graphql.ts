import {
  formatMessage,
  isAuthorized,
  isStorableText,
  type RoleType,
  STARTUP_MANAGER_ROLES,
  TIMELINE_ATTACHMENTS_MAX,
  TIMELINE_FILTERS,
  TIMELINE_MESSAGE_MAX,
  TIMELINE_PAGE_SIZE,
  TIMELINE_REACTIONS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  UNSTORABLE_TEXT_MESSAGE,
} from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { filter } from '@graphql-yoga/subscription';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { type AttachmentView, attachmentView, claimDrafts, deleteAttachmentsOf } from '../attachments/index.ts';
import { StartupRefType } from '../startups/index.ts';
import { UserRoleRef } from '../users/index.ts';
import { createNotification, NOTIFICATION_CREATED, type CreatedRecipient } from '../notifications/index.ts';
import {
  canDownloadStartupDocuments,
  canSeePrivatePosts,
  canViewStartupFile,
  findStartupFile,
  type StartupAccess,
  StartupRef,
  startupAccess,
} from '../startups/index.ts';
import { fullName, users } from '../users/index.ts';
import { messagePreview, sanitizeMessage } from './sanitize.ts';
import {
  type AuthorView,
  findPost,
  listTimeline,
  type PostRow,
  type PostView,
  postViews,
  type ReactionCount,
  threadRepliers,
  toggleReaction,
} from './timeline.service.ts';
import { timelinePosts } from './timeline.table.ts';

export const TIMELINE_UPDATED = 'startupTimelineUpdated';

interface Viewed {
  post: PostView;
  access: StartupAccess;
  viewerId: string;
  canDownload: boolean;
  canDelete: boolean;
  canEdit: boolean;
  canPin: boolean;
}

async function viewerName(ctx: Ctx): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const [row] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.incubatorId, incubatorId), eq(users.id, viewer.userId)));
  return row ? fullName(row) : '';
}

function managesStartups(roleType: RoleType): boolean {
  return (STARTUP_MANAGER_ROLES as readonly RoleType[]).includes(roleType) || roleType === 'System';
}

/** The startup of a file the viewer may open; another organisation's or a hidden one is not found. */
async function fileAccess(ctx: Ctx, startupId: string): Promise<StartupAccess> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
  const access = await startupAccess(ctx.db, incubatorId, startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  return access;
}

/** A post the viewer may see: in a startup file they can open, public or with the private permission. */
async function visiblePost(ctx: Ctx, id: string): Promise<{ post: PostRow; access: StartupAccess }> {
  const { incubatorId, viewer } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The post');
  const post = await findPost(ctx.db, incubatorId, id);
  if (!post) throw new NotFoundError('The post');
  const access = await startupAccess(ctx.db, incubatorId, post.startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The post');
  if (!post.isPublic && !canSeePrivatePosts(viewer, access)) throw new NotFoundError('The post');
  return { post, access };
}

function deleteKey(post: PostView | PostRow, replyCount: number) {
  return post.parentId === null && replyCount > 0 ? 'NOTE_THREAD:DELETE' : 'NOTE_SINGLE:DELETE';
}

function viewed(ctx: Ctx, access: StartupAccess, post: PostView): Viewed {
  const { viewer } = viewerOf(ctx);
  const key = deleteKey(post, post.replies.length);
  return {
    post,
    access,
    viewerId: viewer.userId,
    canDownload: post.createdBy === viewer.userId || canDownloadStartupDocuments(viewer, access),
    canDelete:
      viewer.roleType === 'System' ||
      isAuthorized(viewer, key, { authorId: post.createdBy, assignedUserIds: access.assignedUserIds }),
    canEdit: post.createdBy === viewer.userId,
    canPin: post.parentId === null && managesStartups(viewer.roleType),
  };
}

async function viewOne(ctx: Ctx, access: StartupAccess, id: string): Promise<Viewed> {
  const { incubatorId, viewer } = viewerOf(ctx);
  const post = await findPost(ctx.db, incubatorId, id);
  if (!post) throw new NotFoundError('The post');
  const [view] = await postViews(ctx.db, incubatorId, viewer.userId, [post]);
  return viewed(ctx, access, view as PostView);
}

const AttachmentRef = builder.objectRef<AttachmentView>('Attachment').implement({
  description: 'A file: download it from `url` with the bearer token (always served as an attachment)',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    fileType: t.exposeString('fileType'),
    size: t.exposeFloat('size'),
    url: t.exposeString('url'),
    fileUrl: t.exposeString('fileUrl'),
    pdfUrl: t.exposeString('pdfUrl', { nullable: true }),
    userCanDownload: t.exposeBoolean('userCanDownload'),
    userCanManage: t.exposeBoolean('userCanManage', { description: 'Rename and delete the file' }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
  }),
});

const ReactionRef = builder.enumType('TimelineReaction', { values: TIMELINE_REACTIONS });
const FilterRef = builder.enumType('TimelineFilter', { values: TIMELINE_FILTERS });

const ReactionCountRef = builder.objectRef<ReactionCount>('TimelineReactionCount').implement({
  fields: (t) => ({
    reaction: t.field({ type: ReactionRef, resolve: (r) => r.reaction }),
    count: t.exposeInt('count'),
    reactedByMe: t.exposeBoolean('reactedByMe'),
  }),
});

const AuthorRef = builder.objectRef<AuthorView>('TimelineAuthor').implement({
  description: 'Who wrote a post: avatar data, role and startups',
  fields: (t) => ({
    _id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (a) => fullName(a) }),
    avatar: t.exposeString('avatar', { nullable: true }),
    role: t.field({ type: UserRoleRef, nullable: true, resolve: (a) => a.role as never }),
    startups: t.field({ type: [StartupRefType], resolve: (a) => a.startups }),
  }),
});

const EventRef = builder.objectRef<Viewed>('Event');
EventRef.implement({
  description: 'A post of a startup timeline (spec 02 §3 Timeline event), with its replies',
  fields: (t) => ({
    _id: t.id({ resolve: (v) => v.post.id }),
    eventType: t.string({ resolve: (v) => v.post.eventType }),
    message: t.string({ description: 'Sanitized HTML', resolve: (v) => v.post.message }),
    isPublic: t.boolean({ resolve: (v) => v.post.isPublic }),
    isPinned: t.boolean({ resolve: (v) => v.post.isPinned }),
    isUpdate: t.boolean({ resolve: (v) => v.post.isUpdate }),
    attr1: t.string({ nullable: true, resolve: () => null }),
    start: t.field({ type: 'DateTime', nullable: true, resolve: () => null }),
    end: t.field({ type: 'DateTime', nullable: true, resolve: () => null }),
    parentId: t.id({ nullable: true, resolve: (v) => v.post.parentId }),
    createdAt: t.field({ type: 'DateTime', resolve: (v) => v.post.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (v) => v.post.updatedAt }),
    createdBy: t.field({ type: AuthorRef, nullable: true, resolve: (v) => v.post.author }),
    attachments: t.field({
      type: [AttachmentRef],
      resolve: (v) =>
        v.post.attachments.map((file) => attachmentView(file, v.canDownload, file.uploadedBy === v.viewerId)),
    }),
    reactions: t.field({ type: [ReactionCountRef], resolve: (v) => v.post.reactions }),
    replies: t.field({
      type: [EventRef],
      resolve: (v, _args, ctx) => v.post.replies.map((reply) => viewed(ctx, v.access, reply)),
    }),
    canDelete: t.boolean({ resolve: (v) => v.canDelete }),
    canEdit: t.boolean({ resolve: (v) => v.canEdit }),
    canPin: t.boolean({ resolve: (v) => v.canPin }),
  }),
});

const TimelineItemRef = builder.unionType('TimelineItem', {
  description: 'The kinds of timeline items (spec 02 §3); the other kinds join as their areas land',
  types: [EventRef],
  resolveType: () => 'Event',
});

const TimelinePostsRef = builder.objectRef<{ results: Viewed[]; next: string | null }>('TimelinePosts').implement({
  fields: (t) => ({
    results: t.field({ type: [TimelineItemRef], resolve: (p) => p.results }),
    next: t.exposeString('next', { nullable: true, description: 'The cursor of the next page; null on the last' }),
  }),
});

const StartupTimelineRef = builder
  .objectRef<{ posts: { results: Viewed[]; next: string | null } }>('StartupTimeline')
  .implement({ fields: (t) => ({ posts: t.field({ type: TimelinePostsRef, resolve: (p) => p.posts }) }) });

const TimelineUpdateRef = builder
  .objectRef<{ startupId: string; postId: string; updateType: string }>('StartupTimelineUpdate')
  .implement({
    fields: (t) => ({
      startupId: t.exposeID('startupId'),
      postId: t.exposeID('postId'),
      updateType: t.exposeString('updateType', { description: 'CREATED, UPDATED, DELETED or REACTED' }),
    }),
  });

builder.queryFields((t) => ({
  startupEventTimeline: t.field({
    type: StartupTimelineRef,
    description: 'A page of a startup timeline (StartupEventTimeline): pinned first, then newest first',
    authScopes: { authenticated: true },
    args: {
      startupId: t.arg.id({ required: true }),
      cursor: t.arg.string(),
      type: t.arg({ type: FilterRef }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const access = await fileAccess(ctx, String(args.startupId));
      const page = await listTimeline(ctx.db, incubatorId, viewer.userId, {
        startupId: access.startupId,
        seePrivate: canSeePrivatePosts(viewer, access),
        filter: args.type ?? 'ALL',
        cursor: args.cursor ?? null,
        limit: TIMELINE_PAGE_SIZE,
      });
      return { posts: { results: page.results.map((post) => viewed(ctx, access, post)), next: page.next } };
    },
  }),
  startupFile: t.field({
    type: StartupRef,
    description: 'A startup as its file shows it: its people, and anyone with STARTUP_FILE:VIEW (ALL or ASSIGNED)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findStartupFile(ctx, String(args.id)),
  }),
  uploadLimit: t.int({
    description: 'The largest file an upload may hold, in bytes',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => ctx.config.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES,
  }),
}));

const PostInputRef = builder.inputType('TimelinePostInput', {
  fields: (t) => ({
    startupId: t.id({ required: true }),
    message: t.string({ required: true, description: 'Rich text (HTML) or plain text; sanitized before it is stored' }),
    isPublic: t.boolean({ description: 'Private posts need TIMELINE/CREATE_PRIVATE_COMMENT:VIEW; default public' }),
    isUpdate: t.boolean(),
    parentId: t.id({ description: 'Replies: the post replied to (replies follow its visibility)' }),
    attachmentIds: t.idList({ description: 'Files uploaded with referenceType=draft for this startup' }),
  }),
});

function cleanMessage(message: string, hasFiles: boolean): string {
  if (!isStorableText(message)) {
    throw new ValidationError([
      { field: 'message', message: formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Message' }) },
    ]);
  }
  if (message.length > TIMELINE_MESSAGE_MAX * 2) {
    throw new ValidationError([
      { field: 'message', message: `Message must be at most ${TIMELINE_MESSAGE_MAX} characters` },
    ]);
  }
  const clean = sanitizeMessage(message);
  if (clean.length > TIMELINE_MESSAGE_MAX) {
    throw new ValidationError([
      { field: 'message', message: `Message must be at most ${TIMELINE_MESSAGE_MAX} characters` },
    ]);
  }
  if (messagePreview(clean) === '' && !hasFiles) {
    throw new ValidationError([{ field: 'message', message: 'Message is a required field' }]);
  }
  return clean;
}

/** Who hears of a new post or reply (spec 02: newCommentStartup, newCommentStartupStaff, newNoteReply, siblingNoteReply). */
async function notifyPost(ctx: Ctx, access: StartupAccess, post: PostRow, parent: PostRow | null) {
  const { viewer, incubatorId } = viewerOf(ctx);
  const me = viewer.userId;
  const url = `/startup/${access.startupId}/file/activities`;
  const founders = post.isPublic ? access.founderIds : [];
  const senderName = await viewerName(ctx);
  const base = {
    senderId: me,
    url,
    values: { sender: senderName, startup: access.name },
    note: { id: post.id, content: messagePreview(post.message) },
    ...(parent ? { parentNote: { id: parent.id, content: messagePreview(parent.message) } } : {}),
  };
  const told = new Set<string>([me]);
  const recipients: CreatedRecipient[] = [];
  const send = async (type: Parameters<typeof createNotification>[2]['type'], ids: readonly string[]) => {
    const fresh = [...new Set(ids)].filter((id) => !told.has(id));
    for (const id of fresh) told.add(id);
    if (fresh.length === 0) return;
    recipients.push(
      ...(await createNotification(ctx.db, incubatorId, { ...base, type, messageKey: type, recipientIds: fresh })),
    );
  };
  if (parent) {
    const parentVisibleToFounders = parent.isPublic;
    const parentAuthor =
      parent.createdBy && (parentVisibleToFounders || !access.founderIds.includes(parent.createdBy))
        ? [parent.createdBy]
        : [];
    await send('newNoteReply', parentAuthor);
    const siblings = (await threadRepliers(ctx.db, incubatorId, parent.id)).filter(
      (id) => parentVisibleToFounders || !access.founderIds.includes(id),
    );
    await send('siblingNoteReply', siblings);
  }
  const fromFounder = access.founderIds.includes(me);
  if (!fromFounder) await send('newCommentStartup', founders);
  await send('newCommentStartupStaff', access.assignedUserIds);
  announceNotifications(ctx, incubatorId, recipients);
}

function announceNotifications(ctx: Ctx, incubatorId: string, recipients: readonly CreatedRecipient[]) {
  ctx.afterCommit(() => {
    for (const recipient of recipients) {
      ctx.pubsub.publish(incubatorId, `${NOTIFICATION_CREATED}:${recipient.userId}`, {
        recipientId: recipient.recipientId,
      });
    }
  });
}

interface TimelineEvent {
  startupId: string;
  postId: string;
  updateType: string;
  /** Private posts' events reach only subscribers who may see private posts. */
  isPublic: boolean;
}

function announceTimeline(ctx: Ctx, post: Pick<PostRow, 'startupId' | 'id' | 'isPublic'>, updateType: string) {
  const { incubatorId } = viewerOf(ctx);
  ctx.afterCommit(() => {
    ctx.pubsub.publish(incubatorId, `${TIMELINE_UPDATED}:${post.startupId}`, {
      startupId: post.startupId,
      postId: post.id,
      updateType,
      isPublic: post.isPublic,
    } satisfies TimelineEvent);
  });
}

builder.mutationFields((t) => ({
  createTimelinePost: t.field({
    type: EventRef,
    description: 'Posts on a startup timeline, or replies to a post (parentId)',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PostInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const access = await fileAccess(ctx, String(input.startupId));
      const attachmentIds = (input.attachmentIds ?? []).map(String);
      if (attachmentIds.length > TIMELINE_ATTACHMENTS_MAX) {
        throw new ValidationError([
          { field: 'attachmentIds', message: `At most ${TIMELINE_ATTACHMENTS_MAX} files can be attached` },
        ]);
      }
      if (attachmentIds.some((id) => !z.string().uuid().safeParse(id).success)) {
        throw new ValidationError([{ field: 'attachmentIds', message: 'This file was not found' }]);
      }
      let parent: PostRow | null = null;
      if (input.parentId) {
        const found = await visiblePost(ctx, String(input.parentId));
        if (found.post.startupId !== access.startupId) throw new NotFoundError('The post');
        parent = found.post.parentId ? await findPost(ctx.db, incubatorId, found.post.parentId) : found.post;
        if (!parent) throw new NotFoundError('The post');
      }
      const isPublic = parent ? parent.isPublic : (input.isPublic ?? true);
      if (!isPublic && !canSeePrivatePosts(viewer, access)) throw new ForbiddenError();
      const message = cleanMessage(input.message, attachmentIds.length > 0);
      const id = newId();
      const [post] = await ctx.db
        .insert(timelinePosts)
        .values({
          incubatorId,
          id,
          startupId: access.startupId,
          parentId: parent?.id ?? null,
          message,
          isPublic,
          isUpdate: parent ? false : (input.isUpdate ?? false),
          createdBy: viewer.userId,
        })
        .returning();
      const claimed = await claimDrafts(ctx.db, incubatorId, {
        ids: attachmentIds,
        uploaderId: viewer.userId,
        startupId: access.startupId,
        postId: id,
      });
      if (!claimed) throw new ValidationError([{ field: 'attachmentIds', message: 'This file was not found' }]);
      await notifyPost(ctx, access, post as PostRow, parent);
      announceTimeline(ctx, post as PostRow, 'CREATED');
      return viewOne(ctx, access, id);
    },
  }),
  updateTimelinePost: t.field({
    type: EventRef,
    description: 'Changes the message of one’s own post',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { post, access } = await visiblePost(ctx, String(args.id));
      if (post.createdBy !== viewer.userId) throw new ForbiddenError();
      const message = cleanMessage(args.message, true);
      await ctx.db
        .update(timelinePosts)
        .set({ message, updatedAt: new Date() })
        .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.id, post.id)));
      announceTimeline(ctx, post, 'UPDATED');
      return viewOne(ctx, access, post.id);
    },
  }),
  pinTimelinePost: t.field({
    type: EventRef,
    description: 'Pins a post on top of the timeline, or unpins it (startup managers)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), pinned: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { post, access } = await visiblePost(ctx, String(args.id));
      if (!managesStartups(viewer.roleType)) throw new ForbiddenError();
      if (post.parentId) throw new ValidationError([{ field: 'id', message: 'Only posts can be pinned, not replies' }]);
      await ctx.db
        .update(timelinePosts)
        .set({ isPinned: args.pinned })
        .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.id, post.id)));
      announceTimeline(ctx, post, 'UPDATED');
      return viewOne(ctx, access, post.id);
    },
  }),
  deleteTimelinePost: t.field({
    type: 'ID',
    description:
      'Deletes a post with its replies (NOTE_THREAD:DELETE) or a single note (NOTE_SINGLE:DELETE); authors always',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { post, access } = await visiblePost(ctx, String(args.id));
      const replies = post.parentId
        ? []
        : await ctx.db
            .select({ id: timelinePosts.id })
            .from(timelinePosts)
            .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.parentId, post.id)));
      const key = deleteKey(post, replies.length);
      if (
        viewer.roleType !== 'System' &&
        !isAuthorized(viewer, key, { authorId: post.createdBy, assignedUserIds: access.assignedUserIds })
      ) {
        throw new ForbiddenError();
      }
      const ids = [post.id, ...replies.map((reply) => reply.id)];
      const keys = await deleteAttachmentsOf(ctx.db, incubatorId, 'post', ids);
      await ctx.db
        .delete(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, incubatorId), inArray(timelinePosts.id, ids)));
      ctx.afterCommit(() => {
        for (const storageKey of keys) void ctx.storage.remove(storageKey);
      });
      announceTimeline(ctx, post, 'DELETED');
      return post.id;
    },
  }),
  reactToTimelinePost: t.field({
    type: EventRef,
    description: 'Adds one of the six reactions to a post, or takes it back',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), reaction: t.arg({ type: ReactionRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { post, access } = await visiblePost(ctx, String(args.id));
      const added = await toggleReaction(ctx.db, incubatorId, {
        postId: post.id,
        userId: viewer.userId,
        reaction: args.reaction,
      });
      if (added && post.createdBy && post.createdBy !== viewer.userId) {
        const recipients = await createNotification(ctx.db, incubatorId, {
          type: 'newReaction',
          senderId: viewer.userId,
          url: `/startup/${access.startupId}/file/activities`,
          recipientIds: [post.createdBy],
          messageKey: 'newReaction',
          values: { sender: await viewerName(ctx), startup: access.name },
          note: { id: post.id, content: messagePreview(post.message) },
        });
        announceNotifications(ctx, incubatorId, recipients);
      }
      announceTimeline(ctx, post, 'REACTED');
      return viewOne(ctx, access, post.parentId ?? post.id);
    },
  }),
}));

builder.subscriptionField('startupTimelineUpdated', (t) =>
  t.field({
    type: TimelineUpdateRef,
    description: 'A post of the startup timeline was created, changed, deleted or reacted to',
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const access = await fileAccess(ctx, String(args.startupId));
      const events = ctx.pubsub.subscribe(
        incubatorId,
        `${TIMELINE_UPDATED}:${access.startupId}`,
      ) as AsyncIterable<TimelineEvent>;
      const seePrivate = canSeePrivatePosts(viewer, access);
      // Yoga's filter forwards return(), so an unsubscribe ends the bus subscription at once.
      return filter((event: TimelineEvent) => event.isPublic || seePrivate)(events);
    },
    resolve: (payload) => payload,
  }),
);

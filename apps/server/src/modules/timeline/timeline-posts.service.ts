import {
  formatMessage,
  isStorableText,
  TIMELINE_MESSAGE_MAX,
  TIMELINE_ATTACHMENTS_MAX,
  TIMELINE_PAGE_SIZE,
  type TimelineFilter,
  type TimelineReaction,
  UNSTORABLE_TEXT_MESSAGE,
} from '@cohort/shared';
import { filter as filterEvents } from '@graphql-yoga/subscription';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import {
  canDeleteTimelinePost,
  canEditTimelinePost,
  canPinTimelinePosts,
  canPostOnTimeline,
  canSeePrivatePosts,
  canSeeTimelinePost,
  canViewStartupFile,
  type StartupAccess,
  timelinePostViewerCan,
} from '../../policies/index.ts';
import { claimDrafts, deleteAttachmentsOf } from '../attachments/index.ts';
import { type CreatedRecipient, createNotification, NOTIFICATION_CREATED } from '../notifications/index.ts';
import { startupAccess } from '../startups/index.ts';
import { fullName, users } from '../users/index.ts';
import { messagePreview, sanitizeMessage } from './sanitize.ts';
import {
  findPost,
  listTimeline,
  type PostRow,
  type PostView,
  postViews,
  threadRepliers,
  toggleReaction,
} from './timeline.service.ts';
import { timelinePosts } from './timeline.table.ts';

export const TIMELINE_UPDATED = 'startupTimelineUpdated';

/** A post as the viewer sees it, with what they may do to it. */
export interface Viewed {
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

/** The startup of a file the viewer may open; another organisation's or a hidden one is not found. */
export async function timelineFileAccess(ctx: Ctx, startupId: string): Promise<StartupAccess> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
  const access = await startupAccess(ctx.db, incubatorId, startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  return access;
}

/** A post the viewer may see: in a startup file they can open, public or with the private permission. */
export async function visiblePost(ctx: Ctx, id: string): Promise<{ post: PostRow; access: StartupAccess }> {
  const { incubatorId, viewer } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The post');
  const post = await findPost(ctx.db, incubatorId, id);
  if (!post) throw new NotFoundError('The post');
  const access = await startupAccess(ctx.db, incubatorId, post.startupId);
  if (!access || !canSeeTimelinePost(viewer, post, access)) throw new NotFoundError('The post');
  return { post, access };
}

/** A post with what the viewer may do to it (the policies' timelinePostViewerCan). */
export function viewed(ctx: Ctx, access: StartupAccess, post: PostView): Viewed {
  const { viewer } = viewerOf(ctx);
  return {
    post,
    access,
    viewerId: viewer.userId,
    ...timelinePostViewerCan(viewer, post, post.replies.length, access),
  };
}

async function viewOne(ctx: Ctx, access: StartupAccess, id: string): Promise<Viewed> {
  const { incubatorId, viewer } = viewerOf(ctx);
  const post = await findPost(ctx.db, incubatorId, id);
  if (!post) throw new NotFoundError('The post');
  const [view] = await postViews(ctx.db, incubatorId, viewer.userId, [post]);
  return viewed(ctx, access, view as PostView);
}

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

export interface TimelineEvent {
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

/** A page of a startup timeline: pinned first, then newest first; private posts only for who may see them. */
export async function timelinePage(
  ctx: Ctx,
  startupId: string,
  filter: TimelineFilter,
  cursor: string | null,
): Promise<{ posts: { results: Viewed[]; next: string | null } }> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const access = await timelineFileAccess(ctx, startupId);
  const page = await listTimeline(ctx.db, incubatorId, viewer.userId, {
    startupId: access.startupId,
    seePrivate: canSeePrivatePosts(viewer, access),
    filter: filter,
    cursor: cursor,
    limit: TIMELINE_PAGE_SIZE,
  });
  return { posts: { results: page.results.map((post) => viewed(ctx, access, post)), next: page.next } };
}

export interface NewTimelinePost {
  startupId: string;
  message: string;
  isPublic?: boolean | null;
  isUpdate?: boolean | null;
  parentId?: string | null;
  attachmentIds?: readonly string[] | null;
}

/** Posts on a startup timeline, or replies to a post (a reply to a reply attaches to the thread's post). */
export async function createTimelinePost(ctx: Ctx, input: NewTimelinePost): Promise<Viewed> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const access = await timelineFileAccess(ctx, input.startupId);
  const attachmentIds = [...(input.attachmentIds ?? [])];
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
    const found = await visiblePost(ctx, input.parentId);
    if (found.post.startupId !== access.startupId) throw new NotFoundError('The post');
    parent = found.post.parentId ? await findPost(ctx.db, incubatorId, found.post.parentId) : found.post;
    if (!parent) throw new NotFoundError('The post');
  }
  const isPublic = parent ? parent.isPublic : (input.isPublic ?? true);
  if (!canPostOnTimeline(viewer, access, isPublic)) throw new ForbiddenError();
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
}

/** Changes the message of one's own post. */
export async function updateTimelinePost(ctx: Ctx, id: string, message: string): Promise<Viewed> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { post, access } = await visiblePost(ctx, id);
  if (!canEditTimelinePost(viewer, post)) throw new ForbiddenError();
  const clean = cleanMessage(message, true);
  await ctx.db
    .update(timelinePosts)
    .set({ message: clean, updatedAt: new Date() })
    .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.id, post.id)));
  announceTimeline(ctx, post, 'UPDATED');
  return viewOne(ctx, access, post.id);
}

/** Pins a post on top of the timeline, or unpins it (startup managers). */
export async function pinTimelinePost(ctx: Ctx, id: string, pinned: boolean): Promise<Viewed> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { post, access } = await visiblePost(ctx, id);
  if (!canPinTimelinePosts(viewer)) throw new ForbiddenError();
  if (post.parentId) throw new ValidationError([{ field: 'id', message: 'Only posts can be pinned, not replies' }]);
  await ctx.db
    .update(timelinePosts)
    .set({ isPinned: pinned })
    .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.id, post.id)));
  announceTimeline(ctx, post, 'UPDATED');
  return viewOne(ctx, access, post.id);
}

/** Deletes a post with its replies, or a single note, with their files. */
export async function deleteTimelinePost(ctx: Ctx, id: string): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { post, access } = await visiblePost(ctx, id);
  const replies = post.parentId
    ? []
    : await ctx.db
        .select({ id: timelinePosts.id })
        .from(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.parentId, post.id)));
  if (!canDeleteTimelinePost(viewer, post, replies.length, access)) throw new ForbiddenError();
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
}

/** Adds one of the reactions to a post, or takes it back; the author hears of a new one. */
export async function reactToTimelinePost(ctx: Ctx, id: string, reaction: TimelineReaction): Promise<Viewed> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { post, access } = await visiblePost(ctx, id);
  const added = await toggleReaction(ctx.db, incubatorId, {
    postId: post.id,
    userId: viewer.userId,
    reaction: reaction,
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
}

/** The live events of a startup timeline the viewer opens; private posts' events only for who may see them. */
export async function timelineEvents(ctx: Ctx, startupId: string): Promise<AsyncIterable<TimelineEvent>> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const access = await timelineFileAccess(ctx, startupId);
  const events = ctx.pubsub.subscribe(
    incubatorId,
    `${TIMELINE_UPDATED}:${access.startupId}`,
  ) as AsyncIterable<TimelineEvent>;
  const seePrivate = canSeePrivatePosts(viewer, access);
  // Yoga's filter forwards return(), so an unsubscribe ends the bus subscription at once.
  return filterEvents((event: TimelineEvent) => event.isPublic || seePrivate)(events);
}

import {
  APPLICATION_ACTIVITIES_PAGE_SIZE,
  APPLICATION_COMMENT_FILES_MAX,
  APPLICATION_MESSAGES,
  type ApplicationStatus,
  applicationCommentSchema,
  formatMessage,
  VALIDATION_MESSAGES,
} from '@cohort/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import {
  type ApplicationAccess,
  canCommentOnApplication,
  canDeleteApplicationComment,
  canDownloadApplicationCommentFiles,
  canSeeApplicationComment,
  isApplicationPerson,
  seesApplicationActors,
} from '../../policies/index.ts';
import { attachments } from '../attachments/index.ts';
import { type AvatarData, avatarJson } from '../directory/index.ts';
import { funnelRounds } from '../funnels/index.ts';
import { messagePreview, sanitizeMessage } from '../timeline/index.ts';
import {
  applicationAccess,
  type ApplicationView,
  applicationViews,
  findApplicationView,
} from './application.service.ts';
import { applicationComments, applicationStatusChanges } from './application.table.ts';
import { applicationPeopleIds, notifyAboutApplication } from './application-notify.ts';

/** Files of a comment are attachments of this type, the comment's id their reference. */
export const COMMENT_FILE_REFERENCE = 'application_comment';
/** Files uploaded for a comment not yet posted: the application's id is their reference, the uploader their owner. */
export const DRAFT_FILE_REFERENCE = 'application_draft';

/** A file of a comment as the activities tab shows it. */
export interface ApplicationFileView {
  id: string;
  name: string;
  fileType: string;
  size: number;
  url: string;
  userCanDownload: boolean;
}

export interface ApplicationCommentView {
  kind: 'comment';
  id: string;
  applicationId: string;
  parentId: string | null;
  message: string;
  isPublic: boolean;
  createdBy: string | null;
  author: AvatarData | null;
  createdAt: Date;
  updatedAt: Date;
  files: ApplicationFileView[];
  replies: ApplicationCommentView[];
  canDelete: boolean;
}

export interface ApplicationStatusChangeView {
  kind: 'status';
  id: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  fromRound: string | null;
  toRound: string | null;
  /** Null for the application's people, unless they made the change themselves (a submission). */
  actor: AvatarData | null;
  createdAt: Date;
}

export type ApplicationActivityView = ApplicationCommentView | ApplicationStatusChangeView;

/** The url of a file of an application (its comments' files and the files of its answers). */
export function applicationFileUrl(applicationId: string, fileId: string): string {
  return `/api/applications/${applicationId}/files/${fileId}`;
}

interface CommentJson {
  id: string;
  parentId: string | null;
  message: string;
  isPublic: boolean;
  createdBy: string | null;
  author: AvatarData | null;
  createdAt: string;
  updatedAt: string;
  files: { id: string; name: string; fileType: string; size: number }[];
  replies?: CommentJson[];
}

interface StatusJson {
  id: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  fromRound: string | null;
  toRound: string | null;
  actorId: string | null;
  actor: AvatarData | null;
  createdAt: string;
}

/** A comment's JSON inside the activities statement: its author and files (`c` is the comment's alias). */
function commentJson(alias: string) {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'parentId', ${a}.parent_id, 'message', ${a}.message,
    'isPublic', ${a}.is_public, 'createdBy', ${a}.created_by, 'createdAt', ${a}.created_at, 'updatedAt', ${a}.updated_at,
    'author', ${avatarJson(sql`${a}.created_by`, sql`${a}.incubator_id`)},
    'files', coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'fileType', f.file_type,
        'size', f.size) order by f.created_at, f.id)
      from ${attachments} f where f.incubator_id = ${a}.incubator_id and f.reference_type = ${COMMENT_FILE_REFERENCE}
        and f.reference_id = ${a}.id), '[]'::json))`;
}

const roundName = (roundId: ReturnType<typeof sql.raw>) =>
  sql`(select r.name from ${funnelRounds} r where r.incubator_id = s.incubator_id and r.id = ${roundId})`;

function toComment(
  json: CommentJson,
  application: ApplicationView,
  access: ApplicationAccess,
  viewer: Parameters<typeof canDeleteApplicationComment>[0],
): ApplicationCommentView {
  const replies = (json.replies ?? []).map((reply) => toComment(reply, application, access, viewer));
  const record = { createdBy: json.createdBy, parentId: json.parentId, isPublic: json.isPublic };
  const download = canDownloadApplicationCommentFiles(viewer, record, access);
  return {
    kind: 'comment',
    id: json.id,
    applicationId: application.id,
    parentId: json.parentId,
    message: json.message,
    isPublic: json.isPublic,
    createdBy: json.createdBy,
    author: json.author,
    createdAt: new Date(json.createdAt),
    updatedAt: new Date(json.updatedAt),
    files: json.files.map((file) => ({
      ...file,
      size: Number(file.size),
      url: applicationFileUrl(application.id, file.id),
      userCanDownload: download,
    })),
    replies,
    canDelete: canDeleteApplicationComment(viewer, record, replies.length, access),
  };
}

/** The opaque cursor of the activities: the last entry's time (as PostgreSQL wrote it) and id. */
function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}
function decodeCursor(cursor: string | null | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && isUuid(id) && !Number.isNaN(Date.parse(at))) {
      return { at, id };
    }
  } catch {
    // An unreadable cursor is refused below.
  }
  throw new ValidationError([{ field: 'cursor', message: formatMessage(VALIDATION_MESSAGES.invalid, {}) }]);
}

/**
 * The activities tab (issue 14 point 4): the comments (with their replies) and every change of status or round, in
 * one timeline, newest first, a page at a time: one statement for the page and everything it shows. Private
 * comments only for staff who read them; who made a status change only for staff.
 */
export async function applicationActivities(
  ctx: Ctx,
  applicationId: string,
  cursor: string | null | undefined,
  limit = APPLICATION_ACTIVITIES_PAGE_SIZE,
): Promise<{ application: ApplicationView; results: ApplicationActivityView[]; next: string | null }> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const after = decodeCursor(cursor);
  const application = await findApplicationView(ctx.db, incubatorId, viewer, applicationId);
  const access = applicationAccess(application);
  const seePrivate = application.viewerCan.seePrivateComments;
  const result = (await ctx.db.execute(sql`
    select e.kind, e.at::text as at, e.id, e.entry from (
      select 'comment' as kind, c.created_at as at, c.id, json_build_object('comment', ${commentJson('c')},
          'replies', coalesce((select json_agg(${commentJson('rc')} order by rc.created_at, rc.id)
            from ${applicationComments} rc where rc.incubator_id = c.incubator_id and rc.parent_id = c.id), '[]'::json)
        ) as entry
        from ${applicationComments} c
       where c.incubator_id = ${incubatorId} and c.application_id = ${application.id} and c.parent_id is null
         and (c.is_public or ${seePrivate})
      union all
      select 'status', s.created_at, s.id, json_build_object('id', s.id, 'fromStatus', s.from_status,
          'toStatus', s.to_status, 'fromRound', ${roundName(sql.raw('s.from_round_id'))},
          'toRound', ${roundName(sql.raw('s.to_round_id'))}, 'actorId', s.actor_id,
          'actor', ${avatarJson(sql`s.actor_id`, sql`s.incubator_id`)}, 'createdAt', s.created_at)
        from ${applicationStatusChanges} s
       where s.incubator_id = ${incubatorId} and s.application_id = ${application.id}
    ) e
    where ${after ? sql`(e.at, e.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql`true`}
    order by e.at desc, e.id desc
    limit ${limit + 1}`)) as unknown as {
    rows: Array<
      | { kind: 'comment'; at: string; id: string; entry: { comment: CommentJson; replies: CommentJson[] } }
      | { kind: 'status'; at: string; id: string; entry: StatusJson }
    >;
  };
  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  const seesActors = seesApplicationActors(viewer, access);
  const results = rows.map((row): ApplicationActivityView => {
    if (row.kind === 'comment') {
      return toComment({ ...row.entry.comment, replies: row.entry.replies }, application, access, viewer);
    }
    const change = row.entry;
    const ownChange = change.actorId !== null && isApplicationPerson({ userId: change.actorId }, access);
    return {
      kind: 'status',
      id: change.id,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      fromRound: change.fromRound,
      toRound: change.toRound,
      actor: seesActors || ownChange ? change.actor : null,
      createdAt: new Date(change.createdAt),
    };
  });
  return {
    application,
    results,
    next: result.rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
  };
}

/** A comment of an application with its application, if the viewer may see both; NotFound otherwise. */
async function visibleComment(ctx: Ctx, commentId: string) {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!isUuid(commentId)) throw new NotFoundError('The comment');
  const [comment] = await ctx.db
    .select()
    .from(applicationComments)
    .where(and(eq(applicationComments.incubatorId, incubatorId), eq(applicationComments.id, commentId)));
  if (!comment) throw new NotFoundError('The comment');
  const [application] = await applicationViews(ctx.db, incubatorId, viewer, [comment.applicationId]);
  if (!application) throw new NotFoundError('The comment');
  const access = applicationAccess(application);
  if (!canSeeApplicationComment(viewer, comment, access)) throw new NotFoundError('The comment');
  return { comment, application, access };
}

/** Reads one comment (with its replies) as the activities show it. */
async function commentView(ctx: Ctx, application: ApplicationView, commentId: string): Promise<ApplicationCommentView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const result = (await ctx.db.execute(sql`
    select ${commentJson('c')} as comment, coalesce((select json_agg(${commentJson('rc')} order by rc.created_at, rc.id)
        from ${applicationComments} rc where rc.incubator_id = c.incubator_id and rc.parent_id = c.id), '[]'::json) as replies
      from ${applicationComments} c where c.incubator_id = ${incubatorId} and c.id = ${commentId}`)) as unknown as {
    rows: Array<{ comment: CommentJson; replies: CommentJson[] }>;
  };
  const row = result.rows[0];
  if (!row) throw new NotFoundError('The comment');
  return toComment({ ...row.comment, replies: row.replies }, application, applicationAccess(application), viewer);
}

export interface NewApplicationComment {
  applicationId: string;
  message: string;
  isPublic?: boolean | null;
  parentId?: string | null;
  attachmentIds?: readonly string[] | null;
}

/**
 * Writes a comment or a reply on an application's activities (a reply to a reply joins its thread and takes the
 * thread's visibility). The application's people write public comments; staff who read private comments may write
 * them. The message is stored as sanitized HTML. Staff's public comments notify the application's people
 * (newCommentApplication); the people's comments notify the funnel's admins (newCommentApplicationStaff).
 */
export async function createApplicationComment(
  ctx: Ctx,
  input: NewApplicationComment,
): Promise<{ application: ApplicationView; comment: ApplicationCommentView }> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const parsed = parseInput(applicationCommentSchema, {
    message: input.message,
    isPublic: input.isPublic ?? false,
    parentId: input.parentId ?? null,
  });
  const fileIds = [...new Set(input.attachmentIds ?? [])];
  if (fileIds.length > APPLICATION_COMMENT_FILES_MAX) {
    throw new ValidationError([
      { field: 'attachmentIds', message: `At most ${APPLICATION_COMMENT_FILES_MAX} files can be attached` },
    ]);
  }
  if (!fileIds.every(isUuid))
    throw new ValidationError([{ field: 'attachmentIds', message: 'This file was not found' }]);
  const application = await findApplicationView(ctx.db, incubatorId, viewer, input.applicationId);
  const access = applicationAccess(application);
  let parent: typeof applicationComments.$inferSelect | null = null;
  if (parsed.parentId) {
    const found = await visibleComment(ctx, parsed.parentId);
    if (found.comment.applicationId !== application.id) throw new NotFoundError('The comment');
    parent = found.comment;
    if (parent.parentId) {
      const [top] = await ctx.db
        .select()
        .from(applicationComments)
        .where(and(eq(applicationComments.incubatorId, incubatorId), eq(applicationComments.id, parent.parentId)));
      if (!top) throw new NotFoundError('The comment');
      parent = top;
    }
  }
  const isPublic = parent ? parent.isPublic : parsed.isPublic;
  if (!canCommentOnApplication(viewer, access, isPublic)) {
    throw new ForbiddenError(isPublic ? undefined : APPLICATION_MESSAGES.privateComment);
  }
  const message = sanitizeMessage(parsed.message);
  if (messagePreview(message) === '') {
    throw new ValidationError([{ field: 'message', message: 'Message is a required field' }]);
  }
  const id = newId();
  const now = new Date();
  await ctx.db.insert(applicationComments).values({
    incubatorId,
    id,
    applicationId: application.id,
    parentId: parent?.id ?? null,
    message,
    isPublic,
    createdBy: viewer.userId,
    createdAt: now,
    updatedAt: now,
  });
  if (fileIds.length > 0) {
    const claimed = await ctx.db
      .update(attachments)
      .set({ referenceType: COMMENT_FILE_REFERENCE, referenceId: id })
      .where(
        and(
          eq(attachments.incubatorId, incubatorId),
          inArray(attachments.id, fileIds),
          eq(attachments.referenceType, DRAFT_FILE_REFERENCE),
          eq(attachments.referenceId, application.id),
          eq(attachments.uploadedBy, viewer.userId),
        ),
      )
      .returning({ id: attachments.id });
    if (claimed.length !== fileIds.length) {
      throw new ValidationError([{ field: 'attachmentIds', message: 'This file was not found' }]);
    }
  }
  const note = { id, content: messagePreview(message) };
  if (isApplicationPerson(viewer, access)) {
    await notifyAboutApplication(ctx, application, {
      type: 'newCommentApplicationStaff',
      recipientIds: application.funnelAdminIds,
      note,
    });
  } else if (isPublic) {
    await notifyAboutApplication(ctx, application, {
      type: 'newCommentApplication',
      recipientIds: applicationPeopleIds(application),
      note,
    });
  }
  return { application, comment: await commentView(ctx, application, parent?.id ?? id) };
}

/**
 * Deletes a comment with its replies and their files: its author, or staff by NOTE_SINGLE:DELETE (NOTE_THREAD:DELETE
 * for a comment with replies). The stored files are removed once the transaction commits.
 */
export async function deleteApplicationComment(ctx: Ctx, commentId: string): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { comment, access } = await visibleComment(ctx, commentId);
  const replies = comment.parentId
    ? []
    : await ctx.db
        .select({ id: applicationComments.id })
        .from(applicationComments)
        .where(and(eq(applicationComments.incubatorId, incubatorId), eq(applicationComments.parentId, comment.id)));
  if (!canDeleteApplicationComment(viewer, comment, replies.length, access)) throw new ForbiddenError();
  const ids = [comment.id, ...replies.map((reply) => reply.id)];
  const removed = await ctx.db
    .delete(attachments)
    .where(
      and(
        eq(attachments.incubatorId, incubatorId),
        eq(attachments.referenceType, COMMENT_FILE_REFERENCE),
        inArray(attachments.referenceId, ids),
      ),
    )
    .returning({ storageKey: attachments.storageKey });
  await ctx.db
    .delete(applicationComments)
    .where(
      and(
        eq(applicationComments.incubatorId, incubatorId),
        or(inArray(applicationComments.id, ids), inArray(applicationComments.parentId, ids)),
      ),
    );
  ctx.afterCommit(() => {
    for (const { storageKey } of removed) void ctx.storage.remove(storageKey);
  });
  return comment.id;
}

import { builder } from '../../platform/graphql/builder.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { ApplicationStatusRef } from './application.graphql.ts';
import { ApplicationRef } from './application.refs.ts';
import {
  type ApplicationActivityView,
  applicationActivities,
  type ApplicationCommentView,
  type ApplicationFileView,
  type ApplicationStatusChangeView,
  createApplicationComment,
  deleteApplicationComment,
} from './application-comments.service.ts';
import type { ApplicationView } from './application.service.ts';

/** The application file's activities tab (issue 14 point 4): comments with replies and files, and status changes. */
export const ApplicationFileRef = builder.objectRef<ApplicationFileView>('ApplicationFile').implement({
  description: "A file of an application (a comment's, or an answer's): download it from `url` with the bearer token",
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    fileType: t.exposeString('fileType'),
    size: t.exposeFloat('size'),
    url: t.exposeString('url'),
    userCanDownload: t.exposeBoolean('userCanDownload'),
  }),
});

const CommentRef = builder.objectRef<ApplicationCommentView>('ApplicationComment');
CommentRef.implement({
  description: "A comment on an application's activities: public ones are read by its people, private ones by staff",
  fields: (t) => ({
    _id: t.exposeID('id'),
    message: t.exposeString('message', { description: 'Sanitized HTML' }),
    isPublic: t.exposeBoolean('isPublic'),
    parentId: t.exposeID('parentId', { nullable: true }),
    author: t.field({ type: UserAvatarRef, nullable: true, resolve: (c) => c.author }),
    attachments: t.field({ type: [ApplicationFileRef], resolve: (c) => c.files }),
    replies: t.field({ type: [CommentRef], resolve: (c) => c.replies }),
    canDelete: t.exposeBoolean('canDelete'),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (c) => c.updatedAt }),
  }),
});

const StatusChangeRef = builder.objectRef<ApplicationStatusChangeView>('ApplicationStatusChange').implement({
  description: "A change of an application's status or round",
  fields: (t) => ({
    _id: t.exposeID('id'),
    fromStatus: t.field({ type: ApplicationStatusRef, nullable: true, resolve: (c) => c.fromStatus }),
    toStatus: t.field({ type: ApplicationStatusRef, resolve: (c) => c.toStatus }),
    fromRound: t.exposeString('fromRound', { nullable: true, description: 'The name of the round it left' }),
    toRound: t.exposeString('toRound', { nullable: true, description: 'The name of the round it entered' }),
    actor: t.field({
      type: UserAvatarRef,
      nullable: true,
      description: "Who made the change: for staff (the application's people see their own changes only)",
      resolve: (c) => c.actor,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
  }),
});

const ActivityRef = builder.unionType('ApplicationActivity', {
  description: "An entry of an application's activities",
  types: [CommentRef, StatusChangeRef],
  resolveType: (entry) => (entry.kind === 'comment' ? 'ApplicationComment' : 'ApplicationStatusChange'),
});

const ActivitiesRef = builder
  .objectRef<{ application: ApplicationView; results: ApplicationActivityView[]; next: string | null }>(
    'ApplicationActivities',
  )
  .implement({
    fields: (t) => ({
      application: t.field({ type: ApplicationRef, resolve: (page) => page.application }),
      results: t.field({ type: [ActivityRef], resolve: (page) => page.results }),
      next: t.exposeString('next', { nullable: true, description: 'The cursor of the next page; null on the last' }),
    }),
  });

const CommentInputRef = builder.inputType('ApplicationCommentInput', {
  fields: (t) => ({
    applicationId: t.id({ required: true }),
    message: t.string({ required: true, description: 'HTML or plain text; stored sanitized' }),
    isPublic: t.boolean({ description: "Seen by the application's people; private comments need the permission" }),
    parentId: t.id({ description: 'The comment this replies to' }),
    attachmentIds: t.idList({ description: 'Files uploaded to /api/applications/{id}/files for this comment' }),
  }),
});

builder.queryField('applicationActivities', (t) =>
  t.field({
    type: ActivitiesRef,
    description: "An application's comments and status changes, newest first, a page at a time",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }), cursor: t.arg.string() },
    resolve: (_root, args, ctx) => applicationActivities(ctx, String(args.applicationId), args.cursor),
  }),
);

builder.mutationFields((t) => ({
  createApplicationComment: t.field({
    type: CommentRef,
    description: 'Comments on an application, or replies to a comment (answers the thread, replies included)',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CommentInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const created = await createApplicationComment(ctx, {
        applicationId: String(input.applicationId),
        message: input.message,
        isPublic: input.isPublic ?? false,
        parentId: input.parentId ? String(input.parentId) : null,
        attachmentIds: input.attachmentIds?.map(String) ?? [],
      });
      return created.comment;
    },
  }),
  deleteApplicationComment: t.field({
    type: 'ID',
    description: 'Deletes a comment with its replies and files (its author; staff by NOTE_SINGLE:DELETE)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteApplicationComment(ctx, String(args.id)),
  }),
}));

import { DEFAULT_UPLOAD_LIMIT_BYTES, TIMELINE_FILTERS, TIMELINE_REACTIONS } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { type AttachmentView, attachmentView } from '../attachments/index.ts';
import { findStartupFile, StartupRef, StartupRefType } from '../startups/index.ts';
import { displayName } from '../directory/index.ts';
import { UserRoleRef } from '../users/index.ts';
import {
  createTimelinePost,
  deleteTimelinePost,
  pinTimelinePost,
  reactToTimelinePost,
  timelineEvents,
  timelinePage,
  updateTimelinePost,
  type Viewed,
  viewed,
} from './timeline-posts.service.ts';
import type { AuthorView, ReactionCount } from './timeline.service.ts';

export { TIMELINE_UPDATED } from './timeline-posts.service.ts';

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
    fullName: t.string({ resolve: (a, _args, ctx) => displayName(a, ctx.request.language) }),
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
    resolve: (_root, args, ctx) => timelinePage(ctx, String(args.startupId), args.type ?? 'ALL', args.cursor ?? null),
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

builder.mutationFields((t) => ({
  createTimelinePost: t.field({
    type: EventRef,
    description: 'Posts on a startup timeline, or replies to a post (parentId)',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PostInputRef, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createTimelinePost(ctx, {
        ...input,
        startupId: String(input.startupId),
        parentId: input.parentId ? String(input.parentId) : null,
        attachmentIds: input.attachmentIds?.map(String),
      }),
  }),
  updateTimelinePost: t.field({
    type: EventRef,
    description: 'Changes the message of one’s own post',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updateTimelinePost(ctx, String(args.id), args.message),
  }),
  pinTimelinePost: t.field({
    type: EventRef,
    description: 'Pins a post on top of the timeline, or unpins it (startup managers)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), pinned: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => pinTimelinePost(ctx, String(args.id), args.pinned),
  }),
  deleteTimelinePost: t.field({
    type: 'ID',
    description:
      'Deletes a post with its replies (NOTE_THREAD:DELETE) or a single note (NOTE_SINGLE:DELETE); authors always',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteTimelinePost(ctx, String(args.id)),
  }),
  reactToTimelinePost: t.field({
    type: EventRef,
    description: 'Adds one of the six reactions to a post, or takes it back',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), reaction: t.arg({ type: ReactionRef, required: true }) },
    resolve: (_root, args, ctx) => reactToTimelinePost(ctx, String(args.id), args.reaction),
  }),
}));

builder.subscriptionField('startupTimelineUpdated', (t) =>
  t.field({
    type: TimelineUpdateRef,
    description: 'A post of the startup timeline was created, changed, deleted or reacted to',
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => timelineEvents(ctx, String(args.startupId)),
    resolve: (payload) => payload,
  }),
);

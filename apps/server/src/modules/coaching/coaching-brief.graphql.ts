import { builder } from '../../platform/graphql/builder.ts';
import { coachingSessionBrief, type SessionBriefView } from './coaching-brief.service.ts';

type Milestone = SessionBriefView['milestones'][number];
type OpenTask = SessionBriefView['openTasks'][number];
type LastSession = NonNullable<SessionBriefView['lastSession']>;
type RecentPost = SessionBriefView['recentPosts'][number];

const BriefMilestoneRef = builder.objectRef<Milestone>('CoachingBriefMilestone').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.exposeString('status'),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.completedAt }),
  }),
});

const BriefTaskRef = builder.objectRef<OpenTask>('CoachingBriefTask').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    dueDate: t.field({ type: 'DateTime', resolve: (task) => task.dueDate }),
  }),
});

const BriefLastSessionRef = builder.objectRef<LastSession>('CoachingBriefLastSession').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    startsAt: t.field({ type: 'DateTime', resolve: (s) => s.startsAt }),
    hostName: t.exposeString('hostName'),
    publicNotes: t.exposeString('publicNotes', { nullable: true }),
    privateNotes: t.exposeString('privateNotes', {
      nullable: true,
      description: 'The coach’s private notes of that session, for a reader who may read them',
    }),
    followUps: t.exposeStringList('followUps', { description: 'The follow-up lines of its notes' }),
  }),
});

const BriefPostRef = builder.objectRef<RecentPost>('CoachingBriefPost').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    eventType: t.exposeString('eventType'),
    preview: t.exposeString('preview', { description: 'The message as plain text, cut' }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    authorName: t.exposeString('authorName', { nullable: true }),
  }),
});

const BriefRef = builder.objectRef<SessionBriefView>('CoachingSessionBrief').implement({
  description:
    'What the mentor reads before a session: the startup’s milestones and open tasks, the last session and its follow-ups, recent posts',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId'),
    startupId: t.exposeID('startupId', { nullable: true }),
    startupName: t.exposeString('startupName', { nullable: true }),
    milestones: t.field({ type: [BriefMilestoneRef], resolve: (b) => b.milestones }),
    openTasks: t.field({ type: [BriefTaskRef], resolve: (b) => b.openTasks }),
    lastSession: t.field({ type: BriefLastSessionRef, nullable: true, resolve: (b) => b.lastSession }),
    recentPosts: t.field({ type: [BriefPostRef], resolve: (b) => b.recentPosts }),
  }),
});

builder.queryField('coachingSessionBrief', (t) =>
  t.field({
    type: BriefRef,
    description: 'The one-page brief of a session, for the organisation’s side of it (refused to the startup’s people)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => coachingSessionBrief(ctx, String(args.id)),
  }),
);

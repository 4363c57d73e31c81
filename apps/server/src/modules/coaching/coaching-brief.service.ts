import { followUpLines } from '@cohort/shared';
import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError } from '../../platform/graphql/errors.ts';
import { canReadPrivateNotes, canReadStaffNotes, canWriteSessionNotes } from '../../policies/index.ts';
import { startupMilestones } from '../milestones/index.ts';
import { startups } from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { messagePreview, timelinePosts } from '../timeline/index.ts';
import { fullName, users } from '../users/index.ts';
import { coachingSessions } from './coaching.table.ts';
import { findSession, sessionsWithAccess } from './coaching-session.service.ts';

/** How much of each part the brief shows: one page, read in a minute before the session. */
export const BRIEF_LIMITS = { milestones: 8, tasks: 8, posts: 5 } as const;

export interface SessionBriefView {
  sessionId: string;
  startupId: string | null;
  startupName: string | null;
  milestones: Array<{ id: string; name: string; status: string; completedAt: Date | null }>;
  openTasks: Array<{ id: string; name: string | null; dueDate: Date }>;
  lastSession: {
    id: string;
    startsAt: Date;
    hostName: string;
    publicNotes: string | null;
    /** The coach's private notes of that session, for a reader who may read them there. */
    privateNotes: string | null;
    followUps: string[];
  } | null;
  recentPosts: Array<{ id: string; eventType: string; preview: string; createdAt: Date; authorName: string | null }>;
}

/**
 * The one-page brief of a session for its mentor (issue 16 point 7): the startup's milestones (those in progress first),
 * its open tasks by due date, the previous session with the startup (its public notes, the private ones for who may read
 * them, and its follow-ups) and the latest public posts of its timeline. For the organisation's side of the session
 * (who may write its notes); a startup's people are refused, as for the private notes. Five statements.
 */
export async function coachingSessionBrief(ctx: Ctx, sessionId: string): Promise<SessionBriefView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { row, access } = await findSession(ctx, sessionId);
  if (!canWriteSessionNotes(viewer, access)) throw new ForbiddenError();
  const startupId = row.startupId;
  const empty: SessionBriefView = {
    sessionId: row.id,
    startupId,
    startupName: null,
    milestones: [],
    openTasks: [],
    lastSession: null,
    recentPosts: [],
  };
  if (!startupId) return empty;
  const [startup, milestones, openTasks, previous, posts] = await Promise.all([
    ctx.db
      .select({ name: startups.name })
      .from(startups)
      .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startupId))),
    ctx.db
      .select({
        id: startupMilestones.id,
        name: startupMilestones.name,
        status: startupMilestones.status,
        completedAt: startupMilestones.completedAt,
      })
      .from(startupMilestones)
      .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.startupId, startupId)))
      .orderBy(
        sql`case ${startupMilestones.status} when 'IN_PROGRESS' then 0 when 'NOT_STARTED' then 1 else 2 end`,
        asc(startupMilestones.position),
      )
      .limit(BRIEF_LIMITS.milestones),
    ctx.db
      .select({ id: tasks.id, name: tasks.name, dueDate: tasks.dueDate })
      .from(tasks)
      .where(
        and(
          eq(tasks.incubatorId, incubatorId),
          eq(tasks.completionStatus, 'PENDING'),
          or(
            eq(tasks.startupId, startupId),
            sql`exists (select 1 from ${taskAssignees} a where a.incubator_id = ${tasks.incubatorId}
              and a.task_id = ${tasks.id} and a.type = 'Startup' and a.value = ${startupId})`,
          ),
        ),
      )
      .orderBy(asc(tasks.dueDate))
      .limit(BRIEF_LIMITS.tasks),
    ctx.db
      .select()
      .from(coachingSessions)
      .where(
        and(
          eq(coachingSessions.incubatorId, incubatorId),
          eq(coachingSessions.startupId, startupId),
          ne(coachingSessions.id, row.id),
          ne(coachingSessions.state, 'canceled'),
          lt(coachingSessions.startsAt, row.startsAt),
        ),
      )
      .orderBy(desc(coachingSessions.startsAt))
      .limit(1),
    ctx.db
      .select({
        id: timelinePosts.id,
        eventType: timelinePosts.eventType,
        message: timelinePosts.message,
        createdAt: timelinePosts.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(timelinePosts)
      .leftJoin(users, and(eq(users.incubatorId, timelinePosts.incubatorId), eq(users.id, timelinePosts.createdBy)))
      .where(
        and(
          eq(timelinePosts.incubatorId, incubatorId),
          eq(timelinePosts.startupId, startupId),
          eq(timelinePosts.isPublic, true),
          sql`${timelinePosts.parentId} is null`,
        ),
      )
      .orderBy(desc(timelinePosts.createdAt))
      .limit(BRIEF_LIMITS.posts),
  ]);
  let lastSession: SessionBriefView['lastSession'] = null;
  const [before] = previous;
  if (before) {
    const [withAccess] = await sessionsWithAccess(ctx.db, incubatorId, [before]);
    const [host] = await ctx.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.incubatorId, incubatorId), inArray(users.id, [before.hostId])));
    const privateNotes = withAccess && canReadPrivateNotes(viewer, withAccess.access) ? before.editor : null;
    const staffNotes = withAccess && canReadStaffNotes(viewer, withAccess.access) ? before.staffEditor : null;
    lastSession = {
      id: before.id,
      startsAt: before.startsAt,
      hostName: host ? fullName(host) : '',
      publicNotes: before.staffEditorPublic,
      privateNotes,
      followUps: [before.staffEditorPublic, privateNotes, staffNotes]
        .flatMap((notes) => followUpLines(notes))
        .filter((line, index, all) => all.indexOf(line) === index),
    };
  }
  return {
    ...empty,
    startupName: startup[0]?.name ?? null,
    milestones,
    openTasks,
    lastSession,
    recentPosts: posts.map((post) => ({
      id: post.id,
      eventType: post.eventType,
      preview: messagePreview(post.message, 240),
      createdAt: post.createdAt,
      authorName:
        post.firstName === null ? null : fullName({ firstName: post.firstName, lastName: post.lastName ?? '' }),
    })),
  };
}

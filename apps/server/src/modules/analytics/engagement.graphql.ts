import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { userSessions } from '../identity/index.ts';
import { canViewStartupFile, startupAccess, startupMembers } from '../startups/index.ts';
import { taskAssignees } from '../tasks/index.ts';
import { timelinePosts } from '../timeline/index.ts';

export const ENGAGEMENT_WEEKS_MAX = 52;

interface EngagementWeek {
  weekStart: string;
  posts: number;
  replies: number;
  tasksDone: number;
  logins: number;
}

const WeekRef = builder.objectRef<EngagementWeek>('StartupEngagementWeek').implement({
  description: 'One week (Monday to Sunday, UTC) of a startup’s activity',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday, yyyy-MM-dd' }),
    posts: t.exposeInt('posts', { description: 'Posts on its timeline' }),
    replies: t.exposeInt('replies', { description: 'Replies on its timeline' }),
    tasksDone: t.exposeInt('tasksDone', { description: 'Tasks of the startup or its people marked done' }),
    logins: t.exposeInt('logins', { description: 'Sign-ins of its people' }),
  }),
});

const EngagementRef = builder.objectRef<{ weeks: EngagementWeek[] }>('StartupEngagement').implement({
  fields: (t) => ({
    weeks: t.field({ type: [WeekRef], resolve: (e) => e.weeks }),
    totals: t.field({
      type: WeekRef,
      description: 'The sums over the weeks (weekStart is the first week)',
      resolve: (e) => ({
        weekStart: e.weeks[0]?.weekStart ?? '',
        posts: e.weeks.reduce((sum, week) => sum + week.posts, 0),
        replies: e.weeks.reduce((sum, week) => sum + week.replies, 0),
        tasksDone: e.weeks.reduce((sum, week) => sum + week.tasksDone, 0),
        logins: e.weeks.reduce((sum, week) => sum + week.logins, 0),
      }),
    }),
  }),
});

builder.queryField('startupEngagement', (t) =>
  t.field({
    type: EngagementRef,
    description:
      "A startup's engagement over the last weeks (posts, replies, tasks done, sign-ins of its people), for its file's analytics tab",
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }), weeks: t.arg.int({ defaultValue: 12 }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      const incubatorId = ctx.incubator.id;
      const startupId = String(args.startupId);
      if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
      const access = await startupAccess(ctx.db, incubatorId, startupId);
      if (!access || !canViewStartupFile(ctx.viewer, access)) throw new NotFoundError('The startup');
      const weeks = args.weeks ?? 12;
      if (!Number.isInteger(weeks) || weeks < 1 || weeks > ENGAGEMENT_WEEKS_MAX) {
        throw new ValidationError([{ field: 'weeks', message: `Weeks must be between 1 and ${ENGAGEMENT_WEEKS_MAX}` }]);
      }
      // One statement: the weeks, and each count by week over the startup's rows.
      const result = (await ctx.db.execute(sql`
        with weeks as (
          select generate_series(
            date_trunc('week', now() at time zone 'utc') - make_interval(weeks => ${weeks - 1}),
            date_trunc('week', now() at time zone 'utc'),
            interval '1 week'
          ) as week
        ),
        members as (
          select user_id from ${startupMembers} where incubator_id = ${incubatorId} and startup_id = ${startupId}
        ),
        posts as (
          select date_trunc('week', created_at at time zone 'utc') as week, (parent_id is null) as top
            from ${timelinePosts} where incubator_id = ${incubatorId} and startup_id = ${startupId}
             and created_at >= now() - make_interval(weeks => ${weeks + 1})
        ),
        done as (
          select date_trunc('week', completed_at at time zone 'utc') as week
            from ${taskAssignees}
           where incubator_id = ${incubatorId} and done and completed_at >= now() - make_interval(weeks => ${weeks + 1})
             and ((type = 'Startup' and value = ${startupId}) or (type = 'User' and value in (select user_id from members)))
        ),
        logins as (
          select date_trunc('week', created_at at time zone 'utc') as week
            from ${userSessions}
           where incubator_id = ${incubatorId} and user_id in (select user_id from members)
             and created_at >= now() - make_interval(weeks => ${weeks + 1})
        )
        select to_char(w.week, 'YYYY-MM-DD') as week_start,
               (select count(*) from posts p where p.week = w.week and p.top)::int as posts,
               (select count(*) from posts p where p.week = w.week and not p.top)::int as replies,
               (select count(*) from done d where d.week = w.week)::int as tasks_done,
               (select count(*) from logins l where l.week = w.week)::int as logins
          from weeks w order by w.week`)) as unknown as {
        rows: { week_start: string; posts: number; replies: number; tasks_done: number; logins: number }[];
      };
      return {
        weeks: result.rows.map((row) => ({
          weekStart: row.week_start,
          posts: row.posts,
          replies: row.replies,
          tasksDone: row.tasks_done,
          logins: row.logins,
        })),
      };
    },
  }),
);

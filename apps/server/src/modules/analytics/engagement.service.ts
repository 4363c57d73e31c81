import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { userSessions } from '../identity/index.ts';
import { startupMembers } from '../startups/index.ts';
import { taskAssignees } from '../tasks/index.ts';
import { timelinePosts } from '../timeline/index.ts';

/** The most weeks a startup's engagement covers. */
export const ENGAGEMENT_WEEKS_MAX = 52;

export interface EngagementWeek {
  weekStart: string;
  posts: number;
  replies: number;
  tasksDone: number;
  logins: number;
}

/** A startup's last `weeks` weeks (Monday to Sunday, UTC): posts, replies, tasks done and sign-ins of its people. */
export async function startupEngagementWeeks(
  db: Db,
  incubatorId: string,
  startupId: string,
  weeks: number,
): Promise<EngagementWeek[]> {
  // One statement: the weeks, and each count by week over the startup's rows.
  const result = (await db.execute(sql`
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
  return result.rows.map((row) => ({
    weekStart: row.week_start,
    posts: row.posts,
    replies: row.replies,
    tasksDone: row.tasks_done,
    logins: row.logins,
  }));
}

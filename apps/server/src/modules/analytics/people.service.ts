import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { activityEvents } from '../activity/index.ts';
import { customFields, customFieldValues } from '../customfields/index.ts';
import { forms } from '../forms/index.ts';
import { userSessions } from '../identity/index.ts';
import { roles } from '../roles/index.ts';
import { programMembers, programs, startupMembers, startupPrograms } from '../startups/index.ts';
import { taskAssignees } from '../tasks/index.ts';
import { tags, userTags } from '../taxonomy/index.ts';
import { timelinePosts } from '../timeline/index.ts';
import { users } from '../users/index.ts';

/** The longest range of the weekly series (two years of weeks). */
export const PEOPLE_ANALYTICS_WEEKS_MAX = 104;
/** The default range: the last twelve weeks. */
export const PEOPLE_ANALYTICS_DEFAULT_WEEKS = 12;
/** How many roles or programmes a filter names at most. */
export const PEOPLE_ANALYTICS_FILTER_IDS_MAX = 100;

export interface PeopleAnalyticsFilter {
  roleIds: readonly string[];
  programIds: readonly string[];
  /** yyyy-MM-dd, UTC days, both included. */
  from: string;
  to: string;
}

export interface PeopleCount {
  key: string;
  label: string;
  /** The role's type, the tag's colour or the programme's kind. */
  extra: string | null;
  count: number;
}

export interface PeopleAnalyticsWeek {
  weekStart: string;
  signIns: number;
  peopleSignedIn: number;
  posts: number;
  tasksDone: number;
  changes: number;
}

export interface PeopleAnalytics {
  total: number;
  byRole: PeopleCount[];
  byStatus: PeopleCount[];
  byTag: PeopleCount[];
  byProgram: PeopleCount[];
  withoutProgram: number;
  requiredFields: number;
  activePeople: number;
  completeProfiles: number;
  weeks: PeopleAnalyticsWeek[];
}

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The people counted (a CTE body): the organisation's users but deleted ones, with the role filter (any of the
 * roles) and the programme filter (in any of the programmes, directly or through a startup of theirs).
 */
function population(incubatorId: string, filter: PeopleAnalyticsFilter): SQL {
  const conditions: SQL[] = [sql`u.incubator_id = ${incubatorId}`, sql`u.status <> 'deleted'`];
  if (filter.roleIds.length > 0) conditions.push(sql`u.role_id in (${uuidList(filter.roleIds)})`);
  if (filter.programIds.length > 0) {
    conditions.push(sql`u.id in (
      select pp.user_id from person_programs pp where pp.program_id in (${uuidList(filter.programIds)}))`);
  }
  return sql`select u.id, u.status, u.role_id from ${users} u where ${sql.join(conditions, sql` and `)}`;
}

/**
 * A person's programmes: the programmes of people they are a member of, and the programmes of the startups they are
 * a member of (cofounders, community members). Mentors assigned to a startup are not in its programmes.
 */
function personPrograms(incubatorId: string): SQL {
  return sql`
    select pm.user_id, pm.program_id from ${programMembers} pm where pm.incubator_id = ${incubatorId}
    union
    select sm.user_id, sp.program_id from ${startupMembers} sm
      join ${startupPrograms} sp on sp.incubator_id = sm.incubator_id and sp.startup_id = sm.startup_id
     where sm.incubator_id = ${incubatorId}`;
}

interface FigureRow {
  kind: string;
  key: string;
  label: string;
  extra: string | null;
  count: number;
}

/**
 * The organisation's people by role, status, tag and programme, and their profile completion, in one statement; then
 * the weekly sign-ins and activity over the range in a second one.
 */
export async function peopleAnalytics(
  db: Db,
  incubatorId: string,
  filter: PeopleAnalyticsFilter,
): Promise<PeopleAnalytics> {
  const ctes = sql`
    person_programs as (${personPrograms(incubatorId)}),
    pop as (${population(incubatorId, filter)})`;
  const figures = (await db.execute(sql`
    with ${ctes},
    required as (
      select distinct cf.id from ${forms} f
        cross join lateral jsonb_array_elements(f.questions) q
        join ${customFields} cf on cf.incubator_id = f.incubator_id and cf.id::text = q->>'customFieldId'
       where f.incubator_id = ${incubatorId} and f.is_current and f.kind in ('user_profile', 'user_profile_private')
         and q->>'questionType' = 'custom_field' and coalesce(q->'validations'->>'required', 'false') = 'true'
    )
    select 'role' as kind, r.id::text as key, coalesce(r.label, '') as label, r.type as extra, count(p.id)::int as count
      from ${roles} r left join pop p on p.role_id = r.id
     where r.incubator_id = ${incubatorId}
     group by r.id, r.label, r.type
    union all
    select 'status', p.status, p.status, null, count(*)::int from pop p group by p.status
    union all
    select 'tag', t.id::text, t.name, t.color, count(*)::int
      from pop p
      join ${userTags} ut on ut.incubator_id = ${incubatorId} and ut.user_id = p.id
      join ${tags} t on t.incubator_id = ut.incubator_id and t.id = ut.tag_id
     group by t.id, t.name, t.color
    union all
    select 'program', pr.id::text, pr.name, pr.kind, count(distinct p.id)::int
      from ${programs} pr
      left join person_programs pp on pp.program_id = pr.id
      left join pop p on p.id = pp.user_id
     where pr.incubator_id = ${incubatorId}
     group by pr.id, pr.name, pr.kind
    union all
    select 'withoutProgram', '', '', null, count(*)::int
      from pop p where not exists (select 1 from person_programs pp where pp.user_id = p.id)
    union all
    select 'requiredFields', '', '', null, count(*)::int from required
    union all
    select 'completeProfiles', '', '', null, count(*)::int
      from pop p
     where p.status = 'active'
       and not exists (
         select 1 from required rq
          where not exists (
            select 1 from ${customFieldValues} v
             where v.incubator_id = ${incubatorId} and v.field_id = rq.id and v.entity_id = p.id))`)) as unknown as {
    rows: FigureRow[];
  };
  const weeks = (await db.execute(sql`
    with ${ctes},
    weeks as (
      select generate_series(
        date_trunc('week', ${filter.from}::date::timestamp),
        date_trunc('week', ${filter.to}::date::timestamp),
        interval '1 week'
      ) as week
    ),
    range as (
      select (${filter.from}::date::timestamp at time zone 'utc') as starts,
             ((${filter.to}::date + 1)::timestamp at time zone 'utc') as ends
    ),
    sign_ins as (
      select date_trunc('week', s.created_at at time zone 'utc') as week, s.user_id
        from ${userSessions} s, range
       where s.incubator_id = ${incubatorId} and s.user_id in (select id from pop)
         and s.created_at >= range.starts and s.created_at < range.ends
    ),
    posts as (
      select date_trunc('week', tp.created_at at time zone 'utc') as week
        from ${timelinePosts} tp, range
       where tp.incubator_id = ${incubatorId} and tp.created_by in (select id from pop)
         and tp.created_at >= range.starts and tp.created_at < range.ends
    ),
    done as (
      select date_trunc('week', ta.completed_at at time zone 'utc') as week
        from ${taskAssignees} ta, range
       where ta.incubator_id = ${incubatorId} and ta.done and ta.completed_by in (select id from pop)
         and ta.completed_at >= range.starts and ta.completed_at < range.ends
    ),
    changes as (
      select date_trunc('week', ae.created_at at time zone 'utc') as week
        from ${activityEvents} ae, range
       where ae.incubator_id = ${incubatorId} and ae.actor_id in (select id from pop)
         and ae.created_at >= range.starts and ae.created_at < range.ends
    )
    select to_char(w.week, 'YYYY-MM-DD') as week_start,
           (select count(*) from sign_ins s where s.week = w.week)::int as sign_ins,
           (select count(distinct s.user_id) from sign_ins s where s.week = w.week)::int as people_signed_in,
           (select count(*) from posts p where p.week = w.week)::int as posts,
           (select count(*) from done d where d.week = w.week)::int as tasks_done,
           (select count(*) from changes c where c.week = w.week)::int as changes
      from weeks w order by w.week`)) as unknown as {
    rows: {
      week_start: string;
      sign_ins: number;
      people_signed_in: number;
      posts: number;
      tasks_done: number;
      changes: number;
    }[];
  };

  const of = (kind: string) =>
    figures.rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ key: row.key, label: row.label, extra: row.extra, count: Number(row.count) }));
  const single = (kind: string) => Number(figures.rows.find((row) => row.kind === kind)?.count ?? 0);
  const byStatus = of('status');
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    byRole: of('role'),
    byStatus,
    byTag: of('tag'),
    byProgram: of('program'),
    withoutProgram: single('withoutProgram'),
    requiredFields: single('requiredFields'),
    activePeople: byStatus.find((row) => row.key === 'active')?.count ?? 0,
    completeProfiles: single('completeProfiles'),
    weeks: weeks.rows.map((row) => ({
      weekStart: row.week_start,
      signIns: Number(row.sign_ins),
      peopleSignedIn: Number(row.people_signed_in),
      posts: Number(row.posts),
      tasksDone: Number(row.tasks_done),
      changes: Number(row.changes),
    })),
  };
}

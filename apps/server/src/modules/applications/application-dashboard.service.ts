import {
  APPLICATION_STATUSES,
  APPLICATIONS_DASHBOARD_MAX_DAYS,
  type ApplicationStatus,
  type ApplicationsDashboardFilter,
  DASHBOARD_CHOICE_TYPES,
  DECIDED_APPLICATION_STATUSES,
  type FormQuestion,
  isLayout,
  localized,
  PENDING_APPLICATION_STATUSES,
} from '@cohort/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { type PolicyViewer, seesEveryApplication } from '../../policies/index.ts';
import { formResponses, forms } from '../forms/index.ts';
import { funnelAdmins, funnelRounds, funnels } from '../funnels/index.ts';
import { APPLICATION_SUBJECT, staffReach } from './application.service.ts';
import { applications, applicationStatusChanges } from './application.table.ts';

/**
 * The applications dashboard (/applications/analytics, issue 14 point 7): what the applications a viewer reaches as
 * staff look like, for one funnel (or every funnel in reach), over a period of days in the organisation's time zone.
 * Six statements whatever the number of applications, rounds, days or questions.
 */

/** The intake is not a round: its place in the charts (`roundId` null). */
export const INTAKE_STAGE = 'intake';

export interface DashboardFunnel {
  id: string;
  name: string;
  archived: boolean;
}
export interface StatusCount {
  status: ApplicationStatus;
  count: number;
}
/** A stage of the funnel: the intake (roundId null) or a round. */
export interface StageCount {
  roundId: string | null;
  name: string | null;
  kind: string;
  position: number;
  count: number;
}
export interface DayCount {
  day: string;
  created: number;
  submitted: number;
}
export type ConversionStepKind = 'STARTED' | 'SUBMITTED' | 'ROUND' | 'ACCEPTED';
export interface ConversionStep {
  step: ConversionStepKind;
  roundId: string | null;
  name: string | null;
  count: number;
}
export interface StageTime {
  roundId: string | null;
  name: string | null;
  kind: string;
  /** Applications that spent time in the stage (those still in it count until now). */
  applications: number;
  medianSeconds: number | null;
  averageSeconds: number | null;
}
export interface OptionCount {
  value: string;
  label: string;
  count: number;
}
export interface ChoiceQuestionCounts {
  questionId: string;
  label: string;
  type: string;
  /** Submitted intake sheets that chose at least one option. */
  answered: number;
  /** Whether the current version of the intake form still asks it. */
  current: boolean;
  options: OptionCount[];
}
export interface ApplicationsDashboard {
  funnel: DashboardFunnel | null;
  funnels: DashboardFunnel[];
  timezone: string;
  /** The days the daily series covers (yyyy-MM-dd), null when there is nothing to draw. */
  from: string | null;
  to: string | null;
  total: number;
  submitted: number;
  pending: number;
  decided: number;
  accepted: number;
  byStatus: StatusCount[];
  byStage: StageCount[];
  days: DayCount[];
  conversion: ConversionStep[];
  timeInStage: StageTime[];
  questions: ChoiceQuestionCounts[];
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as Rows<T>).rows;

interface RoundJson {
  id: string;
  name: string;
  kind: string;
  position: number;
}
interface VersionJson {
  id: string;
  version: number;
  isCurrent: boolean;
  languages: string[];
  questions: FormQuestion[];
}
interface FunnelRowJson {
  id: string;
  name: string;
  archived_at: string | null;
  rounds: RoundJson[] | null;
  versions: VersionJson[] | null;
}

/** Today in a time zone, as yyyy-MM-dd (UTC when the zone is unknown to this runtime). */
export function todayIn(timezone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(now)
      .slice(0, 10);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, with the counts of the days that have some and zeros elsewhere. */
export function denseDays(sparse: readonly DayCount[], from: string, to: string): DayCount[] {
  const byDay = new Map(sparse.map((day) => [day.day, day]));
  const days: DayCount[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push(byDay.get(day) ?? { day, created: 0, submitted: 0 });
  }
  return days;
}

/**
 * The choice questions of an intake form across its versions: the current version's order, then questions removed
 * since (newest version first); options likewise, labels in `language` (else the form's first language).
 */
export function choiceQuestionsOf(versions: readonly VersionJson[], language: string) {
  const ordered = [...versions].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.version - a.version);
  const questions = new Map<
    string,
    { questionId: string; label: string; type: string; current: boolean; options: Map<string, string> }
  >();
  for (const version of ordered) {
    const lang = version.languages.includes(language) ? language : (version.languages[0] ?? 'en');
    for (const question of version.questions) {
      if (isLayout(question) || !(DASHBOARD_CHOICE_TYPES as readonly string[]).includes(question.questionType)) {
        continue;
      }
      let entry = questions.get(question.id);
      if (!entry) {
        entry = {
          questionId: question.id,
          label: localized(question.label, lang) || question.id,
          type: question.questionType,
          current: version.isCurrent,
          options: new Map(),
        };
        questions.set(question.id, entry);
      }
      for (const option of question.options ?? []) {
        if (!entry.options.has(option.value)) {
          entry.options.set(option.value, localized(option.labels, lang) || option.value);
        }
      }
    }
  }
  return [...questions.values()];
}

/** The funnels a viewer reaches as staff (the dashboard's choice), with the chosen one's rounds and intake versions. */
function reachableFunnels(db: Db, incubatorId: string, viewer: PolicyViewer, funnelId: string | null) {
  const reach = seesEveryApplication(viewer)
    ? sql`true`
    : sql`f.id in (select fa.funnel_id from ${funnelAdmins} fa
        where fa.incubator_id = ${incubatorId} and fa.user_id = ${viewer.userId})`;
  const chosen = funnelId ?? '00000000-0000-0000-0000-000000000000';
  return rowsOf<FunnelRowJson>(
    db.execute(sql`
      select f.id, f.name, f.archived_at,
             case when f.id = ${chosen} then (select json_agg(json_build_object('id', r.id, 'name', r.name,
                 'kind', r.kind, 'position', r.position) order by r.position)
               from ${funnelRounds} r where r.incubator_id = f.incubator_id and r.funnel_id = f.id) end as rounds,
             case when f.id = ${chosen} then (select json_agg(json_build_object('id', v.id, 'version', v.version,
                 'isCurrent', v.is_current, 'languages', v.languages, 'questions', v.questions) order by v.version)
               from ${forms} v where v.incubator_id = f.incubator_id and v.base_id = f.intake_form_id) end as versions
        from ${funnels} f
       where f.incubator_id = ${incubatorId} and ${reach}
       order by f.archived_at is not null, f.created_at desc, f.id
       limit 500`),
  );
}

/** Seconds as a number (PostgreSQL answers numerics as text on some drivers). */
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The dashboard of the applications a viewer reaches as staff (`staffReach`): counts per status and per stage, per
 * day of creation and of submission, the conversion from round to round, the time spent in each stage, and the
 * intake's choice questions counted per option. The dates select applications by the day they were started, in the
 * organisation's time zone. A funnel outside the viewer's reach is "not found".
 */
export async function applicationsDashboard(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  filter: ApplicationsDashboardFilter,
  options: { timezone: string; language: string; now?: Date },
): Promise<ApplicationsDashboard> {
  const funnelId = filter.funnelId ?? null;
  const tz = options.timezone;
  const conditions: (SQL | undefined)[] = [eq(applications.incubatorId, incubatorId), staffReach(viewer, incubatorId)];
  if (funnelId) conditions.push(eq(applications.funnelId, funnelId));
  if (filter.from)
    conditions.push(sql`${applications.createdAt} >= (${filter.from}::date)::timestamp at time zone ${tz}`);
  if (filter.to) {
    conditions.push(sql`${applications.createdAt} < (${filter.to}::date + 1)::timestamp at time zone ${tz}`);
  }
  const inScope = and(...conditions) as SQL;

  const [funnelRows, stageRows, dayRows, furthestRows, timeRows, optionRows] = await Promise.all([
    reachableFunnels(db, incubatorId, viewer, funnelId),
    rowsOf<{ status: ApplicationStatus; round_id: string | null; count: number }>(
      db.execute(sql`
        select ${applications.status} as status, ${applications.roundId} as round_id, count(*)::int as count
          from ${applications} where ${inScope}
         group by ${applications.status}, ${applications.roundId}`),
    ),
    rowsOf<{ day: string; created: number; submitted: number }>(
      db.execute(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.created)::int as created, sum(d.submitted)::int as submitted
          from (select (${applications.createdAt} at time zone ${tz})::date as day, 1 as created, 0 as submitted
                  from ${applications} where ${inScope}
                union all
                select (${applications.submittedAt} at time zone ${tz})::date, 0, 1
                  from ${applications} where ${inScope} and ${applications.submittedAt} is not null) d
         group by d.day order by d.day`),
    ),
    // How far each application went: the furthest round it ever entered (status changes, and its current round),
    // joined by hash rather than looked up per application.
    funnelId
      ? rowsOf<{ position: number; count: number }>(
          db.execute(sql`
            select furthest.position, count(*)::int as count
              from (select entered.application_id, max(r.position) as position
                      from (select c.application_id, c.to_round_id as round_id
                              from ${applicationStatusChanges} c
                              join ${applications} on ${applications.incubatorId} = c.incubator_id
                               and ${applications.id} = c.application_id
                             where c.incubator_id = ${incubatorId} and c.to_round_id is not null and ${inScope}
                            union all
                            select ${applications.id}, ${applications.roundId} from ${applications}
                             where ${inScope} and ${applications.roundId} is not null) entered
                      join ${funnelRounds} r on r.incubator_id = ${incubatorId} and r.id = entered.round_id
                     group by entered.application_id) furthest
             group by furthest.position`),
        )
      : Promise.resolve([]),
    // Time in each stage: the spans between an application's consecutive changes, summed per application and stage;
    // drafts and decided applications are not in a stage, and an application still in one counts until now.
    funnelId
      ? rowsOf<{ round_id: string | null; applications: number; median: unknown; average: unknown }>(
          db.execute(sql`
            select s.round_id, count(*)::int as applications,
                   percentile_cont(0.5) within group (order by s.seconds) as median, avg(s.seconds) as average
              from (select c.application_id, c.round_id, sum(extract(epoch from (c.next_at - c.at)))::float8 as seconds
                      from (select ch.application_id, ch.to_round_id as round_id, ch.to_status as status,
                                   ch.created_at as at,
                                   coalesce(lead(ch.created_at) over (partition by ch.application_id
                                     order by ch.created_at, ch.id), now()) as next_at
                              from ${applicationStatusChanges} ch
                              join ${applications} on ${applications.incubatorId} = ch.incubator_id
                               and ${applications.id} = ch.application_id
                             where ch.incubator_id = ${incubatorId} and ${inScope}) c
                     where c.status <> 'draft' and c.status not in ${DECIDED_APPLICATION_STATUSES}
                     group by c.application_id, c.round_id) s
             group by s.round_id`),
        )
      : Promise.resolve([]),
    // The intake's submitted sheets: each chosen option counted once per sheet, and the sheets that chose anything
    // per question (a row with no option value).
    funnelId
      ? rowsOf<{ question_id: string; option_value: string | null; count: number }>(
          db.execute(sql`
            with chosen as (
              select r.id, q.key, q.value -> 'values' as vals
                from ${formResponses} r
                cross join lateral jsonb_each(case when jsonb_typeof(r.answers) = 'object' then r.answers
                  else '{}'::jsonb end) q
               where r.incubator_id = ${incubatorId} and r.subject_kind = ${APPLICATION_SUBJECT}
                 and r.status = 'submitted'
                 and r.base_id = (select f.intake_form_id from ${funnels} f
                   where f.incubator_id = ${incubatorId} and f.id = ${funnelId})
                 and r.subject_id in (select ${applications.id} from ${applications} where ${inScope})
                 and jsonb_typeof(q.value) = 'object' and jsonb_typeof(q.value -> 'values') = 'array'
                 and jsonb_array_length(q.value -> 'values') > 0)
            select c.key as question_id, v.value as option_value, count(*)::int as count
              from chosen c cross join lateral (select distinct e.value from jsonb_array_elements_text(c.vals) e) v
             group by c.key, v.value
            union all
            select c.key, null, count(*)::int from chosen c group by c.key`),
        )
      : Promise.resolve([]),
  ]);

  const funnelList = funnelRows.map((row) => ({ id: row.id, name: row.name, archived: row.archived_at !== null }));
  const chosen = funnelId ? funnelRows.find((row) => row.id === funnelId) : undefined;
  if (funnelId && !chosen) throw new NotFoundError('The funnel');
  const rounds = [...(chosen?.rounds ?? [])].sort((a, b) => a.position - b.position);

  const byStatusMap = new Map<ApplicationStatus, number>();
  const byRoundMap = new Map<string | null, number>();
  let total = 0;
  for (const row of stageRows) {
    const count = Number(row.count);
    total += count;
    byStatusMap.set(row.status, (byStatusMap.get(row.status) ?? 0) + count);
    byRoundMap.set(row.round_id, (byRoundMap.get(row.round_id) ?? 0) + count);
  }
  const countOf = (statuses: readonly ApplicationStatus[]) =>
    statuses.reduce((sum, status) => sum + (byStatusMap.get(status) ?? 0), 0);
  const drafts = byStatusMap.get('draft') ?? 0;
  const accepted = byStatusMap.get('accepted') ?? 0;

  const byStage: StageCount[] = [
    { roundId: null, name: null, kind: INTAKE_STAGE, position: 0, count: byRoundMap.get(null) ?? 0 },
    ...rounds.map((round) => ({
      roundId: round.id,
      name: round.name,
      kind: round.kind,
      position: round.position,
      count: byRoundMap.get(round.id) ?? 0,
    })),
  ];

  const furthest = furthestRows.map((row) => ({ position: Number(row.position), count: Number(row.count) }));
  const conversion: ConversionStep[] = funnelId
    ? [
        { step: 'STARTED', roundId: null, name: null, count: total },
        { step: 'SUBMITTED', roundId: null, name: null, count: total - drafts },
        ...rounds.map((round) => ({
          step: 'ROUND' as const,
          roundId: round.id,
          name: round.name,
          count: furthest.filter((row) => row.position >= round.position).reduce((sum, row) => sum + row.count, 0),
        })),
        { step: 'ACCEPTED', roundId: null, name: null, count: accepted },
      ]
    : [];

  const timeByStage = new Map(timeRows.map((row) => [row.round_id, row]));
  const timeInStage: StageTime[] = funnelId
    ? byStage.map((stage) => {
        const row = timeByStage.get(stage.roundId);
        return {
          roundId: stage.roundId,
          name: stage.name,
          kind: stage.kind,
          applications: Number(row?.applications ?? 0),
          medianSeconds: numberOrNull(row?.median),
          averageSeconds: numberOrNull(row?.average),
        };
      })
    : [];

  const answered = new Map<string, number>();
  const chosenCounts = new Map<string, number>();
  for (const row of optionRows) {
    if (row.option_value === null) answered.set(row.question_id, Number(row.count));
    else chosenCounts.set(`${row.question_id}\u0000${row.option_value}`, Number(row.count));
  }
  const questions: ChoiceQuestionCounts[] = choiceQuestionsOf(chosen?.versions ?? [], options.language).map(
    (question) => {
      const known = [...question.options].map(([value, label]) => ({
        value,
        label,
        count: chosenCounts.get(`${question.questionId}\u0000${value}`) ?? 0,
      }));
      // Values no version offers (an option renamed by hand in the data) still count, under their value.
      const unknown = optionRows
        .filter((row) => row.question_id === question.questionId && row.option_value !== null)
        .filter((row) => !question.options.has(row.option_value as string))
        .map((row) => ({ value: row.option_value as string, label: row.option_value as string, count: row.count }));
      return {
        questionId: question.questionId,
        label: question.label,
        type: question.type,
        current: question.current,
        answered: answered.get(question.questionId) ?? 0,
        options: [...known, ...unknown],
      };
    },
  );

  // The daily series: the chosen days, else from the first application's day to today (at most MAX_DAYS).
  const sparse = dayRows.map((row) => ({
    day: row.day,
    created: Number(row.created),
    submitted: Number(row.submitted),
  }));
  const today = todayIn(tz, options.now);
  const lastDay = sparse[sparse.length - 1]?.day ?? today;
  const to = filter.to ?? (sparse.length > 0 || filter.from ? (lastDay > today ? lastDay : today) : null);
  let from = filter.from ?? sparse[0]?.day ?? null;
  // The chart draws at most MAX_DAYS days, the last ones (an explicit period longer than that is refused).
  if (from && to && from < addDays(to, 1 - APPLICATIONS_DASHBOARD_MAX_DAYS)) {
    from = addDays(to, 1 - APPLICATIONS_DASHBOARD_MAX_DAYS);
  }
  const days =
    from && to
      ? denseDays(
          sparse.filter((day) => day.day >= from && day.day <= to),
          from,
          to,
        )
      : ([] as DayCount[]);

  return {
    funnel: chosen ? { id: chosen.id, name: chosen.name, archived: chosen.archived_at !== null } : null,
    funnels: funnelList,
    timezone: tz,
    from: days.length > 0 ? from : null,
    to: days.length > 0 ? to : null,
    total,
    submitted: total - drafts,
    pending: countOf(PENDING_APPLICATION_STATUSES),
    decided: countOf(DECIDED_APPLICATION_STATUSES),
    accepted,
    byStatus: APPLICATION_STATUSES.map((status) => ({ status, count: byStatusMap.get(status) ?? 0 })),
    byStage: funnelId ? byStage : [],
    days,
    conversion,
    timeInStage,
    questions,
  };
}

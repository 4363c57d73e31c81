import {
  allocationMinutes,
  COACHING_MESSAGES,
  type HourAllocationInput,
  hourAllocationSchema,
  type MentorMatchingSettingsInput,
  mentorMatchingSettingsSchema,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
} from '@cohort/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput } from '../../platform/graphql/errors.ts';
import { canManageMentorMatching, canViewHoursReport } from '../../policies/index.ts';
import { forms } from '../forms/index.ts';
import { evaluationFormBaseId } from './coaching-evaluation.service.ts';
import { hourAllocationState, matchingSettingsOf } from './coaching-session.service.ts';
import { coachingAllocations, mentorMatchingSettings } from './coaching.table.ts';

/**
 * The organisation's mentor matching settings (issue 16 point 6), hour allocations and the hours report (point 9):
 * minutes allocated, pending (scheduled, not over yet) and used (over, or logged) per programme, startup and mentor.
 */
export type MatchingSettingsView = Awaited<ReturnType<typeof matchingSettingsOf>> & {
  canEdit: boolean;
  /** The titles of the evaluation forms (their current versions), null when unset or gone. */
  mentorFormTitle: string | null;
  founderFormTitle: string | null;
};

export async function mentorMatching(ctx: Ctx): Promise<MatchingSettingsView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const settings = await matchingSettingsOf(ctx.db, incubatorId);
  const titled = [settings.mentorFormId, settings.founderFormId].filter((id): id is string => id !== null);
  const titles =
    titled.length === 0
      ? []
      : await ctx.db
          .select({ baseId: forms.baseId, title: forms.title })
          .from(forms)
          .where(and(eq(forms.incubatorId, incubatorId), eq(forms.isCurrent, true), inArray(forms.baseId, titled)));
  const titleOf = (id: string | null) => titles.find((row) => row.baseId === id)?.title ?? null;
  return {
    ...settings,
    canEdit: canManageMentorMatching(viewer),
    mentorFormTitle: titleOf(settings.mentorFormId),
    founderFormTitle: titleOf(settings.founderFormId),
  };
}

export async function updateMentorMatching(
  ctx: Ctx,
  input: MentorMatchingSettingsInput,
): Promise<MatchingSettingsView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canManageMentorMatching(viewer)) throw new ForbiddenError();
  const values = parseInput(mentorMatchingSettingsSchema, input);
  // The evaluation forms (issue 16): a feedback form of the organisation, kept by its base id.
  if (values.mentorFormId) {
    values.mentorFormId = await evaluationFormBaseId(ctx.db, incubatorId, values.mentorFormId, 'mentorFormId');
  }
  if (values.founderFormId) {
    values.founderFormId = await evaluationFormBaseId(ctx.db, incubatorId, values.founderFormId, 'founderFormId');
  }
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (ALLOCATION_SETTINGS.some((key) => key in changes)) await refuseWithoutAllocation(ctx.db, incubatorId);
  await ctx.db
    .insert(mentorMatchingSettings)
    .values({ incubatorId, ...changes, updatedAt: new Date() })
    .onConflictDoUpdate({ target: mentorMatchingSettings.incubatorId, set: { ...changes, updatedAt: new Date() } });
  return mentorMatching(ctx);
}

/** The settings that only mean something while hours are allocated. */
const ALLOCATION_SETTINGS = ['allocationUnit', 'defaultStartupAllocation', 'defaultMentorAllocation'] as const;

/** Refuses a change to allocations when the plan lacks HOUR_ALLOCATION or the flag hoursAllocation is off. */
async function refuseWithoutAllocation(db: Db, incubatorId: string): Promise<void> {
  const state = await hourAllocationState(db, incubatorId);
  if (state === 'NOT_IN_PLAN') throw new ForbiddenError(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
  if (state === 'TURNED_OFF') throw new ForbiddenError(COACHING_MESSAGES.allocationOff);
}

/** Sets (or, with amount 0 and `remove`, takes away) the allocation of a startup, a mentor or a pair in a programme. */
export async function setHourAllocation(ctx: Ctx, input: HourAllocationInput, remove = false): Promise<boolean> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canManageMentorMatching(viewer)) throw new ForbiddenError();
  const values = parseInput(hourAllocationSchema, input);
  await refuseWithoutAllocation(ctx.db, incubatorId);
  const exists = await ctx.db.execute(
    sql`select 1 from programs where incubator_id = ${incubatorId} and id = ${values.programId}`,
  );
  if ((exists as unknown as { rows: unknown[] }).rows.length === 0) throw new NotFoundError('This programme');
  // The startup and the mentor, when named, are of this organisation (another's answers "not found").
  if (values.startupId) {
    const found = await ctx.db.execute(
      sql`select 1 from startups where incubator_id = ${incubatorId} and id = ${values.startupId}`,
    );
    if ((found as unknown as { rows: unknown[] }).rows.length === 0) throw new NotFoundError('This startup');
  }
  if (values.mentorId) {
    const found = await ctx.db.execute(
      sql`select 1 from users where incubator_id = ${incubatorId} and id = ${values.mentorId}`,
    );
    if ((found as unknown as { rows: unknown[] }).rows.length === 0) throw new NotFoundError('This mentor');
  }
  const where = and(
    eq(coachingAllocations.incubatorId, incubatorId),
    eq(coachingAllocations.programId, values.programId),
    values.startupId ? eq(coachingAllocations.startupId, values.startupId) : isNull(coachingAllocations.startupId),
    values.mentorId ? eq(coachingAllocations.mentorId, values.mentorId) : isNull(coachingAllocations.mentorId),
  );
  await ctx.db.delete(coachingAllocations).where(where);
  if (!remove) {
    await ctx.db.insert(coachingAllocations).values({
      incubatorId,
      id: newId(),
      programId: values.programId,
      startupId: values.startupId ?? null,
      mentorId: values.mentorId ?? null,
      unit: values.unit,
      amount: values.amount,
    });
  }
  return true;
}

export interface HoursReportRow {
  programId: string;
  programName: string;
  startupId: string | null;
  startupName: string | null;
  mentorId: string | null;
  mentorName: string | null;
  /** Null when nothing is allocated (no limit). */
  minutesAllocated: number | null;
  minutesPending: number;
  minutesUsed: number;
}

/**
 * The hours report in one statement: a row per startup of each programme (its allocation, else the default), a row
 * per mentor with sessions or an allocation in the programme, and a row per startup and mentor pair that met.
 */
export async function hoursReportRows(
  db: Db,
  incubatorId: string,
  programId?: string | null,
  now = new Date(),
): Promise<HoursReportRow[]> {
  const settings = await matchingSettingsOf(db, incubatorId);
  const allocating = settings.hourAllocation === 'ON';
  const defaultStartup =
    !allocating || settings.defaultStartupAllocation === null
      ? null
      : allocationMinutes(settings.allocationUnit, settings.defaultStartupAllocation);
  const defaultMentor =
    !allocating || settings.defaultMentorAllocation === null
      ? null
      : allocationMinutes(settings.allocationUnit, settings.defaultMentorAllocation);
  const programFilter = programId ? sql`and p.id = ${programId}` : sql``;
  // Ended by the server's clock, the one that decides everywhere else whether a session is over.
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    with taken as (
      select s.program_id, s.startup_id, s.host_id,
             sum(case when s.state = 'scheduled' and s.ends_at > ${at}
                      then extract(epoch from (s.ends_at - s.starts_at)) / 60 else 0 end) as pending,
             sum(case when s.state = 'logged' or (s.state = 'scheduled' and s.ends_at <= ${at})
                      then extract(epoch from (s.ends_at - s.starts_at)) / 60 else 0 end) as used
        from coaching_sessions s
       where s.incubator_id = ${incubatorId} and s.program_id is not null and s.state in ('scheduled', 'logged')
       group by grouping sets ((s.program_id, s.startup_id), (s.program_id, s.host_id), (s.program_id, s.startup_id, s.host_id))
    ),
    allocated as (
      select a.program_id, a.startup_id, a.mentor_id,
             a.amount * (case when a.unit = 'DAY' then 480 else 60 end) as minutes
        from coaching_allocations a where a.incubator_id = ${incubatorId}
    ),
    keys as (
      select sp.program_id, sp.startup_id, null::uuid as mentor_id
        from startup_programs sp where sp.incubator_id = ${incubatorId}
      union
      select program_id, null, host_id from taken where startup_id is null and host_id is not null
      union
      select program_id, null, mentor_id from allocated where startup_id is null and mentor_id is not null
      union
      select program_id, startup_id, host_id from taken where startup_id is not null and host_id is not null
      union
      select program_id, startup_id, mentor_id from allocated where startup_id is not null and mentor_id is not null
    )
    select k.program_id::text, p.name as program_name, k.startup_id::text, st.name as startup_name,
           k.mentor_id::text, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as mentor_name,
           a.minutes as allocated,
           coalesce(t.pending, 0)::float8 as pending, coalesce(t.used, 0)::float8 as used
      from keys k
      join programs p on p.incubator_id = ${incubatorId} and p.id = k.program_id ${programFilter}
      left join startups st on st.incubator_id = ${incubatorId} and st.id = k.startup_id
      left join users u on u.incubator_id = ${incubatorId} and u.id = k.mentor_id
      left join allocated a on a.program_id = k.program_id
            and a.startup_id is not distinct from k.startup_id and a.mentor_id is not distinct from k.mentor_id
      left join taken t on t.program_id = k.program_id
            and t.startup_id is not distinct from k.startup_id and t.host_id is not distinct from k.mentor_id
     order by p.name, st.name nulls last, mentor_name nulls first`)) as unknown as {
    rows: Array<{
      program_id: string;
      program_name: string;
      startup_id: string | null;
      startup_name: string | null;
      mentor_id: string | null;
      mentor_name: string | null;
      allocated: number | null;
      pending: number;
      used: number;
    }>;
  };
  return result.rows.map((row) => {
    const own = !allocating || row.allocated === null ? null : Number(row.allocated);
    const fallback = row.mentor_id === null ? defaultStartup : row.startup_id === null ? defaultMentor : null;
    return {
      programId: row.program_id,
      programName: row.program_name,
      startupId: row.startup_id,
      startupName: row.startup_name,
      mentorId: row.mentor_id,
      mentorName: row.mentor_name,
      minutesAllocated: own ?? fallback,
      minutesPending: Math.round(Number(row.pending)),
      minutesUsed: Math.round(Number(row.used)),
    };
  });
}

export async function hoursReport(ctx: Ctx, programId?: string | null): Promise<HoursReportRow[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!canViewHoursReport(viewer)) throw new ForbiddenError();
  return hoursReportRows(ctx.db, incubatorId, programId);
}

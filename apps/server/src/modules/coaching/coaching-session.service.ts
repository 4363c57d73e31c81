import { randomBytes } from 'node:crypto';
import {
  allocationMinutes,
  COACHING_HOST_ROLES,
  type BookCoachingSessionInput,
  bookCoachingSessionSchema,
  COACHING_MESSAGES,
  type CoachingNotesInput,
  type CoachingSessionState,
  type CoachingSessionType,
  type ConferenceProvider,
  coachingNotesSchema,
  type PlanCoachingSessionInput,
  planCoachingSessionSchema,
  rescheduleCoachingSessionSchema,
  type SessionBlocker,
} from '@cohort/shared';
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import {
  type CoachingSessionAccess,
  canBookCoaching,
  canDeleteCoachingSession,
  canManageCoachingSession,
  canPlanCoaching,
  canReadPrivateNotes,
  canReadStaffNotes,
  canViewCoachingSession,
  canWriteSessionNotes,
  canPlanSessionActions,
  managesStartups,
  offersCoaching,
  type PolicyViewer,
  type StartupAccess,
} from '../../policies/index.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { startupAccess, startupPrograms, startups } from '../startups/index.ts';
import { getFeatureFlags, getIncubator, getPlanInfo } from '../organisations/index.ts';
import { tasks } from '../tasks/index.ts';
import { findUserById, type UserWithRole } from '../users/index.ts';
import { hostAvailability } from './availability.service.ts';
import { bookingRefusal } from './coaching-slots.ts';
import { postCoachingSession } from './coaching-invite.ts';
import { announceSession } from './coaching-mail.ts';
import { followSessionMeeting, hostMeeting } from './video-link.service.ts';
import {
  coachingAllocations,
  coachingEvaluationTasks,
  coachingSessionAttendees,
  coachingSessionChanges,
  coachingSessions,
  type CoachingSessionRow,
  coachingUserSettings,
  mentorMatchingSettings,
  type MentorMatchingSettingsRow,
} from './coaching.table.ts';

/**
 * Coaching sessions (issue 16 points 2 and 3): booking by a startup's people within the host's free time and the
 * blockers (REQUIRES_CONNECTION, INSUFFICIENT_HOUR_ALLOCATION); planning and logging by the organisation's people;
 * reschedule and cancel with the changelog, notifications and .ics e-mails; notes redacted per reader.
 */

export interface SessionChangeView {
  id: string;
  change: string;
  actorId: string | null;
  oldStartsAt: Date | null;
  oldEndsAt: Date | null;
  newStartsAt: Date | null;
  newEndsAt: Date | null;
  createdAt: Date;
}

export interface CoachingSessionView {
  id: string;
  type: CoachingSessionType;
  state: CoachingSessionState;
  hostId: string;
  host: AvatarData | null;
  startupId: string | null;
  startupName: string | null;
  programId: string | null;
  createdBy: string;
  title: string | null;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  topics: string[];
  location: string | null;
  conferenceUrl: string | null;
  /** Who made the conference link (JITSI, ZOOM, TEAMS); null when it was typed. */
  conferenceProvider: ConferenceProvider | null;
  /** The coach's private notes: null for readers who may not read them. */
  editor: string | null;
  staffEditor: string | null;
  staffEditorPublic: string | null;
  sequence: number;
  incubatorAttendees: AvatarData[];
  startupAttendees: AvatarData[];
  changes: SessionChangeView[];
  viewerCan: {
    manage: boolean;
    writeNotes: boolean;
    planActions: boolean;
    delete: boolean;
    readPrivateNotes: boolean;
    readStaffNotes: boolean;
  };
}

/** A generated video link (Jitsi), the default place of a session without one. */
export function generatedConferenceUrl(): string {
  return `https://meet.jit.si/cohort-${randomBytes(12).toString('base64url')}`;
}

function refuse(field: string, message: string): never {
  throw new ValidationError([{ field, message }]);
}

/**
 * A session without a place gets a meeting of its host's video provider (Zoom, Teams) in place of the generated Jitsi
 * link: made once the session and its people are written (a refusal before costs no meeting), within the request but
 * bounded in time; the Jitsi link stays when the host has none or the provider fails.
 */
async function useHostMeeting(ctx: Ctx, session: CoachingSessionRow, topic: string): Promise<void> {
  const meeting = await hostMeeting(ctx.db, ctx.signingKey, session.incubatorId, session.hostId, {
    topic,
    start: session.startsAt,
    end: session.endsAt,
  });
  if (!meeting) return;
  await ctx.db
    .update(coachingSessions)
    .set({
      conferenceUrl: meeting.url,
      conferenceProvider: meeting.provider,
      conferenceMeetingId: meeting.meetingId,
      updatedAt: new Date(),
    })
    .where(and(eq(coachingSessions.incubatorId, session.incubatorId), eq(coachingSessions.id, session.id)));
}

/** The organisation's mentor matching settings, defaults filled in. */
export async function matchingSettingsOf(
  db: Db,
  incubatorId: string,
): Promise<Omit<MentorMatchingSettingsRow, 'updatedAt'> & { hourAllocation: HourAllocationState }> {
  const [row] = await db
    .select()
    .from(mentorMatchingSettings)
    .where(eq(mentorMatchingSettings.incubatorId, incubatorId));
  const hourAllocation = await hourAllocationState(db, incubatorId);
  return {
    ...(row ?? {
      incubatorId,
      requireConnection: false,
      allocationUnit: 'HOUR',
      defaultStartupAllocation: null,
      defaultMentorAllocation: null,
      mentorFormId: null,
      founderFormId: null,
    }),
    hourAllocation,
  };
}

/**
 * Whether hours are allocated and counted (spec 02: plan feature HOUR_ALLOCATION and flag hoursAllocation): ON, or
 * why not. Off, no allocation blocks a booking, none can be set, and the hours report shows no minutes allocated.
 */
export type HourAllocationState = 'ON' | 'NOT_IN_PLAN' | 'TURNED_OFF';

export async function hourAllocationState(db: Db, incubatorId: string): Promise<HourAllocationState> {
  const [plan, flags] = await Promise.all([getPlanInfo(db, incubatorId), getFeatureFlags(db, incubatorId)]);
  if (!plan.features.includes('HOUR_ALLOCATION')) return 'NOT_IN_PLAN';
  return flags.hoursAllocation ? 'ON' : 'TURNED_OFF';
}

interface Allocation {
  kind: 'startup' | 'mentor' | 'pair';
  minutes: number;
  where: SQL;
}

/**
 * The allocations that bound a session of this host with this startup in this programme: the ones set (locked FOR
 * UPDATE, so two bookings against one allocation queue up) and, where none is set, the organisation's defaults.
 */
async function allocationsFor(
  db: Db,
  incubatorId: string,
  settings: Awaited<ReturnType<typeof matchingSettingsOf>>,
  programId: string | null,
  startupId: string,
  hostId: string,
): Promise<Allocation[]> {
  if (!programId || settings.hourAllocation !== 'ON') return [];
  const rows = await db
    .select()
    .from(coachingAllocations)
    .where(
      and(
        eq(coachingAllocations.incubatorId, incubatorId),
        eq(coachingAllocations.programId, programId),
        or(eq(coachingAllocations.startupId, startupId), eq(coachingAllocations.mentorId, hostId)),
      ),
    )
    .for('update');
  const inProgramme = and(
    eq(coachingSessions.incubatorId, incubatorId),
    eq(coachingSessions.programId, programId),
    inArray(coachingSessions.state, ['scheduled', 'logged']),
  ) as SQL;
  const result: Allocation[] = [];
  const startupRow = rows.find((r) => r.startupId === startupId && !r.mentorId);
  const mentorRow = rows.find((r) => r.mentorId === hostId && !r.startupId);
  const pairRow = rows.find((r) => r.startupId === startupId && r.mentorId === hostId);
  const startupMinutes = startupRow
    ? allocationMinutes(startupRow.unit, startupRow.amount)
    : settings.defaultStartupAllocation !== null
      ? allocationMinutes(settings.allocationUnit, settings.defaultStartupAllocation)
      : null;
  const mentorMinutes = mentorRow
    ? allocationMinutes(mentorRow.unit, mentorRow.amount)
    : settings.defaultMentorAllocation !== null
      ? allocationMinutes(settings.allocationUnit, settings.defaultMentorAllocation)
      : null;
  if (startupMinutes !== null) {
    result.push({
      kind: 'startup',
      minutes: startupMinutes,
      where: and(inProgramme, eq(coachingSessions.startupId, startupId)) as SQL,
    });
  }
  if (mentorMinutes !== null) {
    result.push({
      kind: 'mentor',
      minutes: mentorMinutes,
      where: and(inProgramme, eq(coachingSessions.hostId, hostId)) as SQL,
    });
  }
  if (pairRow) {
    result.push({
      kind: 'pair',
      minutes: allocationMinutes(pairRow.unit, pairRow.amount),
      where: and(inProgramme, eq(coachingSessions.startupId, startupId), eq(coachingSessions.hostId, hostId)) as SQL,
    });
  }
  return result;
}

/** Minutes of sessions (pending and used) under a condition. */
async function minutesTaken(db: Db, where: SQL, exceptSessionId?: string): Promise<number> {
  const [row] = await db
    .select({
      minutes: sql<string>`coalesce(sum(extract(epoch from (${coachingSessions.endsAt} - ${coachingSessions.startsAt})) / 60), 0)`,
    })
    .from(coachingSessions)
    .where(exceptSessionId ? and(where, sql`${coachingSessions.id} <> ${exceptSessionId}`) : where);
  return Math.round(Number(row?.minutes ?? 0));
}

/** The smallest number of minutes left under the allocations (null when none bounds the session). */
async function minutesLeft(db: Db, allocations: readonly Allocation[], exceptSessionId?: string) {
  let left: number | null = null;
  for (const allocation of allocations) {
    const rest = allocation.minutes - (await minutesTaken(db, allocation.where, exceptSessionId));
    left = left === null ? rest : Math.min(left, rest);
  }
  return left;
}

/** The programme a session counts in: the one asked for if the startup is in it, else the startup's first one. */
async function programOf(db: Db, incubatorId: string, startupId: string, asked?: string | null) {
  const rows = await db
    .select({ programId: startupPrograms.targetId })
    .from(startupPrograms)
    .where(and(eq(startupPrograms.incubatorId, incubatorId), eq(startupPrograms.startupId, startupId)))
    .orderBy(asc(startupPrograms.targetId));
  if (asked)
    return rows.some((r) => r.programId === asked) ? asked : refuse('programId', COACHING_MESSAGES.startupRequired);
  return rows[0]?.programId ?? null;
}

async function hostOf(ctx: Ctx, hostId: string): Promise<UserWithRole> {
  const { incubatorId } = viewerOf(ctx);
  const host = await findUserById(ctx.db, incubatorId, hostId);
  if (!host || host.status === 'deleted' || !offersCoaching(host.role.type)) {
    refuse('hostId', COACHING_MESSAGES.notHost);
  }
  return host;
}

async function startupOf(ctx: Ctx, startupId: string): Promise<StartupAccess> {
  const { incubatorId } = viewerOf(ctx);
  const access = await startupAccess(ctx.db, incubatorId, startupId);
  if (!access) throw new NotFoundError('This startup');
  return access;
}

/** The blockers between a startup and a host (spec 02 §8 session blockers), for the mentor picker. */
export async function sessionBlockers(
  ctx: Ctx,
  startup: StartupAccess,
  hostId: string,
  programId: string | null,
): Promise<{ blockers: SessionBlocker[]; minutesLeft: number | null }> {
  const { incubatorId } = viewerOf(ctx);
  const settings = await matchingSettingsOf(ctx.db, incubatorId);
  const blockers: SessionBlocker[] = [];
  if (settings.requireConnection && !startup.assignedUserIds.includes(hostId)) blockers.push('REQUIRES_CONNECTION');
  const allocations = await allocationsFor(ctx.db, incubatorId, settings, programId, startup.startupId, hostId);
  const left = await minutesLeft(ctx.db, allocations);
  if (left !== null && left < 15) blockers.push('INSUFFICIENT_HOUR_ALLOCATION');
  return { blockers, minutesLeft: left };
}

function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: string }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Inserts a session; the database's exclusion constraint turns a taken slot into COACHING_MESSAGES.slotTaken. */
async function insertSession(ctx: Ctx, values: typeof coachingSessions.$inferInsert): Promise<CoachingSessionRow> {
  try {
    const [row] = await ctx.db
      .insert(coachingSessions)
      .values({ ...values, origin: ctx.request.origin })
      .returning();
    return row as CoachingSessionRow;
  } catch (error) {
    if (isExclusionViolation(error)) refuse('startsAt', COACHING_MESSAGES.slotTaken);
    throw error;
  }
}

async function hostHasOverlap(db: Db, incubatorId: string, hostId: string, start: Date, end: Date, except?: string) {
  const rows = await db
    .select({ id: coachingSessions.id })
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.incubatorId, incubatorId),
        eq(coachingSessions.hostId, hostId),
        eq(coachingSessions.state, 'scheduled'),
        lt(coachingSessions.startsAt, end),
        gt(coachingSessions.endsAt, start),
      ),
    );
  return rows.some((row) => row.id !== except);
}

/** Checks a period against the host's availability: a specific refusal per reason, the slot taken first. */
async function assertBookable(
  ctx: Ctx,
  host: UserWithRole,
  start: Date,
  end: Date,
  exceptSessionId?: string,
): Promise<void> {
  const { incubatorId } = viewerOf(ctx);
  if (start.getTime() <= Date.now()) refuse('startsAt', COACHING_MESSAGES.past);
  if (await hostHasOverlap(ctx.db, incubatorId, host.id, start, end, exceptSessionId)) {
    refuse('startsAt', COACHING_MESSAGES.slotTaken);
  }
  const { settings, input } = await hostAvailability(
    ctx.db,
    incubatorId,
    host,
    start,
    end,
    exceptSessionId,
    ctx.signingKey,
  );
  if (!settings.enabled) refuse('hostId', COACHING_MESSAGES.notHost);
  const refusal = bookingRefusal(input, start.getTime(), end.getTime(), Date.now());
  // A booking that committed between the overlap check and the availability read shows as busy time: that slot
  // was taken a moment ago, not outside the host's hours (each statement reads what has committed by then).
  if (
    refusal === 'outsideAvailability' &&
    (await hostHasOverlap(ctx.db, incubatorId, host.id, start, end, exceptSessionId))
  ) {
    refuse('startsAt', COACHING_MESSAGES.slotTaken);
  }
  if (refusal) refuse('startsAt', COACHING_MESSAGES[refusal]);
}

async function addAttendees(
  ctx: Ctx,
  sessionId: string,
  incubatorSide: readonly string[],
  startupSide: readonly string[],
): Promise<void> {
  const { incubatorId } = viewerOf(ctx);
  const rows = [
    ...[...new Set(incubatorSide)].map((userId) => ({ userId, side: 'incubator' as const })),
    ...[...new Set(startupSide)]
      .filter((id) => !incubatorSide.includes(id))
      .map((userId) => ({ userId, side: 'startup' as const })),
  ];
  if (rows.length === 0) return;
  const found = await ctx.db.execute(sql`
    select id::text from users where incubator_id = ${incubatorId}
       and id in (${sql.join(
         rows.map((r) => sql`${r.userId}::uuid`),
         sql`, `,
       )}) and status <> 'deleted'`);
  if ((found as unknown as { rows: unknown[] }).rows.length !== rows.length) {
    refuse('attendeeIds', COACHING_MESSAGES.attendee);
  }
  await ctx.db.insert(coachingSessionAttendees).values(rows.map((row) => ({ incubatorId, sessionId, ...row })));
}

/**
 * A startup's person books a free slot of a host (spec 02 blockers: REQUIRES_CONNECTION when the organisation requires
 * a connection and the host is not assigned to the startup; INSUFFICIENT_HOUR_ALLOCATION past the minutes left). Each
 * refusal has its message (COACHING_MESSAGES) and nothing is written; two bookings of one slot: the database keeps one.
 */
export async function bookCoachingSession(ctx: Ctx, input: BookCoachingSessionInput): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const values = parseInput(bookCoachingSessionSchema, input);
  const startup = await startupOf(ctx, values.startupId);
  if (!canBookCoaching(viewer, startup)) refuse('startupId', COACHING_MESSAGES.notFounder);
  const host = await hostOf(ctx, values.hostId);
  const start = values.startsAt;
  const end = new Date(start.getTime() + values.duration * 60_000);
  if (start.getTime() <= Date.now()) refuse('startsAt', COACHING_MESSAGES.past);
  const settings = await matchingSettingsOf(ctx.db, incubatorId);
  if (settings.requireConnection && !startup.assignedUserIds.includes(host.id)) {
    refuse('hostId', COACHING_MESSAGES.requiresConnection);
  }
  await assertBookable(ctx, host, start, end);
  const programId = await programOf(ctx.db, incubatorId, startup.startupId, values.programId);
  const allocations = await allocationsFor(ctx.db, incubatorId, settings, programId, startup.startupId, host.id);
  const left = await minutesLeft(ctx.db, allocations);
  if (left !== null && left < values.duration) {
    refuse('duration', COACHING_MESSAGES.insufficientAllocation(Math.max(0, left)));
  }
  const hostSettings = await hostAvailability(ctx.db, incubatorId, host, start, end);
  const location = values.location ?? hostSettings.settings.defaultLocation ?? null;
  const session = await insertSession(ctx, {
    incubatorId,
    id: newId(),
    type: 'ONE_ON_ONE',
    state: 'scheduled',
    hostId: host.id,
    startupId: startup.startupId,
    programId,
    createdBy: viewer.userId,
    title: values.title ?? null,
    startsAt: start,
    endsAt: end,
    topics: values.topics,
    location,
    conferenceUrl: generatedConferenceUrl(),
    conferenceProvider: 'JITSI',
  });
  await addAttendees(ctx, session.id, [host.id], [viewer.userId]);
  if (!location) await useHostMeeting(ctx, session, values.title ?? `Coaching: ${startup.name}`);
  await announceSession(ctx, session.id, 'scheduled');
  return session.id;
}

/**
 * The organisation's people plan a session (SCHEDULED_COACHING_SESSION or ONE_ON_ONE) or log one that took place
 * (UNSCHEDULED_COACHING_SESSION, state logged, holds no time). Planned sessions still cannot overlap the host's others.
 */
export async function planCoachingSession(ctx: Ctx, input: PlanCoachingSessionInput): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const values = parseInput(planCoachingSessionSchema, input);
  const startup = await startupOf(ctx, values.startupId);
  if (!canPlanCoaching(viewer, startup)) throw new ForbiddenError();
  const host = await hostOf(ctx, values.hostId);
  const start = values.startsAt;
  const end = new Date(start.getTime() + values.duration * 60_000);
  const logged = values.type === 'UNSCHEDULED_COACHING_SESSION';
  if (logged && end.getTime() > Date.now()) refuse('startsAt', COACHING_MESSAGES.loggedInPast);
  if (!logged && start.getTime() <= Date.now()) refuse('startsAt', COACHING_MESSAGES.past);
  const programId = await programOf(ctx.db, incubatorId, startup.startupId, values.programId);
  const session = await insertSession(ctx, {
    incubatorId,
    id: newId(),
    type: values.type,
    state: logged ? 'logged' : 'scheduled',
    hostId: host.id,
    startupId: startup.startupId,
    programId,
    createdBy: viewer.userId,
    title: values.title ?? null,
    startsAt: start,
    endsAt: end,
    topics: values.topics,
    location: values.location ?? null,
    conferenceUrl: values.conferenceUrl ?? (logged ? null : generatedConferenceUrl()),
    conferenceProvider: values.conferenceUrl || logged ? null : 'JITSI',
  });
  await addAttendees(
    ctx,
    session.id,
    [host.id, ...values.incubatorAttendeeIds],
    values.startupAttendeeIds ?? startup.founderIds,
  );
  if (!logged && !values.location && !values.conferenceUrl) {
    await useHostMeeting(ctx, session, values.title ?? `Coaching: ${startup.name}`);
  }
  if (!logged) await announceSession(ctx, session.id, 'scheduled');
  else await postCoachingSession(ctx.db, session, viewer.userId, await sessionHeading(ctx, session), null);
  return session.id;
}

interface SessionWithAccess {
  row: CoachingSessionRow;
  access: CoachingSessionAccess;
  startupName: string | null;
}

/** Sessions with what the rules read, in three statements whatever their number. */
export async function sessionsWithAccess(db: Db, incubatorId: string, rows: readonly CoachingSessionRow[]) {
  const ids = rows.map((row) => row.id);
  const startupIds = [...new Set(rows.flatMap((row) => (row.startupId ? [row.startupId] : [])))];
  const attendees =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(coachingSessionAttendees)
          .where(
            and(
              eq(coachingSessionAttendees.incubatorId, incubatorId),
              inArray(coachingSessionAttendees.sessionId, ids),
            ),
          );
  const people = new Map<string, { name: string; founderIds: string[]; assignedUserIds: string[] }>();
  if (startupIds.length > 0) {
    const result = (await db.execute(sql`
      select s.id::text, s.name,
             coalesce((select array_agg(m.user_id::text) from startup_members m
                        where m.incubator_id = s.incubator_id and m.startup_id = s.id), '{}') as founder_ids,
             coalesce((select array_agg(a.user_id::text) from startup_assignations a
                        where a.incubator_id = s.incubator_id and a.startup_id = s.id), '{}') as assigned_ids
        from ${startups} s
       where s.incubator_id = ${incubatorId} and s.id in (${sql.join(
         startupIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`)) as unknown as {
      rows: Array<{ id: string; name: string; founder_ids: string[]; assigned_ids: string[] }>;
    };
    for (const row of result.rows) {
      people.set(row.id, { name: row.name, founderIds: row.founder_ids, assignedUserIds: row.assigned_ids });
    }
  }
  return rows.map((row): SessionWithAccess => {
    const mine = attendees.filter((a) => a.sessionId === row.id);
    const startup = row.startupId ? people.get(row.startupId) : undefined;
    return {
      row,
      startupName: startup?.name ?? null,
      access: {
        hostId: row.hostId,
        createdBy: row.createdBy,
        founderIds: startup?.founderIds ?? [],
        assignedUserIds: startup?.assignedUserIds ?? [],
        incubatorAttendeeIds: mine.filter((a) => a.side === 'incubator').map((a) => a.userId),
        startupAttendeeIds: mine.filter((a) => a.side === 'startup').map((a) => a.userId),
      },
    };
  });
}

/** A session the viewer sees, with its access facts; NotFound otherwise (another organisation's included). */
export async function findSession(ctx: Ctx, sessionId: string): Promise<SessionWithAccess> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new NotFoundError('This coaching session');
  const [row] = await ctx.db
    .select()
    .from(coachingSessions)
    .where(and(eq(coachingSessions.incubatorId, incubatorId), eq(coachingSessions.id, sessionId)));
  if (!row) throw new NotFoundError('This coaching session');
  const [found] = await sessionsWithAccess(ctx.db, incubatorId, [row]);
  if (!found || !canViewCoachingSession(viewer, found.access)) throw new NotFoundError('This coaching session');
  return found;
}

/** The views of sessions for one viewer: notes the viewer may not read are null (private notes never reach founders). */
export async function sessionViews(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  found: readonly SessionWithAccess[],
  withChanges = true,
): Promise<CoachingSessionView[]> {
  const ids = found.map((f) => f.row.id);
  const people = found.flatMap((f) => [f.row.hostId, ...f.access.incubatorAttendeeIds, ...f.access.startupAttendeeIds]);
  const avatars = await loadAvatars(db, incubatorId, [...new Set(people)]);
  const changes =
    withChanges && ids.length > 0
      ? await db
          .select()
          .from(coachingSessionChanges)
          .where(
            and(eq(coachingSessionChanges.incubatorId, incubatorId), inArray(coachingSessionChanges.sessionId, ids)),
          )
          .orderBy(asc(coachingSessionChanges.createdAt))
      : [];
  return found.map(({ row, access, startupName }) => {
    const readPrivate = canReadPrivateNotes(viewer, access);
    const readStaff = canReadStaffNotes(viewer, access);
    return {
      id: row.id,
      type: row.type,
      state: row.state,
      hostId: row.hostId,
      host: avatars.get(row.hostId) ?? null,
      startupId: row.startupId,
      startupName,
      programId: row.programId,
      createdBy: row.createdBy,
      title: row.title,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      duration: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
      topics: row.topics,
      location: row.location,
      conferenceUrl: row.conferenceUrl,
      conferenceProvider: row.conferenceProvider,
      editor: readPrivate ? row.editor : null,
      staffEditor: readStaff ? row.staffEditor : null,
      staffEditorPublic: row.staffEditorPublic,
      sequence: row.sequence,
      incubatorAttendees: access.incubatorAttendeeIds.flatMap((id) => avatars.get(id) ?? []),
      startupAttendees: access.startupAttendeeIds.flatMap((id) => avatars.get(id) ?? []),
      changes: changes
        .filter((c) => c.sessionId === row.id)
        .map((c) => ({
          id: c.id,
          change: c.change,
          actorId: c.actorId,
          oldStartsAt: c.oldStartsAt,
          oldEndsAt: c.oldEndsAt,
          newStartsAt: c.newStartsAt,
          newEndsAt: c.newEndsAt,
          createdAt: c.createdAt,
        })),
      viewerCan: {
        manage: row.state === 'scheduled' && canManageCoachingSession(viewer, access),
        writeNotes: canWriteSessionNotes(viewer, access),
        planActions: canPlanSessionActions(viewer, access),
        delete: canDeleteCoachingSession(viewer, access),
        readPrivateNotes: readPrivate,
        readStaffNotes: readStaff,
      },
    };
  });
}

export async function coachingSession(ctx: Ctx, sessionId: string): Promise<CoachingSessionView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const found = await findSession(ctx, sessionId);
  const [view] = await sessionViews(ctx.db, incubatorId, viewer, [found]);
  return view as CoachingSessionView;
}

export interface SessionFilter {
  startupId?: string | null;
  hostId?: string | null;
  from?: Date | null;
  to?: Date | null;
  states?: readonly CoachingSessionState[] | null;
}

/**
 * The SQL reach of the session list: everything for the programme team, else the sessions the viewer hosts, attends,
 * created, or of their startups (the same reach as canViewCoachingSession, tested against it).
 */
export function sessionReach(viewer: PolicyViewer & { startupIds: readonly string[] }, incubatorId: string): SQL {
  const tenant = eq(coachingSessions.incubatorId, incubatorId);
  if (managesStartups(viewer)) return tenant;
  return and(tenant, ownSessions(viewer)) as SQL;
}

/** The sessions that are the viewer's own: hosted, attended, created, or of their startups. */
function ownSessions(viewer: { userId: string; startupIds: readonly string[] }): SQL {
  const mine = [
    eq(coachingSessions.hostId, viewer.userId),
    eq(coachingSessions.createdBy, viewer.userId),
    sql`exists (select 1 from ${coachingSessionAttendees} a where a.incubator_id = ${coachingSessions.incubatorId}
                 and a.session_id = ${coachingSessions.id} and a.user_id = ${viewer.userId})`,
  ];
  if (viewer.startupIds.length > 0) mine.push(inArray(coachingSessions.startupId, [...viewer.startupIds]));
  return or(...mine) as SQL;
}

export interface CalendarSession {
  id: string;
  title: string | null;
  startupName: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The place, else the conference link. */
  location: string | null;
  /** Still to come and the viewer may move it (rescheduleCoachingSession says the rest). */
  movable: boolean;
  /** It took place (scheduled and over, or logged afterwards). */
  past: boolean;
}

/**
 * The viewer's own sessions overlapping [from, to), for their calendar and feed: not the whole programme's, even for
 * staff; cancelled ones left out. A fixed number of statements whatever the range holds.
 */
export async function calendarSessions(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer & { startupIds: readonly string[] },
  range: { from: Date; to: Date },
  limit: number,
  now = new Date(),
): Promise<CalendarSession[]> {
  const rows = await db
    .select()
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.incubatorId, incubatorId),
        ownSessions(viewer),
        ne(coachingSessions.state, 'canceled'),
        gte(coachingSessions.endsAt, range.from),
        lt(coachingSessions.startsAt, range.to),
      ),
    )
    .orderBy(asc(coachingSessions.startsAt), asc(coachingSessions.id))
    .limit(limit);
  const found = await sessionsWithAccess(db, incubatorId, rows);
  return found.map(({ row, access, startupName }) => ({
    id: row.id,
    title: row.title,
    startupName,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    location: row.location ?? row.conferenceUrl,
    movable: row.state === 'scheduled' && row.startsAt > now && canManageCoachingSession(viewer, access),
    past: row.state === 'logged' || row.endsAt <= now,
  }));
}

export async function listCoachingSessions(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer & { startupIds: readonly string[] },
  filter: SessionFilter,
  page: { limit: number; offset: number },
): Promise<{ sessions: CoachingSessionView[]; total: number }> {
  const where = and(
    sessionReach(viewer, incubatorId),
    filter.startupId ? eq(coachingSessions.startupId, filter.startupId) : undefined,
    filter.hostId ? eq(coachingSessions.hostId, filter.hostId) : undefined,
    filter.from ? gte(coachingSessions.endsAt, filter.from) : undefined,
    filter.to ? lt(coachingSessions.startsAt, filter.to) : undefined,
    filter.states && filter.states.length > 0 ? inArray(coachingSessions.state, [...filter.states]) : undefined,
  );
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(coachingSessions).where(where);
  const rows = await db
    .select()
    .from(coachingSessions)
    .where(where)
    .orderBy(desc(coachingSessions.startsAt), asc(coachingSessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const found = await sessionsWithAccess(db, incubatorId, rows);
  return { sessions: await sessionViews(db, incubatorId, viewer, found, false), total: count?.total ?? 0 };
}

async function managedSession(ctx: Ctx, sessionId: string): Promise<SessionWithAccess> {
  const { viewer } = viewerOf(ctx);
  const found = await findSession(ctx, sessionId);
  if (!canManageCoachingSession(viewer, found.access)) throw new ForbiddenError();
  if (found.row.state !== 'scheduled') refuse('sessionId', COACHING_MESSAGES.notScheduled);
  return found;
}

/**
 * Moves a scheduled session: a startup's person within the host's free time and allocation, the organisation's side
 * anywhere the host is not already taken. The changelog keeps the old and new dates; SEQUENCE goes up.
 */
export async function rescheduleCoachingSession(
  ctx: Ctx,
  sessionId: string,
  input: { startsAt: Date | string; duration: number },
): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const values = parseInput(rescheduleCoachingSessionSchema, input);
  const { row, access } = await managedSession(ctx, sessionId);
  const start = values.startsAt;
  const end = new Date(start.getTime() + values.duration * 60_000);
  if (start.getTime() <= Date.now()) refuse('startsAt', COACHING_MESSAGES.past);
  const startupSide = access.founderIds.includes(viewer.userId) && viewer.userId !== row.hostId;
  if (startupSide) {
    const host = await hostOf(ctx, row.hostId);
    await assertBookable(ctx, host, start, end, row.id);
    if (row.startupId) {
      const settings = await matchingSettingsOf(ctx.db, incubatorId);
      const allocations = await allocationsFor(ctx.db, incubatorId, settings, row.programId, row.startupId, row.hostId);
      const left = await minutesLeft(ctx.db, allocations, row.id);
      if (left !== null && left < values.duration) {
        refuse('duration', COACHING_MESSAGES.insufficientAllocation(Math.max(0, left)));
      }
    }
  }
  try {
    await ctx.db
      .update(coachingSessions)
      .set({ startsAt: start, endsAt: end, sequence: row.sequence + 1, updatedAt: new Date() })
      .where(and(eq(coachingSessions.incubatorId, incubatorId), eq(coachingSessions.id, row.id)));
  } catch (error) {
    if (isExclusionViolation(error)) refuse('startsAt', COACHING_MESSAGES.slotTaken);
    throw error;
  }
  await ctx.db.insert(coachingSessionChanges).values({
    incubatorId,
    id: newId(),
    sessionId: row.id,
    actorId: viewer.userId,
    change: 'rescheduled',
    oldStartsAt: row.startsAt,
    oldEndsAt: row.endsAt,
    newStartsAt: start,
    newEndsAt: end,
  });
  await announceSession(ctx, row.id, 'changed');
  return row.id;
}

/** Cancels a scheduled session: it frees the host's time, a METHOD:CANCEL .ics goes to everyone. */
export async function cancelCoachingSession(ctx: Ctx, sessionId: string): Promise<string> {
  const { viewer } = viewerOf(ctx);
  const { row } = await managedSession(ctx, sessionId);
  await cancelSessionRow(ctx.db, row, viewer.userId);
  await announceSession(ctx, row.id, 'canceled');
  return row.id;
}

/** The cancellation itself (also used by the cancel link of an invitation, without a viewer). */
export async function cancelSessionRow(db: Db, row: CoachingSessionRow, actorId: string | null): Promise<void> {
  const now = new Date();
  await db
    .update(coachingSessions)
    .set({ state: 'canceled', canceledAt: now, canceledBy: actorId, sequence: row.sequence + 1, updatedAt: now })
    .where(and(eq(coachingSessions.incubatorId, row.incubatorId), eq(coachingSessions.id, row.id)));
  await db.insert(coachingSessionChanges).values({
    incubatorId: row.incubatorId,
    id: newId(),
    sessionId: row.id,
    actorId,
    change: 'canceled',
    oldStartsAt: row.startsAt,
    oldEndsAt: row.endsAt,
    newStartsAt: null,
    newEndsAt: null,
  });
}

/** Notes, topics and place: each kind of note only by who may write it (a startup's people write none). */
export async function updateCoachingSessionNotes(
  ctx: Ctx,
  sessionId: string,
  input: CoachingNotesInput,
): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const values = parseInput(coachingNotesSchema, input);
  const { row, access } = await findSession(ctx, sessionId);
  if (!canWriteSessionNotes(viewer, access)) throw new ForbiddenError();
  if (values.editor !== undefined && !canReadPrivateNotes(viewer, access)) throw new ForbiddenError();
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  // A link typed in place of the provider's meeting: the meeting is deleted once the change committed.
  const replacedMeeting =
    values.conferenceUrl !== undefined && values.conferenceUrl !== row.conferenceUrl ? row.conferenceMeetingId : null;
  if (values.conferenceUrl !== undefined && values.conferenceUrl !== row.conferenceUrl) {
    Object.assign(changes, { conferenceProvider: null, conferenceMeetingId: null });
  }
  await ctx.db
    .update(coachingSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(coachingSessions.incubatorId, incubatorId), eq(coachingSessions.id, row.id)));
  if (replacedMeeting) {
    const meeting = { ...row, meetingId: replacedMeeting };
    ctx.afterCommit(() => void followSessionMeeting(ctx.database, ctx.signingKey, meeting, null));
  }
  // The public notes of a session that took place, first written: the startup's timeline tells it.
  const publicNotes = values.staffEditorPublic?.trim();
  if (
    publicNotes &&
    !row.staffEditorPublic?.trim() &&
    row.state !== 'canceled' &&
    row.startsAt.getTime() <= Date.now()
  ) {
    await postCoachingSession(ctx.db, row, viewer.userId, await sessionHeading(ctx, row), publicNotes);
  }
  return row.id;
}

/** COACHING_SESSION:DELETE: removes the session, its attendees and changelog; a scheduled one is cancelled first. */
export async function deleteCoachingSession(ctx: Ctx, sessionId: string): Promise<boolean> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { row, access } = await findSession(ctx, sessionId);
  if (!canDeleteCoachingSession(viewer, access)) throw new ForbiddenError();
  if (row.state === 'scheduled' && row.endsAt.getTime() > Date.now()) {
    await announceSession(ctx, row.id, 'canceled', { ...row, state: 'canceled', sequence: row.sequence + 1 });
  }
  // Its evaluation tasks go with it: they would open a session that is no more.
  const evaluationTasks = ctx.db
    .select({ id: coachingEvaluationTasks.taskId })
    .from(coachingEvaluationTasks)
    .where(and(eq(coachingEvaluationTasks.incubatorId, incubatorId), eq(coachingEvaluationTasks.sessionId, row.id)));
  await ctx.db.delete(tasks).where(and(eq(tasks.incubatorId, incubatorId), inArray(tasks.id, evaluationTasks)));
  await ctx.db
    .delete(coachingSessions)
    .where(and(eq(coachingSessions.incubatorId, incubatorId), eq(coachingSessions.id, row.id)));
  return true;
}

export interface CoachingHostView {
  user: AvatarData;
  assigned: boolean;
  timeZone: string;
  blockers: SessionBlocker[];
  minutesLeft: number | null;
}

/**
 * The people a startup may book: every host of the organisation whose coaching is enabled, the startup's assigned
 * ones first, each with its blockers (REQUIRES_CONNECTION for the others when a connection is required). For the
 * startup's people and for those who plan its sessions.
 */
export async function coachingHosts(
  ctx: Ctx,
  startupId: string,
  programId: string | null,
): Promise<CoachingHostView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const startup = await startupOf(ctx, startupId);
  if (!canBookCoaching(viewer, startup) && !canPlanCoaching(viewer, startup)) throw new ForbiddenError();
  const program = await programOf(ctx.db, incubatorId, startup.startupId, programId);
  const result = (await ctx.db.execute(sql`
    select u.id::text, coalesce(cs.time_zone, u.timezone) as time_zone
      from users u
      join roles r on r.incubator_id = u.incubator_id and r.id = u.role_id
      left join ${coachingUserSettings} cs on cs.incubator_id = u.incubator_id and cs.user_id = u.id
     where u.incubator_id = ${incubatorId} and u.status <> 'deleted'
       and r.type in (${sql.join(
         COACHING_HOST_ROLES.map((role) => sql`${role}`),
         sql`, `,
       )})
       and coalesce(cs.enabled, true)
     order by u.first_name, u.last_name
     limit 500`)) as unknown as { rows: Array<{ id: string; time_zone: string | null }> };
  const avatars = await loadAvatars(
    ctx.db,
    incubatorId,
    result.rows.map((row) => row.id),
  );
  const settings = await matchingSettingsOf(ctx.db, incubatorId);
  const [incubator] = await ctx.db
    .execute(sql`select timezone from incubators where id = ${incubatorId}`)
    .then((r) => (r as unknown as { rows: Array<{ timezone: string }> }).rows);
  const hosts: CoachingHostView[] = [];
  for (const row of result.rows) {
    const user = avatars.get(row.id);
    if (!user) continue;
    const assigned = startup.assignedUserIds.includes(row.id);
    const blockers: SessionBlocker[] = [];
    if (settings.requireConnection && !assigned) blockers.push('REQUIRES_CONNECTION');
    const allocations = await allocationsFor(ctx.db, incubatorId, settings, program, startup.startupId, row.id);
    const left = allocations.length === 0 ? null : await minutesLeft(ctx.db, allocations);
    if (left !== null && left < 15) blockers.push('INSUFFICIENT_HOUR_ALLOCATION');
    hosts.push({
      user,
      assigned,
      timeZone: row.time_zone ?? incubator?.timezone ?? 'UTC',
      blockers,
      minutesLeft: left,
    });
  }
  return hosts.sort((a, b) => Number(b.assigned) - Number(a.assigned));
}

/** "Coaching session with <host> on <date>" in the organisation's zone, the heading of a CoachingSessionPost. */
async function sessionHeading(ctx: Ctx, session: Pick<CoachingSessionRow, 'hostId' | 'startsAt'>): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  const host = await findUserById(ctx.db, incubatorId, session.hostId);
  const zone = (await getIncubator(ctx.db, incubatorId)).timezone || 'UTC';
  let date: string;
  try {
    date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(
      session.startsAt,
    );
  } catch {
    date = session.startsAt.toISOString();
  }
  return `Coaching session with ${host ? [host.firstName, host.lastName].filter(Boolean).join(' ') : 'a mentor'} on ${date}`;
}

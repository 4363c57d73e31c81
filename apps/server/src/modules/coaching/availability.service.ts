import {
  type AvailabilityExceptionInput,
  type AvailabilitySettingsInput,
  availabilityExceptionSchema,
  availabilitySettingsSchema,
  AVAILABILITY_REQUEST,
  COACHING_DEFAULTS,
  COACHING_LIMITS,
  COACHING_MESSAGES,
  type HoursMode,
  isTimeZone,
  SESSION_DURATIONS,
  type WeeklyAvailabilityInput,
  weeklyAvailabilitySchema,
} from '@cohort/shared';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { canEditAvailability, offersCoaching } from '../../policies/index.ts';
import { getIncubator } from '../organisations/index.ts';
import { insertTask, taskAssignees, taskViewerOf, tasks } from '../tasks/index.ts';
import { findUserById, selectUsersWithRole, type UserWithRole, users } from '../users/index.ts';
import { linkedBusyTimes } from './calendar-link.service.ts';
import {
  type AvailabilityInput,
  availablePeriods,
  freeSlots,
  type Interval,
  localTime,
  rruleWeekdays,
  weeklyRrule,
} from './coaching-slots.ts';
import {
  coachingAvailabilityExceptions,
  coachingAvailabilityRules,
  coachingSessionAttendees,
  coachingSessions,
  coachingUserSettings,
} from './coaching.table.ts';

/**
 * Availability (issue 16 point 1): a host's settings, weekly hours and one-off changes, and the free slots computed
 * from them (coaching-slots.ts). Hosts edit their own; AVAILABILITY:EDIT edits someone else's (policies/coaching.ts).
 */
export interface CoachingSettingsView {
  userId: string;
  timeZone: string;
  hoursMode: HoursMode;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  defaultLocation: string | null;
  enabled: boolean;
}

export interface WeeklyAvailabilityView {
  id: string;
  rrule: string;
  weekdays: string[];
  startTime: string;
  endTime: string;
}

export interface AvailabilityExceptionView {
  id: string;
  kind: string;
  startsAt: Date;
  endsAt: Date;
}

export interface AvailabilityView {
  settings: CoachingSettingsView;
  weekly: WeeklyAvailabilityView[];
  exceptions: AvailabilityExceptionView[];
  canEdit: boolean;
}

export interface FreeSlotView {
  startsAt: Date;
  endsAt: Date;
  /** "YYYY-MM-DDTHH:mm" in the time zone asked for (the founder's). */
  localStart: string;
  localEnd: string;
}

/** A person's coaching settings with the defaults filled in (time zone: theirs, else the organisation's). */
export async function coachingSettingsOf(
  db: Db,
  incubatorId: string,
  user: Pick<UserWithRole, 'id' | 'timezone'>,
): Promise<CoachingSettingsView> {
  const [row] = await db
    .select()
    .from(coachingUserSettings)
    .where(and(eq(coachingUserSettings.incubatorId, incubatorId), eq(coachingUserSettings.userId, user.id)));
  let timeZone = row?.timeZone ?? user.timezone ?? null;
  if (!timeZone || !isTimeZone(timeZone)) timeZone = (await getIncubator(db, incubatorId)).timezone || 'UTC';
  return {
    userId: user.id,
    timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
    hoursMode: row?.hoursMode ?? COACHING_DEFAULTS.hoursMode,
    bufferMinutes: row?.bufferMinutes ?? COACHING_DEFAULTS.bufferMinutes,
    minimumNoticeMinutes: row?.minimumNoticeMinutes ?? COACHING_DEFAULTS.minimumNoticeMinutes,
    horizonDays: row?.horizonDays ?? COACHING_DEFAULTS.horizonDays,
    defaultLocation: row?.defaultLocation ?? null,
    enabled: row?.enabled ?? true,
  };
}

/** The person whose availability is read or written; NotFound outside the organisation. */
async function personOf(ctx: Ctx, userId: string | null | undefined): Promise<UserWithRole> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const person = await findUserById(ctx.db, incubatorId, userId ?? viewer.userId);
  if (!person || person.status === 'deleted') throw new NotFoundError('This person');
  return person;
}

async function editablePerson(ctx: Ctx, userId: string | null | undefined): Promise<UserWithRole> {
  const { viewer } = viewerOf(ctx);
  const person = await personOf(ctx, userId);
  if (!canEditAvailability(viewer, { id: person.id, roleType: person.role.type })) throw new ForbiddenError();
  return person;
}

/** A host's availability: settings, weekly hours, one-off changes to come. Anyone signed in reads a host's. */
export async function availabilityOf(ctx: Ctx, userId?: string | null): Promise<AvailabilityView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const person = await personOf(ctx, userId);
  const settings = await coachingSettingsOf(ctx.db, incubatorId, person);
  const weekly = await ctx.db
    .select()
    .from(coachingAvailabilityRules)
    .where(and(eq(coachingAvailabilityRules.incubatorId, incubatorId), eq(coachingAvailabilityRules.userId, person.id)))
    .orderBy(asc(coachingAvailabilityRules.createdAt));
  const exceptions = await ctx.db
    .select()
    .from(coachingAvailabilityExceptions)
    .where(
      and(
        eq(coachingAvailabilityExceptions.incubatorId, incubatorId),
        eq(coachingAvailabilityExceptions.userId, person.id),
        gt(coachingAvailabilityExceptions.endsAt, new Date(Date.now() - 24 * 3600_000)),
      ),
    )
    .orderBy(asc(coachingAvailabilityExceptions.startsAt));
  return {
    settings,
    weekly: weekly.map((rule) => ({
      id: rule.id,
      rrule: rule.rrule,
      weekdays: rruleWeekdays(rule.rrule),
      startTime: rule.startTime,
      endTime: rule.endTime,
    })),
    exceptions: exceptions.map((e) => ({ id: e.id, kind: e.kind, startsAt: e.startsAt, endsAt: e.endsAt })),
    canEdit: canEditAvailability(viewer, { id: person.id, roleType: person.role.type }),
  };
}

/** Changes a person's coaching settings (availability settings and coaching preferences). */
export async function updateCoachingSettings(
  ctx: Ctx,
  userId: string | null | undefined,
  input: AvailabilitySettingsInput,
): Promise<CoachingSettingsView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const values = parseInput(availabilitySettingsSchema, input);
  // Coaching preferences (default location, enabled) are every person's own; availability is a host's.
  const person =
    !userId || userId === viewer.userId ? await personOf(ctx, viewer.userId) : await editablePerson(ctx, userId);
  const touchesAvailability =
    values.timeZone !== undefined ||
    values.hoursMode !== undefined ||
    values.bufferMinutes !== undefined ||
    values.minimumNoticeMinutes !== undefined ||
    values.horizonDays !== undefined;
  if (touchesAvailability && !canEditAvailability(viewer, { id: person.id, roleType: person.role.type })) {
    throw new ForbiddenError();
  }
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await ctx.db
    .insert(coachingUserSettings)
    .values({ incubatorId, userId: person.id, ...changes, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [coachingUserSettings.incubatorId, coachingUserSettings.userId],
      set: { ...changes, updatedAt: new Date() },
    });
  return coachingSettingsOf(ctx.db, incubatorId, person);
}

export async function addWeeklyAvailability(
  ctx: Ctx,
  userId: string | null | undefined,
  input: WeeklyAvailabilityInput,
): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  const values = parseInput(weeklyAvailabilitySchema, input);
  const person = await editablePerson(ctx, userId);
  const id = newId();
  await ctx.db.insert(coachingAvailabilityRules).values({
    incubatorId,
    id,
    userId: person.id,
    rrule: weeklyRrule(values.weekdays),
    startTime: values.startTime,
    endTime: values.endTime,
  });
  await tickAvailabilityRequests(ctx.db, incubatorId, person.id);
  return id;
}

async function ownedRow<T extends { userId: string }>(ctx: Ctx, row: T | undefined): Promise<T> {
  if (!row) throw new NotFoundError('This availability');
  await editablePerson(ctx, row.userId);
  return row;
}

export async function updateWeeklyAvailability(ctx: Ctx, id: string, input: WeeklyAvailabilityInput): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  const values = parseInput(weeklyAvailabilitySchema, input);
  const where = and(eq(coachingAvailabilityRules.incubatorId, incubatorId), eq(coachingAvailabilityRules.id, id));
  const rule = await ownedRow(ctx, (await ctx.db.select().from(coachingAvailabilityRules).where(where))[0]);
  await ctx.db
    .update(coachingAvailabilityRules)
    .set({ rrule: weeklyRrule(values.weekdays), startTime: values.startTime, endTime: values.endTime })
    .where(where);
  await tickAvailabilityRequests(ctx.db, incubatorId, rule.userId);
  return id;
}

export async function removeWeeklyAvailability(ctx: Ctx, id: string): Promise<boolean> {
  const { incubatorId } = viewerOf(ctx);
  const where = and(eq(coachingAvailabilityRules.incubatorId, incubatorId), eq(coachingAvailabilityRules.id, id));
  await ownedRow(ctx, (await ctx.db.select().from(coachingAvailabilityRules).where(where))[0]);
  await ctx.db.delete(coachingAvailabilityRules).where(where);
  return true;
}

export async function addAvailabilityException(
  ctx: Ctx,
  userId: string | null | undefined,
  input: AvailabilityExceptionInput,
): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  const values = parseInput(availabilityExceptionSchema, input);
  const person = await editablePerson(ctx, userId);
  const id = newId();
  await ctx.db.insert(coachingAvailabilityExceptions).values({ incubatorId, id, userId: person.id, ...values });
  if (values.kind === 'extra') await tickAvailabilityRequests(ctx.db, incubatorId, person.id);
  return id;
}

export async function removeAvailabilityException(ctx: Ctx, id: string): Promise<boolean> {
  const { incubatorId } = viewerOf(ctx);
  const where = and(
    eq(coachingAvailabilityExceptions.incubatorId, incubatorId),
    eq(coachingAvailabilityExceptions.id, id),
  );
  await ownedRow(ctx, (await ctx.db.select().from(coachingAvailabilityExceptions).where(where))[0]);
  await ctx.db.delete(coachingAvailabilityExceptions).where(where);
  return true;
}

/**
 * What the slot computation needs of a host between two instants, in three statements: settings, weekly rules with
 * one-off changes, and busy time (their scheduled sessions as host or as the organisation's attendee).
 */
export async function hostAvailability(
  db: Db,
  incubatorId: string,
  host: Pick<UserWithRole, 'id' | 'timezone'>,
  from: Date,
  to: Date,
  exceptSessionId?: string,
  /** Given, the busy times of the host's linked calendar block too (read with the server's key). */
  signingKey?: Uint8Array,
): Promise<{ settings: CoachingSettingsView; input: AvailabilityInput }> {
  const settings = await coachingSettingsOf(db, incubatorId, host);
  const day = 24 * 3600_000;
  const [[rules, exceptions], busy, linked] = await Promise.all([
    hoursOf(db, incubatorId, host.id, from, to),
    busySessions(db, incubatorId, [host.id], new Date(from.getTime() - day), new Date(to.getTime() + day)),
    signingKey
      ? linkedBusyTimes(
          db,
          signingKey,
          incubatorId,
          host.id,
          new Date(from.getTime() - day),
          new Date(to.getTime() + day),
        )
      : [],
  ]);
  // The session being moved is in the linked calendar too: it does not block itself. CalDAV names it (its UID starts
  // with its id); Google's and Microsoft's busy ranges do not, so the range of exactly its old times is its own. (A
  // range merged with another event's is longer and keeps blocking: an event of the person's is never hidden.)
  const moving = exceptSessionId ? busy.find((session) => session.id === exceptSessionId) : undefined;
  const ownEvent = (event: { uid: string; start: Date; end: Date }) =>
    (exceptSessionId !== undefined && event.uid.startsWith(`${exceptSessionId}@`)) ||
    (moving !== undefined &&
      event.start.getTime() === moving.startsAt.getTime() &&
      event.end.getTime() === moving.endsAt.getTime());
  const external = linked.filter((event) => !ownEvent(event));
  return {
    settings,
    input: availabilityInput(settings, rules, exceptions, [
      ...busy.filter((b) => b.id !== exceptSessionId).map(toInterval),
      ...external.map((event) => ({ start: event.start.getTime(), end: event.end.getTime() })),
    ]),
  };
}

/** A person's weekly hours and their one-off changes around a range (a day either side, for every time zone). */
function hoursOf(db: Db, incubatorId: string, userId: string, from: Date, to: Date) {
  const day = 24 * 3600_000;
  return Promise.all([
    db
      .select()
      .from(coachingAvailabilityRules)
      .where(and(eq(coachingAvailabilityRules.incubatorId, incubatorId), eq(coachingAvailabilityRules.userId, userId))),
    db
      .select()
      .from(coachingAvailabilityExceptions)
      .where(
        and(
          eq(coachingAvailabilityExceptions.incubatorId, incubatorId),
          eq(coachingAvailabilityExceptions.userId, userId),
          lt(coachingAvailabilityExceptions.startsAt, new Date(to.getTime() + day)),
          gt(coachingAvailabilityExceptions.endsAt, new Date(from.getTime() - day)),
        ),
      ),
  ]);
}

type HoursRows = Awaited<ReturnType<typeof hoursOf>>;

function availabilityInput(
  settings: CoachingSettingsView,
  rules: HoursRows[0],
  exceptions: HoursRows[1],
  busy: Interval[],
): AvailabilityInput {
  return {
    timeZone: settings.timeZone,
    hoursMode: settings.hoursMode,
    bufferMinutes: settings.bufferMinutes,
    minimumNoticeMinutes: settings.minimumNoticeMinutes,
    horizonDays: settings.horizonDays,
    rules: rules.map((rule) => ({ rrule: rule.rrule, startTime: rule.startTime, endTime: rule.endTime })),
    extra: exceptions.filter((e) => e.kind === 'extra').map(toInterval),
    off: exceptions.filter((e) => e.kind === 'off').map(toInterval),
    busy,
  };
}

function toInterval(row: { startsAt: Date; endsAt: Date }): Interval {
  return { start: row.startsAt.getTime(), end: row.endsAt.getTime() };
}

/** Scheduled sessions these people hold between two instants, as host or as the organisation's attendee. */
export async function busySessions(
  db: Db,
  incubatorId: string,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Array<{ id: string; startsAt: Date; endsAt: Date }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: coachingSessions.id, startsAt: coachingSessions.startsAt, endsAt: coachingSessions.endsAt })
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.incubatorId, incubatorId),
        eq(coachingSessions.state, 'scheduled'),
        lt(coachingSessions.startsAt, to),
        gt(coachingSessions.endsAt, from),
        sql`(${inArray(coachingSessions.hostId, [...userIds])} or exists (
          select 1 from ${coachingSessionAttendees} a
           where a.incubator_id = ${coachingSessions.incubatorId} and a.session_id = ${coachingSessions.id}
             and a.side = 'incubator' and a.user_id in (${sql.join(
               userIds.map((id) => sql`${id}::uuid`),
               sql`, `,
             )})))`,
      ),
    );
}

/** The free slots of a host of one duration between two instants, read in a time zone (the viewer's by default). */
export async function freeSlotsOf(
  ctx: Ctx,
  args: { hostId: string; from: Date; to: Date; duration: number; timeZone?: string | null },
): Promise<FreeSlotView[]> {
  const { incubatorId } = viewerOf(ctx);
  if (!(SESSION_DURATIONS as readonly number[]).includes(args.duration)) {
    throw new ValidationError([{ field: 'duration', message: COACHING_MESSAGES.duration }]);
  }
  if (args.timeZone && !isTimeZone(args.timeZone)) {
    throw new ValidationError([{ field: 'timeZone', message: COACHING_MESSAGES.timeZone }]);
  }
  const span = args.to.getTime() - args.from.getTime();
  if (!(span > 0) || span > COACHING_LIMITS.maxSlotWindowDays * 24 * 3600_000) {
    throw new ValidationError([{ field: 'to', message: COACHING_MESSAGES.window }]);
  }
  const host = await personOf(ctx, args.hostId);
  if (!offersCoaching(host.role.type))
    throw new ValidationError([{ field: 'hostId', message: COACHING_MESSAGES.notHost }]);
  const { settings, input } = await hostAvailability(
    ctx.db,
    incubatorId,
    host,
    args.from,
    args.to,
    undefined,
    ctx.signingKey,
  );
  if (!settings.enabled) return [];
  const viewerZone = args.timeZone ?? (await viewerTimeZone(ctx));
  return freeSlots(input, args.from.getTime(), args.to.getTime(), args.duration, Date.now()).map((slot) => ({
    startsAt: new Date(slot.start),
    endsAt: new Date(slot.end),
    localStart: localTime(slot.start, viewerZone),
    localEnd: localTime(slot.end, viewerZone),
  }));
}

/**
 * The periods a person is open to booking between two instants (weekly hours and extra hours, minus time off), for
 * their own calendar: sessions and busy times are not taken away (the calendar shows the sessions over them), nor the
 * notice and horizon. Two statements for someone without hours (most people), four or five with.
 */
export async function openHoursOf(
  db: Db,
  incubatorId: string,
  userId: string,
  from: Date,
  to: Date,
): Promise<Interval[]> {
  const [rules, exceptions] = await hoursOf(db, incubatorId, userId, from, to);
  if (rules.length === 0 && !exceptions.some((e) => e.kind === 'extra')) return [];
  const person = await findUserById(db, incubatorId, userId);
  const settings = await coachingSettingsOf(db, incubatorId, { id: userId, timezone: person?.timezone ?? null });
  if (!settings.enabled) return [];
  return availablePeriods(availabilityInput(settings, rules, exceptions, []), from.getTime(), to.getTime());
}

/** The viewer's time zone: their profile's, else the organisation's. */
export async function viewerTimeZone(ctx: Ctx): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const me = await findUserById(ctx.db, incubatorId, viewer.userId);
  if (me?.timezone && isTimeZone(me.timezone)) return me.timezone;
  const zone = (await getIncubator(ctx.db, incubatorId)).timezone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * Asks hosts to set their coaching hours: one `availCoaching` task each, to `/availability`, due in a week unless
 * said, for whoever may edit their availability (AVAILABILITY:EDIT). Someone already asked and not done yet is not
 * asked twice. The task completes by itself when they add or change their hours (`tickAvailabilityRequests`).
 * Answers how many were asked.
 */
export async function requestCoachingAvailability(
  ctx: Ctx,
  userIds: readonly string[],
  dueDate: Date | null,
): Promise<number> {
  const { incubatorId, viewer } = viewerOf(ctx);
  const ids = [...new Set(userIds)];
  if (ids.length === 0 || ids.length > AVAILABILITY_REQUEST.maxPeople) {
    throw new ValidationError([{ field: 'userIds', message: COACHING_MESSAGES.availabilityRequestCount }]);
  }
  // The people in one query; one of them unknown, deleted or of another organisation is not found.
  const people = (
    await selectUsersWithRole(ctx.db, and(eq(users.incubatorId, incubatorId), inArray(users.id, ids)))
  ).filter((person) => person.status !== 'deleted');
  if (people.length < ids.length) throw new NotFoundError('This person');
  if (people.some((person) => !offersCoaching(person.role.type))) {
    throw new ValidationError([{ field: 'userIds', message: COACHING_MESSAGES.notHost }]);
  }
  if (people.some((person) => !canEditAvailability(viewer, { id: person.id, roleType: person.role.type }))) {
    throw new ForbiddenError();
  }
  const asked = new Set((await openAvailabilityRequests(ctx.db, incubatorId, ids)).map((row) => row.userId));
  const taskViewer = await taskViewerOf(ctx.db, incubatorId, viewer);
  const due = dueDate ?? new Date(Date.now() + AVAILABILITY_REQUEST.dueDays * 24 * 3600_000);
  let count = 0;
  for (const person of people.filter((p) => !asked.has(p.id))) {
    await insertTask(ctx, incubatorId, taskViewer, {
      name: AVAILABILITY_REQUEST.taskName,
      dueDate: due,
      assignees: [{ type: 'User', value: person.id }],
      url: AVAILABILITY_REQUEST.url,
      taskType: 'availCoaching',
    });
    count += 1;
  }
  return count;
}

/** The availCoaching tasks not done yet of these people (one row per person and task). */
function openAvailabilityRequests(db: Db, incubatorId: string, userIds: readonly string[]) {
  return db
    .select({ userId: taskAssignees.value, taskId: taskAssignees.taskId })
    .from(taskAssignees)
    .innerJoin(tasks, and(eq(tasks.incubatorId, taskAssignees.incubatorId), eq(tasks.id, taskAssignees.taskId)))
    .where(
      and(
        eq(taskAssignees.incubatorId, incubatorId),
        eq(taskAssignees.type, 'User'),
        inArray(taskAssignees.value, [...userIds]),
        eq(taskAssignees.done, false),
        eq(tasks.taskType, 'availCoaching'),
      ),
    );
}

/** Ticks a host's open requests for their hours, once they have added or changed some. */
async function tickAvailabilityRequests(db: Db, incubatorId: string, userId: string): Promise<void> {
  const open = await openAvailabilityRequests(db, incubatorId, [userId]);
  if (open.length === 0) return;
  const taskIds = open.map((row) => row.taskId);
  const now = new Date();
  await db
    .update(taskAssignees)
    .set({ done: true, completedAt: now, completedBy: userId })
    .where(and(eq(taskAssignees.incubatorId, incubatorId), inArray(taskAssignees.taskId, taskIds)));
  await db
    .update(tasks)
    .set({ completionStatus: 'COMPLETED', updatedAt: now })
    .where(and(eq(tasks.incubatorId, incubatorId), inArray(tasks.id, taskIds)));
}

import {
  ALLOCATION_UNITS,
  AVAILABILITY_EXCEPTION_KINDS,
  COACHING_LIMITS,
  COACHING_SESSION_STATES,
  COACHING_SESSION_TYPES,
  formatMessage,
  HOURS_MODES,
  INVALID_DATE_MESSAGE,
  isStorableDate,
  SESSION_BLOCKERS,
  WEEKDAY_CODES,
} from '@cohort/shared';
import { isUuid } from '../../platform/db/ids.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { TaskRef } from '../tasks/index.ts';
import { createTasksFromFollowUps } from './coaching-follow-ups.service.ts';
import {
  addAvailabilityException,
  addWeeklyAvailability,
  type AvailabilityExceptionView,
  type AvailabilityView,
  availabilityOf,
  type CoachingSettingsView,
  type FreeSlotView,
  freeSlotsOf,
  removeAvailabilityException,
  removeWeeklyAvailability,
  requestCoachingAvailability,
  updateCoachingSettings,
  updateWeeklyAvailability,
  type WeeklyAvailabilityView,
} from './availability.service.ts';
import {
  bookCoachingSession,
  cancelCoachingSession,
  type CoachingHostView,
  coachingHosts,
  coachingSession,
  type CoachingSessionView,
  deleteCoachingSession,
  listCoachingSessions,
  planCoachingSession,
  rescheduleCoachingSession,
  type SessionChangeView,
  updateCoachingSessionNotes,
} from './coaching-session.service.ts';
import { ConferenceProviderRef } from './video-link.graphql.ts';
import {
  type HoursReportRow,
  hoursReport,
  type MatchingSettingsView,
  mentorMatching,
  setHourAllocation,
  updateMentorMatching,
} from './coaching-settings.service.ts';

/** An id argument that cannot name a record (not a UUID) is not found, like one of another organisation. */
function recordId(value: string | number, what: string): string {
  const id = String(value);
  if (!isUuid(id)) throw new NotFoundError(what);
  return id;
}

/** An instant argument PostgreSQL can hold (years 1000 to 9999), else a clear refusal naming the field. */
function storableInstant(value: Date | null | undefined, field: string): Date | null {
  if (value == null) return null;
  if (!isStorableDate(value)) {
    throw new ValidationError([{ field, message: formatMessage(INVALID_DATE_MESSAGE, { field }) }]);
  }
  return value;
}

/**
 * Coaching and availability (issue 16): availability (settings, weekly hours, one-off changes), free slots, the hosts
 * a startup may book with their blockers, sessions (book, plan, log, reschedule, cancel, notes, delete). Every field
 * authorises in the service through policies/coaching.ts; notes a viewer may not read come back null.
 */
const signedIn = { authenticated: true } as const;

const SessionTypeRef = builder.enumType('CoachingSessionType', { values: COACHING_SESSION_TYPES });
const SessionStateRef = builder.enumType('CoachingSessionState', { values: COACHING_SESSION_STATES });
const HoursModeRef = builder.enumType('HoursMode', { values: HOURS_MODES });
const BlockerRef = builder.enumType('SessionBlocker', { values: SESSION_BLOCKERS });
const WeekdayRef = builder.enumType('WeekdayCode', { values: WEEKDAY_CODES });
const ExceptionKindRef = builder.enumType('AvailabilityExceptionKind', { values: AVAILABILITY_EXCEPTION_KINDS });

const SettingsRef = builder.objectRef<CoachingSettingsView>('CoachingSettings').implement({
  description: "A person's coaching settings: availability settings and coaching meeting settings (location, enabled)",
  fields: (t) => ({
    userId: t.exposeID('userId'),
    timeZone: t.exposeString('timeZone'),
    hoursMode: t.field({ type: HoursModeRef, resolve: (s) => s.hoursMode }),
    bufferMinutes: t.exposeInt('bufferMinutes'),
    minimumNoticeMinutes: t.exposeInt('minimumNoticeMinutes'),
    horizonDays: t.exposeInt('horizonDays'),
    defaultLocation: t.exposeString('defaultLocation', { nullable: true }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const WeeklyRef = builder.objectRef<WeeklyAvailabilityView>('WeeklyAvailability').implement({
  description: "A weekly recurring period, in the person's time zone",
  fields: (t) => ({
    _id: t.exposeID('id'),
    rrule: t.exposeString('rrule'),
    weekdays: t.field({ type: [WeekdayRef], resolve: (w) => w.weekdays as (typeof WEEKDAY_CODES)[number][] }),
    startTime: t.exposeString('startTime', { description: 'HH:mm' }),
    endTime: t.exposeString('endTime', { description: 'HH:mm' }),
  }),
});

const ExceptionRef = builder.objectRef<AvailabilityExceptionView>('AvailabilityException').implement({
  description: 'A one-off extra period or time off',
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.field({ type: ExceptionKindRef, resolve: (e) => e.kind as 'extra' | 'off' }),
    startsAt: t.field({ type: 'DateTime', resolve: (e) => e.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (e) => e.endsAt }),
  }),
});

const AvailabilityRef = builder.objectRef<AvailabilityView>('Availability').implement({
  fields: (t) => ({
    settings: t.field({ type: SettingsRef, resolve: (a) => a.settings }),
    weekly: t.field({ type: [WeeklyRef], resolve: (a) => a.weekly }),
    exceptions: t.field({ type: [ExceptionRef], resolve: (a) => a.exceptions }),
    canEdit: t.exposeBoolean('canEdit'),
  }),
});

const FreeSlotRef = builder.objectRef<FreeSlotView>('FreeSlot').implement({
  fields: (t) => ({
    startsAt: t.field({ type: 'DateTime', resolve: (s) => s.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (s) => s.endsAt }),
    localStart: t.exposeString('localStart', { description: 'YYYY-MM-DDTHH:mm in the time zone asked for' }),
    localEnd: t.exposeString('localEnd'),
  }),
});

const HostRef = builder.objectRef<CoachingHostView>('CoachingHost').implement({
  description: 'A person a startup may book, with what stands in the way (spec 02 session blockers)',
  fields: (t) => ({
    user: t.field({ type: UserAvatarRef, resolve: (h) => h.user }),
    assigned: t.exposeBoolean('assigned', { description: 'Assigned to the startup (a connection)' }),
    timeZone: t.exposeString('timeZone'),
    blockers: t.field({ type: [BlockerRef], resolve: (h) => h.blockers }),
    minutesLeft: t.exposeInt('minutesLeft', { nullable: true, description: 'Null when no allocation bounds it' }),
  }),
});

const ChangeRef = builder.objectRef<SessionChangeView>('CoachingSessionChange').implement({
  description: 'One entry of the changelog of a session: a reschedule or a cancellation with the old and new dates',
  fields: (t) => ({
    _id: t.exposeID('id'),
    change: t.exposeString('change', { description: 'rescheduled or canceled' }),
    actorId: t.exposeID('actorId', { nullable: true }),
    oldStartsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.oldStartsAt }),
    oldEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.oldEndsAt }),
    newStartsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.newStartsAt }),
    newEndsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.newEndsAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
  }),
});

const SessionCanRef = builder.objectRef<CoachingSessionView['viewerCan']>('CoachingSessionViewerCan').implement({
  fields: (t) => ({
    manage: t.exposeBoolean('manage', { description: 'Reschedule and cancel' }),
    writeNotes: t.exposeBoolean('writeNotes'),
    planActions: t.exposeBoolean('planActions', {
      description: "Turn the session's follow-ups into tasks for its startup (CREATE:PLANNED_ACTION)",
    }),
    delete: t.exposeBoolean('delete', { description: 'COACHING_SESSION:DELETE' }),
    readPrivateNotes: t.exposeBoolean('readPrivateNotes'),
    readStaffNotes: t.exposeBoolean('readStaffNotes'),
  }),
});

export const CoachingSessionRef = builder.objectRef<CoachingSessionView>('CoachingSession').implement({
  description: 'A coaching session (spec 02 CoachingSession)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    sessionType: t.field({ type: SessionTypeRef, resolve: (s) => s.type }),
    state: t.field({ type: SessionStateRef, resolve: (s) => s.state }),
    host: t.field({ type: UserAvatarRef, nullable: true, resolve: (s) => s.host }),
    startupId: t.exposeID('startupId', { nullable: true }),
    startupName: t.exposeString('startupName', { nullable: true }),
    programId: t.exposeID('programId', { nullable: true }),
    createdBy: t.exposeID('createdBy'),
    title: t.exposeString('title', { nullable: true }),
    startsAt: t.field({ type: 'DateTime', resolve: (s) => s.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (s) => s.endsAt }),
    duration: t.exposeInt('duration', { description: 'Minutes' }),
    topics: t.exposeStringList('topics'),
    location: t.exposeString('location', { nullable: true }),
    conferenceUrl: t.exposeString('conferenceUrl', { nullable: true }),
    conferenceProvider: t.field({
      type: ConferenceProviderRef,
      nullable: true,
      description: 'Who made the conference link: JITSI (generated), ZOOM or TEAMS (the host’s meeting); null: typed',
      resolve: (s) => s.conferenceProvider,
    }),
    editor: t.exposeString('editor', {
      nullable: true,
      description: "The coach's private notes: null for whoever may not read them (a startup's people always)",
    }),
    staffEditor: t.exposeString('staffEditor', { nullable: true, description: 'Staff notes (never a startup)' }),
    staffEditorPublic: t.exposeString('staffEditorPublic', { nullable: true, description: 'Notes everyone reads' }),
    sequence: t.exposeInt('sequence'),
    incubatorAttendees: t.field({ type: [UserAvatarRef], resolve: (s) => s.incubatorAttendees }),
    startupAttendees: t.field({ type: [UserAvatarRef], resolve: (s) => s.startupAttendees }),
    changelog: t.field({ type: [ChangeRef], resolve: (s) => s.changes }),
    viewerCan: t.field({ type: SessionCanRef, resolve: (s) => s.viewerCan }),
  }),
});

const SessionPageRef = builder
  .objectRef<{ items: CoachingSessionView[]; total: number }>('CoachingSessionPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CoachingSessionRef], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
    }),
  });

const SettingsInput = builder.inputType('CoachingSettingsInput', {
  fields: (t) => ({
    timeZone: t.string(),
    hoursMode: t.field({ type: HoursModeRef }),
    bufferMinutes: t.int(),
    minimumNoticeMinutes: t.int(),
    horizonDays: t.int(),
    defaultLocation: t.string(),
    enabled: t.boolean(),
  }),
});

const WeeklyInput = builder.inputType('WeeklyAvailabilityInput', {
  fields: (t) => ({
    weekdays: t.field({ type: [WeekdayRef], required: true }),
    startTime: t.string({ required: true, description: 'HH:mm' }),
    endTime: t.string({ required: true, description: 'HH:mm (24:00 for midnight)' }),
  }),
});

const ExceptionInput = builder.inputType('AvailabilityExceptionInput', {
  fields: (t) => ({
    kind: t.field({ type: ExceptionKindRef, required: true }),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime', required: true }),
  }),
});

const BookInput = builder.inputType('BookCoachingSessionInput', {
  fields: (t) => ({
    hostId: t.id({ required: true }),
    startupId: t.id({ required: true }),
    programId: t.id(),
    startsAt: t.field({ type: 'DateTime', required: true }),
    duration: t.int({ required: true, description: 'Minutes: one of the session durations' }),
    topics: t.stringList(),
    title: t.string(),
    location: t.string(),
  }),
});

const PlanInput = builder.inputType('PlanCoachingSessionInput', {
  fields: (t) => ({
    sessionType: t.field({ type: SessionTypeRef }),
    hostId: t.id({ required: true }),
    startupId: t.id({ required: true }),
    programId: t.id(),
    startsAt: t.field({ type: 'DateTime', required: true }),
    duration: t.int({ required: true }),
    topics: t.stringList(),
    title: t.string(),
    location: t.string(),
    conferenceUrl: t.string(),
    incubatorAttendeeIds: t.idList(),
    startupAttendeeIds: t.idList({ description: "Default: the startup's people" }),
  }),
});

const NotesInput = builder.inputType('CoachingSessionNotesInput', {
  fields: (t) => ({
    editor: t.string(),
    staffEditor: t.string(),
    staffEditorPublic: t.string(),
    topics: t.stringList(),
    location: t.string(),
    conferenceUrl: t.string(),
  }),
});

const ids = (list: readonly (string | number)[] | null | undefined) => list?.map(String);
const definedOnly = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** GraphQL's null for "not given" where the field cannot be cleared. */
const withoutNulls = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };

builder.queryFields((t) => ({
  availability: t.field({
    type: AvailabilityRef,
    description: "A host's availability (the viewer's own without userId)",
    authScopes: signedIn,
    args: { userId: t.arg.id() },
    resolve: (_root, args, ctx) => availabilityOf(ctx, args.userId ? String(args.userId) : null),
  }),
  freeSlots: t.field({
    type: [FreeSlotRef],
    description: `Free slots of a host for one duration, at most ${COACHING_LIMITS.maxSlotWindowDays} days at a time`,
    authScopes: signedIn,
    args: {
      hostId: t.arg.id({ required: true }),
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      duration: t.arg.int({ required: true }),
      timeZone: t.arg.string({ description: "The time zone of localStart (default: the viewer's)" }),
    },
    resolve: (_root, args, ctx) =>
      freeSlotsOf(ctx, {
        hostId: String(args.hostId),
        from: args.from,
        to: args.to,
        duration: args.duration,
        timeZone: args.timeZone ?? null,
      }),
  }),
  coachingHosts: t.field({
    type: [HostRef],
    description: 'The people a startup may book (assigned ones only when a connection is required), with blockers',
    authScopes: signedIn,
    args: { startupId: t.arg.id({ required: true }), programId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      coachingHosts(
        ctx,
        recordId(args.startupId, 'This startup'),
        args.programId ? recordId(args.programId, 'This programme') : null,
      ),
  }),
  coachingSession: t.field({
    type: CoachingSessionRef,
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => coachingSession(ctx, String(args.id)),
  }),
  coachingSessions: t.field({
    type: SessionPageRef,
    description: 'Sessions the viewer sees, newest first',
    authScopes: signedIn,
    args: {
      startupId: t.arg.id(),
      hostId: t.arg.id(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      states: t.arg({ type: [SessionStateRef] }),
      limit: t.arg.int({ defaultValue: 50 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { sessions, total } = await listCoachingSessions(
        ctx.db,
        incubatorId,
        viewer,
        {
          startupId: args.startupId ? recordId(args.startupId, 'This startup') : null,
          hostId: args.hostId ? recordId(args.hostId, 'This person') : null,
          from: storableInstant(args.from, 'from'),
          to: storableInstant(args.to, 'to'),
          states: args.states ?? null,
        },
        { limit: Math.min(Math.max(args.limit ?? 50, 1), 200), offset: Math.max(args.offset ?? 0, 0) },
      );
      return { items: sessions, total };
    },
  }),
}));

builder.mutationFields((t) => ({
  updateCoachingSettings: t.field({
    type: SettingsRef,
    description: "Availability settings (AVAILABILITY:EDIT for someone else's) and one's coaching meeting settings",
    authScopes: signedIn,
    args: { userId: t.arg.id(), input: t.arg({ type: SettingsInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateCoachingSettings(ctx, args.userId ? String(args.userId) : null, {
        ...withoutNulls({ ...args.input, defaultLocation: undefined }),
        ...(args.input.defaultLocation !== undefined ? { defaultLocation: args.input.defaultLocation } : {}),
      }),
  }),
  requestCoachingAvailability: t.int({
    description:
      'Asks hosts to set their coaching hours (an availCoaching task each, done when they do; AVAILABILITY:EDIT); how many were asked',
    authScopes: signedIn,
    args: { userIds: t.arg.idList({ required: true }), dueDate: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) =>
      requestCoachingAvailability(
        ctx,
        args.userIds.map((id) => recordId(id, 'This person')),
        storableInstant(args.dueDate, 'dueDate'),
      ),
  }),
  addWeeklyAvailability: t.id({
    authScopes: signedIn,
    args: { userId: t.arg.id(), input: t.arg({ type: WeeklyInput, required: true }) },
    resolve: (_root, args, ctx) => addWeeklyAvailability(ctx, args.userId ? String(args.userId) : null, args.input),
  }),
  updateWeeklyAvailability: t.id({
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: WeeklyInput, required: true }) },
    resolve: (_root, args, ctx) => updateWeeklyAvailability(ctx, recordId(args.id, 'These hours'), args.input),
  }),
  removeWeeklyAvailability: t.boolean({
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => removeWeeklyAvailability(ctx, recordId(args.id, 'These hours')),
  }),
  addAvailabilityException: t.id({
    authScopes: signedIn,
    args: { userId: t.arg.id(), input: t.arg({ type: ExceptionInput, required: true }) },
    resolve: (_root, args, ctx) =>
      addAvailabilityException(ctx, args.userId ? String(args.userId) : null, {
        ...args.input,
        startsAt: storableInstant(args.input.startsAt, 'startsAt') as Date,
        endsAt: storableInstant(args.input.endsAt, 'endsAt') as Date,
      }),
  }),
  removeAvailabilityException: t.boolean({
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => removeAvailabilityException(ctx, recordId(args.id, 'This change')),
  }),
  bookCoachingSession: t.field({
    type: CoachingSessionRef,
    description: "A startup's person books a free slot of a host (refusals: COACHING_MESSAGES)",
    authScopes: signedIn,
    args: { input: t.arg({ type: BookInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { topics, ...rest } = args.input;
      const id = await bookCoachingSession(ctx, {
        ...definedOnly(rest),
        hostId: String(rest.hostId),
        startupId: String(rest.startupId),
        programId: rest.programId ? String(rest.programId) : null,
        topics: topics ?? [],
      });
      return coachingSession(ctx, id);
    },
  }),
  planCoachingSession: t.field({
    type: CoachingSessionRef,
    description: 'COACHING_MEETING:SCHEDULING: plans a session, or logs an UNSCHEDULED_COACHING_SESSION afterwards',
    authScopes: signedIn,
    args: { input: t.arg({ type: PlanInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { topics, sessionType, incubatorAttendeeIds, startupAttendeeIds, ...rest } = args.input;
      const id = await planCoachingSession(ctx, {
        ...definedOnly(rest),
        hostId: String(rest.hostId),
        startupId: String(rest.startupId),
        programId: rest.programId ? String(rest.programId) : null,
        type: sessionType ?? 'SCHEDULED_COACHING_SESSION',
        topics: topics ?? [],
        incubatorAttendeeIds: ids(incubatorAttendeeIds) ?? [],
        startupAttendeeIds: ids(startupAttendeeIds) ?? null,
      });
      return coachingSession(ctx, id);
    },
  }),
  rescheduleCoachingSession: t.field({
    type: CoachingSessionRef,
    authScopes: signedIn,
    args: {
      id: t.arg.id({ required: true }),
      startsAt: t.arg({ type: 'DateTime', required: true }),
      duration: t.arg.int({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const id = await rescheduleCoachingSession(ctx, String(args.id), {
        startsAt: args.startsAt,
        duration: args.duration,
      });
      return coachingSession(ctx, id);
    },
  }),
  cancelCoachingSession: t.field({
    type: CoachingSessionRef,
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => coachingSession(ctx, await cancelCoachingSession(ctx, String(args.id))),
  }),
  updateCoachingSessionNotes: t.field({
    type: CoachingSessionRef,
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: NotesInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      coachingSession(
        ctx,
        await updateCoachingSessionNotes(ctx, String(args.id), {
          ...definedOnly({ ...args.input, topics: undefined }),
          ...(args.input.topics ? { topics: args.input.topics } : {}),
        }),
      ),
  }),
  deleteCoachingSession: t.boolean({
    description: 'COACHING_SESSION:DELETE',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCoachingSession(ctx, String(args.id)),
  }),
}));

const AllocationUnitRef = builder.enumType('AllocationUnit', { values: ALLOCATION_UNITS });

const HourAllocationStateRef = builder.enumType('HourAllocationState', {
  description:
    'Whether hours are allocated and counted: ON, or why not (plan feature HOUR_ALLOCATION, flag hoursAllocation)',
  values: ['ON', 'NOT_IN_PLAN', 'TURNED_OFF'] as const,
});

const MatchingRef = builder.objectRef<MatchingSettingsView>('MentorMatchingSettings').implement({
  description: "The organisation's mentor matching settings (/admin/configuration/mentormatching)",
  fields: (t) => ({
    requireConnection: t.exposeBoolean('requireConnection', { description: 'Only assigned mentors can be booked' }),
    allocationUnit: t.field({ type: AllocationUnitRef, resolve: (s) => s.allocationUnit }),
    defaultStartupAllocation: t.exposeInt('defaultStartupAllocation', { nullable: true }),
    defaultMentorAllocation: t.exposeInt('defaultMentorAllocation', { nullable: true }),
    mentorFormId: t.exposeID('mentorFormId', {
      nullable: true,
      description: "The base id of the mentor's evaluation form after a session (a form of kind feedback)",
    }),
    founderFormId: t.exposeID('founderFormId', { nullable: true }),
    mentorFormTitle: t.exposeString('mentorFormTitle', { nullable: true }),
    founderFormTitle: t.exposeString('founderFormTitle', { nullable: true }),
    canEdit: t.exposeBoolean('canEdit'),
    hourAllocation: t.field({ type: HourAllocationStateRef, resolve: (s) => s.hourAllocation }),
  }),
});

const MatchingInput = builder.inputType('MentorMatchingSettingsInput', {
  fields: (t) => ({
    requireConnection: t.boolean(),
    allocationUnit: t.field({ type: AllocationUnitRef }),
    defaultStartupAllocation: t.int(),
    defaultMentorAllocation: t.int(),
    mentorFormId: t.id(),
    founderFormId: t.id(),
  }),
});

const AllocationInput = builder.inputType('HourAllocationInput', {
  fields: (t) => ({
    programId: t.id({ required: true }),
    startupId: t.id(),
    mentorId: t.id(),
    unit: t.field({ type: AllocationUnitRef, required: true }),
    amount: t.int({ required: true }),
  }),
});

const HoursRowRef = builder.objectRef<HoursReportRow>('CoachingHoursRow').implement({
  description: 'Minutes of one programme for a startup (mentor null), a mentor (startup null) or a pair',
  fields: (t) => ({
    programId: t.exposeID('programId'),
    programName: t.exposeString('programName'),
    startupId: t.exposeID('startupId', { nullable: true }),
    startupName: t.exposeString('startupName', { nullable: true }),
    mentorId: t.exposeID('mentorId', { nullable: true }),
    mentorName: t.exposeString('mentorName', { nullable: true }),
    MINUTES_ALLOCATED: t.exposeInt('minutesAllocated', { nullable: true, description: 'Null: no limit' }),
    MINUTES_PENDING: t.exposeInt('minutesPending'),
    MINUTES_USED: t.exposeInt('minutesUsed'),
  }),
});

const idOrNull = (value: string | number | null | undefined) => (value ? String(value) : null);

builder.queryFields((t) => ({
  mentorMatchingSettings: t.field({
    type: MatchingRef,
    authScopes: signedIn,
    resolve: (_root, _args, ctx) => mentorMatching(ctx),
  }),
  coachingHoursReport: t.field({
    type: [HoursRowRef],
    description: 'Minutes allocated, pending and used per programme, startup and mentor (the programme team)',
    authScopes: signedIn,
    args: { programId: t.arg.id() },
    resolve: (_root, args, ctx) => hoursReport(ctx, args.programId ? recordId(args.programId, 'This programme') : null),
  }),
}));

builder.mutationFields((t) => ({
  updateMentorMatchingSettings: t.field({
    type: MatchingRef,
    description: 'ORGANIZATION:EDIT',
    authScopes: signedIn,
    args: { input: t.arg({ type: MatchingInput, required: true }) },
    resolve: (_root, args, ctx) => {
      const input = args.input;
      return updateMentorMatching(ctx, {
        ...(input.requireConnection != null ? { requireConnection: input.requireConnection } : {}),
        ...(input.allocationUnit != null ? { allocationUnit: input.allocationUnit } : {}),
        ...(input.defaultStartupAllocation !== undefined
          ? { defaultStartupAllocation: input.defaultStartupAllocation }
          : {}),
        ...(input.defaultMentorAllocation !== undefined
          ? { defaultMentorAllocation: input.defaultMentorAllocation }
          : {}),
        ...(input.mentorFormId !== undefined ? { mentorFormId: idOrNull(input.mentorFormId) } : {}),
        ...(input.founderFormId !== undefined ? { founderFormId: idOrNull(input.founderFormId) } : {}),
      });
    },
  }),
  setHourAllocation: t.boolean({
    description: 'Sets the hours of a startup, a mentor or a pair in a programme (remove: takes it away)',
    authScopes: signedIn,
    args: { input: t.arg({ type: AllocationInput, required: true }), remove: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      setHourAllocation(
        ctx,
        {
          programId: String(args.input.programId),
          startupId: idOrNull(args.input.startupId),
          mentorId: idOrNull(args.input.mentorId),
          unit: args.input.unit,
          amount: args.input.amount,
        },
        args.remove ?? false,
      ),
  }),
}));

const FollowUpInput = builder.inputType('CoachingFollowUpInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    dueDate: t.field({ type: 'DateTime', description: 'Default: a week after the session (or from now)' }),
  }),
});

builder.mutationFields((t) => ({
  createTasksFromCoachingFollowUps: t.field({
    type: [TaskRef],
    description: "Turns a session's follow-ups into tasks for its startup (who may write the session's notes)",
    authScopes: signedIn,
    args: {
      sessionId: t.arg.id({ required: true }),
      items: t.arg({ type: [FollowUpInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      createTasksFromFollowUps(ctx, recordId(args.sessionId, 'This coaching session'), {
        items: args.items.map((item) => ({
          title: item.title,
          dueDate: storableInstant(item.dueDate, 'dueDate'),
        })),
      }),
  }),
}));

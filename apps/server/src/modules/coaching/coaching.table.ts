import type {
  AllocationUnit,
  AvailabilityExceptionKind,
  CoachingEvaluationSide,
  CoachingSessionState,
  CoachingSessionType,
  ConferenceProvider,
  HoursMode,
} from '@cohort/shared';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { programs, startups } from '../startups/index.ts';
import { users } from '../users/index.ts';

/**
 * A person's coaching settings (issue 16): the time zone their weekly hours are written in, business or all hours,
 * the buffer between meetings, the minimum notice and how far ahead they can be booked; and the spec's "coaching
 * meeting settings" of the current user (default location, enabled). Absent means the defaults (COACHING_DEFAULTS).
 */
export const coachingUserSettings = pgTable(
  'coaching_user_settings',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** Null: the person's profile time zone, else the organisation's. */
    timeZone: text('time_zone'),
    hoursMode: text('hours_mode').$type<HoursMode>().notNull().default('BUSINESS_HOURS'),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(720),
    horizonDays: integer('horizon_days').notNull().default(60),
    defaultLocation: text('default_location'),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_user_settings_pkey', columns: [t.incubatorId, t.userId] }),
    foreignKey({
      name: 'coaching_user_settings_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** A weekly recurring period of availability: an RRULE (FREQ=WEEKLY;BYDAY=…) and local start and end times. */
export const coachingAvailabilityRules = pgTable(
  'coaching_availability_rules',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    rrule: text('rrule').notNull(),
    /** "HH:mm" in the person's time zone. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_availability_rules_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'coaching_availability_rules_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('coaching_availability_rules_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

/** One-off changes: an extra period ('extra') or time off ('off', a day off is its whole local day). */
export const coachingAvailabilityExceptions = pgTable(
  'coaching_availability_exceptions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<AvailabilityExceptionKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_availability_exceptions_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'coaching_availability_exceptions_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('coaching_availability_exceptions_user_idx').on(t.incubatorId, t.userId, t.startsAt),
    tenantIsolation(),
  ],
);

/**
 * A coaching session (spec 02 §3 CoachingSession). A scheduled session holds its host's time: the exclusion
 * constraint `coaching_sessions_host_no_overlap` (migration 0025) refuses a second scheduled session of the same host
 * over an overlapping range. Notes: `editor` the coach's private notes, `staff_editor` the staff's, `staff_editor_public`
 * the notes everyone of the session reads.
 */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    type: text('type').$type<CoachingSessionType>().notNull(),
    state: text('state').$type<CoachingSessionState>().notNull().default('scheduled'),
    hostId: uuid('host_id').notNull(),
    startupId: uuid('startup_id'),
    programId: uuid('program_id'),
    createdBy: uuid('created_by').notNull(),
    title: text('title'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    location: text('location'),
    conferenceUrl: text('conference_url'),
    /** Who made the conference link: JITSI (generated), ZOOM or TEAMS (a meeting of the host's); null when typed. */
    conferenceProvider: text('conference_provider').$type<ConferenceProvider>(),
    /** The provider's meeting id (Zoom, Teams), to move or delete the meeting with the session. */
    conferenceMeetingId: text('conference_meeting_id'),
    editor: text('editor'),
    staffEditor: text('staff_editor'),
    staffEditorPublic: text('staff_editor_public'),
    /** SEQUENCE of the .ics: goes up at each change so calendars replace the event. */
    sequence: integer('sequence').notNull().default(0),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    canceledBy: uuid('canceled_by'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the sweep gave the session's people their evaluation tasks (claimed once, like the reminder). */
    evaluationsRequestedAt: timestamp('evaluations_requested_at', { withTimezone: true }),
    /** scheme://host the session was booked or planned from: the links of its reminder e-mails. */
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_sessions_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'coaching_sessions_host_fkey',
      columns: [t.incubatorId, t.hostId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coaching_sessions_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coaching_sessions_program_fkey',
      columns: [t.incubatorId, t.programId],
      foreignColumns: [programs.incubatorId, programs.id],
    }).onDelete('set null'),
    index('coaching_sessions_host_idx').on(t.incubatorId, t.hostId, t.startsAt),
    index('coaching_sessions_startup_idx').on(t.incubatorId, t.startupId, t.startsAt),
    tenantIsolation(),
  ],
);

/** The people of a session on each side: the organisation's (incubator) and the startup's. */
export const coachingSessionAttendees = pgTable(
  'coaching_session_attendees',
  {
    incubatorId: uuid('incubator_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    side: text('side').$type<'incubator' | 'startup'>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'coaching_session_attendees_pkey', columns: [t.incubatorId, t.sessionId, t.userId] }),
    foreignKey({
      name: 'coaching_session_attendees_session_fkey',
      columns: [t.incubatorId, t.sessionId],
      foreignColumns: [coachingSessions.incubatorId, coachingSessions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coaching_session_attendees_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('coaching_session_attendees_user_idx').on(t.incubatorId, t.userId),
    tenantIsolation(),
  ],
);

/** The changelog of a session's dates: each reschedule or cancellation with the old and new values. */
export const coachingSessionChanges = pgTable(
  'coaching_session_changes',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    sessionId: uuid('session_id').notNull(),
    actorId: uuid('actor_id'),
    change: text('change').$type<'rescheduled' | 'canceled'>().notNull(),
    oldStartsAt: timestamp('old_starts_at', { withTimezone: true }),
    oldEndsAt: timestamp('old_ends_at', { withTimezone: true }),
    newStartsAt: timestamp('new_starts_at', { withTimezone: true }),
    newEndsAt: timestamp('new_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_session_changes_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'coaching_session_changes_session_fkey',
      columns: [t.incubatorId, t.sessionId],
      foreignColumns: [coachingSessions.incubatorId, coachingSessions.id],
    }).onDelete('cascade'),
    index('coaching_session_changes_session_idx').on(t.incubatorId, t.sessionId, t.createdAt),
    tenantIsolation(),
  ],
);

/**
 * Hours allocated in a programme: to a startup (every mentor together), to a mentor (every startup together), or to
 * a pair when both are set. Booking refuses a session that would take the minutes pending and used past any of them.
 */
export const coachingAllocations = pgTable(
  'coaching_allocations',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    programId: uuid('program_id').notNull(),
    startupId: uuid('startup_id'),
    mentorId: uuid('mentor_id'),
    unit: text('unit').$type<AllocationUnit>().notNull(),
    amount: integer('amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_allocations_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'coaching_allocations_program_fkey',
      columns: [t.incubatorId, t.programId],
      foreignColumns: [programs.incubatorId, programs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coaching_allocations_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coaching_allocations_mentor_fkey',
      columns: [t.incubatorId, t.mentorId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    index('coaching_allocations_program_idx').on(t.incubatorId, t.programId),
    tenantIsolation(),
  ],
);

export type CoachingInviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';

/**
 * The invitation of a session's attendees (spec 02 CoachingInvite): sent by e-mail with the .ics, answered or cancelled
 * from the e-mail through a signed, single-use link (`cancel_used_at` marks it used), expired once `expires_at` passed.
 */
export const coachingInvites = pgTable(
  'coaching_invites',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    sessionId: uuid('session_id').notNull(),
    status: text('status').$type<CoachingInviteStatus>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cancelUsedAt: timestamp('cancel_used_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_invites_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'coaching_invites_session_fkey',
      columns: [t.incubatorId, t.sessionId],
      foreignColumns: [coachingSessions.incubatorId, coachingSessions.id],
    }).onDelete('cascade'),
    index('coaching_invites_session_idx').on(t.incubatorId, t.sessionId),
    tenantIsolation(),
  ],
);

/** The organisation's mentor matching settings (/admin/configuration/mentormatching). Absent means the defaults. */
export const mentorMatchingSettings = pgTable(
  'mentor_matching_settings',
  {
    incubatorId: uuid('incubator_id').notNull(),
    requireConnection: boolean('require_connection').notNull().default(false),
    allocationUnit: text('allocation_unit').$type<AllocationUnit>().notNull().default('HOUR'),
    defaultStartupAllocation: integer('default_startup_allocation'),
    defaultMentorAllocation: integer('default_mentor_allocation'),
    /** The feedback forms of the coachingEvaluation tasks after a session (base form ids). */
    mentorFormId: uuid('mentor_form_id'),
    founderFormId: uuid('founder_form_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'mentor_matching_settings_pkey', columns: [t.incubatorId] }), tenantIsolation()],
);

/**
 * The coachingEvaluation task each person of an ended session got (issue 16): which side's form they answer and the
 * task their submission ticks.
 */
export const coachingEvaluationTasks = pgTable(
  'coaching_evaluation_tasks',
  {
    incubatorId: uuid('incubator_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    side: text('side').$type<CoachingEvaluationSide>().notNull(),
    taskId: uuid('task_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coaching_evaluation_tasks_pkey', columns: [t.incubatorId, t.sessionId, t.userId] }),
    foreignKey({
      name: 'coaching_evaluation_tasks_session_fkey',
      columns: [t.incubatorId, t.sessionId],
      foreignColumns: [coachingSessions.incubatorId, coachingSessions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'coaching_evaluation_tasks_user_fkey',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

export type CoachingInviteRow = typeof coachingInvites.$inferSelect;
export type CoachingSessionRow = typeof coachingSessions.$inferSelect;
export type CoachingUserSettingsRow = typeof coachingUserSettings.$inferSelect;
export type CoachingAllocationRow = typeof coachingAllocations.$inferSelect;
export type MentorMatchingSettingsRow = typeof mentorMatchingSettings.$inferSelect;

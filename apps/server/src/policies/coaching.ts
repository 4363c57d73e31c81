import { COACHING_HOST_ROLES, isAuthorized, type RoleType } from '@cohort/shared';
import type { StartupAccess } from './startup.ts';
import { holdsPermission, isInternal, isSystem, managesStartups, type PolicyViewer } from './viewer.ts';

/**
 * Coaching and availability (issue 16; spec 01 §6 "Coaching and availability": AVAILABILITY:EDIT,
 * COACHING_MEETING:SCHEDULING, COACHING_SESSION:DELETE and :EXPORT). A session's notes have three readers:
 * `editor` (the coach's private notes) its host and the organisation's attendees; `staffEditor` those and the
 * programme team; `staffEditorPublic` everyone who sees the session. A startup's people never read the first two.
 */

/** The facts about a session the rules read. */
export interface CoachingSessionAccess {
  hostId: string;
  createdBy: string;
  /** The startup's people and assigned network (empty without a startup). */
  founderIds: readonly string[];
  assignedUserIds: readonly string[];
  incubatorAttendeeIds: readonly string[];
  startupAttendeeIds: readonly string[];
}

/** Roles that offer coaching: mentors, experts, coaches and evaluators set availability and are booked. */
export function offersCoaching(roleType: RoleType): boolean {
  return (COACHING_HOST_ROLES as readonly string[]).includes(roleType);
}

/** Own availability (for a role that offers coaching), or someone else's with AVAILABILITY:EDIT ALL. */
export function canEditAvailability(viewer: PolicyViewer, owner: { id: string; roleType: RoleType }): boolean {
  if (!offersCoaching(owner.roleType)) return false;
  if (isSystem(viewer) || viewer.userId === owner.id) return true;
  return isAuthorized(viewer, 'AVAILABILITY:EDIT', { ownerId: owner.id });
}

/** A startup's own people book its sessions (COACHING_MEETING:SCHEDULING, which founders hold). */
export function canBookCoaching(viewer: PolicyViewer, startup: Pick<StartupAccess, 'founderIds'>): boolean {
  return startup.founderIds.includes(viewer.userId) && holdsPermission(viewer, 'COACHING_MEETING:SCHEDULING');
}

/**
 * The organisation's people plan (or log) sessions of a startup with COACHING_MEETING:SCHEDULING: ALL, or ASSIGNED
 * for the startups they follow. Planning passes over availability and allocations, never over the host's other
 * sessions (the database refuses overlaps).
 */
export function canPlanCoaching(viewer: PolicyViewer, startup: { assignedUserIds: readonly string[] }): boolean {
  if (isSystem(viewer)) return true;
  if (!isInternal(viewer)) return false;
  return isAuthorized(viewer, 'COACHING_MEETING:SCHEDULING', { assignedUserIds: startup.assignedUserIds });
}

function isIncubatorSide(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  return viewer.userId === session.hostId || session.incubatorAttendeeIds.includes(viewer.userId);
}

function isStartupSide(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  return session.founderIds.includes(viewer.userId) || session.startupAttendeeIds.includes(viewer.userId);
}

export function canViewCoachingSession(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  return (
    isSystem(viewer) ||
    isIncubatorSide(viewer, session) ||
    isStartupSide(viewer, session) ||
    viewer.userId === session.createdBy ||
    managesStartups(viewer)
  );
}

/** The coach's private notes (`editor`): the host and the organisation's attendees only. */
export function canReadPrivateNotes(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  if (isStartupSide(viewer, session)) return false;
  return isIncubatorSide(viewer, session);
}

/** Staff notes (`staffEditor`): the organisation's side of the session and the programme team. */
export function canReadStaffNotes(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  if (isStartupSide(viewer, session)) return false;
  return isSystem(viewer) || isIncubatorSide(viewer, session) || managesStartups(viewer);
}

/** Moves or cancels a session: its host, who booked it, the startup's people, staff who plan the startup's sessions. */
export function canManageCoachingSession(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  return (
    isSystem(viewer) ||
    viewer.userId === session.hostId ||
    viewer.userId === session.createdBy ||
    session.founderIds.includes(viewer.userId) ||
    canPlanCoaching(viewer, session)
  );
}

/** Writes notes: the organisation's side and planning staff (a startup's people only read the public ones). */
export function canWriteSessionNotes(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  if (isStartupSide(viewer, session)) return false;
  return isSystem(viewer) || isIncubatorSide(viewer, session) || canPlanCoaching(viewer, session);
}

/**
 * The follow-ups of a session turned into tasks for its startup are its planned actions: who writes the session's notes
 * and holds CREATE:PLANNED_ACTION — ALL, ASSIGNED (the startup's network: mentors, experts and coaches by default) or
 * OWN (the sessions they host).
 */
export function canPlanSessionActions(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  if (!canWriteSessionNotes(viewer, session)) return false;
  if (isSystem(viewer)) return true;
  return isAuthorized(viewer, 'CREATE:PLANNED_ACTION', {
    ownerId: session.hostId,
    assignedUserIds: session.assignedUserIds,
  });
}

/** COACHING_SESSION:DELETE: ALL, ASSIGNED (the startup's network) or OWN (hosted or created). */
export function canDeleteCoachingSession(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  if (isSystem(viewer)) return true;
  if (isStartupSide(viewer, session) && viewer.userId !== session.createdBy) return false;
  return isAuthorized(viewer, 'COACHING_SESSION:DELETE', {
    ownerId: session.hostId,
    creatorId: session.createdBy,
    assignedUserIds: session.assignedUserIds,
  });
}

export function canExportCoachingSessions(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'COACHING_SESSION:EXPORT');
}

/** The organisation's mentor matching settings and hour allocations: organisation admins (ORGANIZATION:EDIT). */
export function canManageMentorMatching(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'ORGANIZATION:EDIT');
}

/** The hours report (minutes allocated, pending, used): the programme team. */
export function canViewHoursReport(viewer: PolicyViewer): boolean {
  return managesStartups(viewer);
}

/**
 * Which evaluation form (issue 16) a person of a session answers: the organisation's side (the host included) the
 * mentor's form, the startup's attendees the founders' form; anyone else (staff who only see it, a founder of the
 * startup who did not attend) none.
 */
export function coachingEvaluationSide(
  viewer: PolicyViewer,
  session: CoachingSessionAccess,
): 'mentor' | 'founder' | null {
  if (isIncubatorSide(viewer, session)) return 'mentor';
  if (session.startupAttendeeIds.includes(viewer.userId)) return 'founder';
  return null;
}

/**
 * Every submitted evaluation of a session, both sides: the programme team (and System) who see the session, never a
 * startup's person. Everyone else reads only their own: founders never the mentor's, a mentor never the founders'.
 */
export function canReadCoachingEvaluations(viewer: PolicyViewer, session: CoachingSessionAccess): boolean {
  if (isStartupSide(viewer, session)) return false;
  return managesStartups(viewer) && canViewCoachingSession(viewer, session);
}

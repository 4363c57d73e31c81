import { DEFAULT_ROLE_PERMISSIONS, type RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  type CoachingSessionAccess,
  canBookCoaching,
  canDeleteCoachingSession,
  canEditAvailability,
  canManageCoachingSession,
  canManageMentorMatching,
  canPlanCoaching,
  canReadCoachingEvaluations,
  canReadPrivateNotes,
  canReadStaffNotes,
  canViewCoachingSession,
  canWriteSessionNotes,
  coachingEvaluationSide,
} from './coaching.ts';
import { buildViewer } from './test-viewers.ts';

/** A viewer of a role with the role's default permissions (docs/permissions.md). */
const as = (role: RoleType, userId = 'me') =>
  buildViewer(role, DEFAULT_ROLE_PERMISSIONS[role] as Record<string, never>, userId);

const session = (over: Partial<CoachingSessionAccess> = {}): CoachingSessionAccess => ({
  hostId: 'host',
  createdBy: 'founder',
  founderIds: ['founder', 'cofounder'],
  assignedUserIds: ['host', 'coach'],
  incubatorAttendeeIds: ['host', 'attendee'],
  startupAttendeeIds: ['founder'],
  ...over,
});

describe('coaching evaluation policies', () => {
  // viewer, role: the form they answer, reads both sides' evaluations
  it.each([
    ['host', 'Mentor', 'mentor', false],
    ['attendee', 'Coach', 'mentor', true],
    ['founder', 'Cofounder', 'founder', false],
    ['cofounder', 'Cofounder', null, false],
    ['coach', 'Coach', null, true],
    ['admin', 'Admin', null, true],
    ['staff', 'Staff', null, true],
    ['other-mentor', 'Mentor', null, false],
    ['other-founder', 'Cofounder', null, false],
  ] as const)('%s (%s): answers %s, reads all %s', (userId, role, side, readsAll) => {
    const viewer = as(role, userId);
    expect(coachingEvaluationSide(viewer, session())).toBe(side);
    expect(canReadCoachingEvaluations(viewer, session())).toBe(readsAll);
  });

  it('never lets a startup person read both sides, even with a staff role', () => {
    expect(canReadCoachingEvaluations(as('Staff', 'founder'), session())).toBe(false);
  });
});

describe('coaching policies', () => {
  // viewer, role: sees, private notes, staff notes, writes notes, manages (move/cancel), deletes
  it.each([
    ['host', 'Mentor', true, true, true, true, true, true],
    ['attendee', 'Coach', true, true, true, true, false, false],
    ['founder', 'Cofounder', true, false, false, false, true, true],
    ['cofounder', 'Cofounder', true, false, false, false, true, false],
    ['coach', 'Coach', true, false, true, true, true, false],
    ['admin', 'Admin', true, false, true, true, true, true],
    ['staff', 'Staff', true, false, true, true, true, true],
    ['other-mentor', 'Mentor', false, false, false, false, false, false],
    ['other-founder', 'Cofounder', false, false, false, false, false, false],
    ['evaluator', 'Evaluator', false, false, false, false, false, false],
  ] as const)(
    '%s (%s): sees %s, private %s, staff %s, writes %s, manages %s, deletes %s',
    (userId, role, sees, privateNotes, staffNotes, writes, manages, deletes) => {
      const viewer = as(role, userId);
      const access = session();
      expect(canViewCoachingSession(viewer, access)).toBe(sees);
      expect(canReadPrivateNotes(viewer, access)).toBe(privateNotes);
      expect(canReadStaffNotes(viewer, access)).toBe(staffNotes);
      expect(canWriteSessionNotes(viewer, access)).toBe(writes);
      expect(canManageCoachingSession(viewer, access)).toBe(manages);
      expect(canDeleteCoachingSession(viewer, access)).toBe(deletes);
    },
  );

  it('never lets a startup person read private notes, even as an attendee of the organisation side', () => {
    const viewer = as('Cofounder', 'founder');
    expect(canReadPrivateNotes(viewer, session({ incubatorAttendeeIds: ['host', 'founder'] }))).toBe(false);
    expect(canReadStaffNotes(viewer, session({ incubatorAttendeeIds: ['host', 'founder'] }))).toBe(false);
  });

  it.each([
    ['Mentor', 'me', 'Mentor', true],
    ['Mentor', 'other', 'Mentor', false],
    ['Coach', 'other', 'Mentor', false],
    ['Admin', 'other', 'Mentor', true],
    ['Staff', 'other', 'Expert', true],
    ['Admin', 'other', 'Cofounder', false],
    ['Cofounder', 'me', 'Cofounder', false],
    ['System', 'other', 'Evaluator', true],
  ] as const)('%s edits the availability of %s (%s): %s', (role, ownerId, ownerRole, allowed) => {
    expect(canEditAvailability(as(role), { id: ownerId, roleType: ownerRole })).toBe(allowed);
  });

  it.each([
    ['Cofounder', ['me'], [], true, false],
    ['Cofounder', ['x'], [], false, false],
    ['Mentor', [], ['me'], false, true],
    ['Mentor', [], ['x'], false, false],
    ['Coach', [], ['x'], false, false],
    ['Coach', [], ['me'], false, true],
    ['Admin', [], [], false, true],
    ['Evaluator', [], ['me'], false, false],
  ] as const)(
    '%s (founders %o, assigned %o) books: %s, plans: %s',
    (role, founderIds, assignedUserIds, books, plans) => {
      const viewer = as(role);
      expect(canBookCoaching(viewer, { founderIds: [...founderIds] })).toBe(books);
      expect(canPlanCoaching(viewer, { assignedUserIds: [...assignedUserIds] })).toBe(plans);
    },
  );

  it.each([
    ['Admin', true],
    ['SubAdmin', true],
    ['Staff', false],
    ['Coach', false],
    ['Cofounder', false],
  ] as const)('%s manages mentor matching: %s', (role, allowed) => {
    expect(canManageMentorMatching(as(role))).toBe(allowed);
  });
});

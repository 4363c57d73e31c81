import { isInRoleGroup, ROLE_TYPE_GROUPING, type RoleType, type UserStatus } from '@cohort/shared';
import { holdsPermission, isStartupManagerRole, isSystem, type PolicyViewer } from './viewer.ts';

/**
 * The rules of user management (role and status changes, alone or in a batch). What needs counting in the
 * database (the organisation's other active admins, its licensed users) stays in the people service, which asks
 * these rules whether the count matters.
 */

/** Statuses that occupy a licence and count as "in the organisation". */
export const LIVE_STATUSES: readonly UserStatus[] = ['active', 'pending'];

/** The roles that keep an organisation administered: it needs one of them active at all times. */
export const ADMIN_ROLE_TYPES: readonly RoleType[] = ['Admin', 'AdminCoach'];

/** A person's role and status, before or after a change. */
export interface Membership {
  roleType: RoleType;
  status: UserStatus;
}

/** The System role is given by the platform operators only: only System gives it. */
export function canGiveRole(viewer: Pick<PolicyViewer, 'roleType'>, roleType: RoleType): boolean {
  return roleType !== 'System' || isSystem(viewer);
}

/** Whether a change would take the viewer themselves out of the admin group (role or status): refused. */
export function isSelfDemotion(
  viewer: Pick<PolicyViewer, 'userId' | 'roleType'>,
  personId: string,
  after: Membership,
): boolean {
  return (
    personId === viewer.userId &&
    isInRoleGroup(viewer.roleType, 'adminGroup') &&
    (!isInRoleGroup(after.roleType, 'adminGroup') || after.status !== 'active')
  );
}

/** Whether a change takes an active admin out of the active admins (refused when they are the last one). */
export function leavesActiveAdmins(before: Membership, after: Membership): boolean {
  const isActiveAdmin = (m: Membership) => ADMIN_ROLE_TYPES.includes(m.roleType) && m.status === 'active';
  return isActiveAdmin(before) && !isActiveAdmin(after);
}

/** Whether a change makes someone a licensed user (an employee role, live) who was not (refused past the plan). */
export function takesLicence(before: Membership, after: Membership): boolean {
  const licensed = (m: Membership) => ROLE_TYPE_GROUPING[m.roleType] === 'employee' && LIVE_STATUSES.includes(m.status);
  return licensed(after) && !licensed(before);
}

/**
 * The people analytics (/community/people/analytics, issue 17 point 8): counts of the whole organisation, pending
 * and disabled people included, so for those who run user management: the programme team's roles (startup managers)
 * holding USER:EDIT (any criterion), and System. Coaches (no USER:EDIT by default), the network and founders are refused.
 */
export function canSeePeopleAnalytics(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || (isStartupManagerRole(viewer.roleType) && holdsPermission(viewer, 'USER:EDIT'));
}

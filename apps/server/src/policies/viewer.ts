import { isInRoleGroup, type PermissionCriteria, type RoleType, STARTUP_MANAGER_ROLES } from '@cohort/shared';

/**
 * What a policy needs to know about the viewer: plain data, a subset of the platform's `Viewer`, so that policies
 * are called the same way from resolvers, REST routes, jobs and tests.
 */
export interface PolicyViewer {
  userId: string;
  roleType: RoleType;
  /** Permission keys the role holds, with their criteria (keys it does not hold are absent). */
  permissions: ReadonlyMap<string, PermissionCriteria>;
}

/** The System role acts for the platform: every record rule lets it through. */
export function isSystem(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return viewer.roleType === 'System';
}

/** Startup managers (spec: Staff, Coach, AdminCoach, Admin, SubAdmin), without System. */
export function isStartupManagerRole(roleType: RoleType): boolean {
  return (STARTUP_MANAGER_ROLES as readonly RoleType[]).includes(roleType);
}

/** The programme team that manages startups: the startup manager roles and System. */
export function managesStartups(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isSystem(viewer) || isStartupManagerRole(viewer.roleType);
}

/** Internal roles (the organisation's own team) and System. */
export function isInternal(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isSystem(viewer) || isInRoleGroup(viewer.roleType, 'internal');
}

/** Whether the role holds the key with any criterion other than NONE. */
export function holdsPermission(viewer: Pick<PolicyViewer, 'permissions'>, key: string): boolean {
  return (viewer.permissions.get(key) ?? 'NONE') !== 'NONE';
}

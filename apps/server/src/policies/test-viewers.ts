import type { PermissionCriteria, RoleType } from '@cohort/shared';
import type { PolicyViewer } from './viewer.ts';

/** A viewer for policy tests: a role, and the permission keys it holds with their criteria. */
export function buildViewer(
  roleType: RoleType,
  permissions: Record<string, PermissionCriteria> = {},
  userId = 'me',
): PolicyViewer {
  return { userId, roleType, permissions: new Map(Object.entries(permissions)) };
}

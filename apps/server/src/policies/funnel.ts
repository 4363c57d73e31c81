import { isInRoleGroup, type RoleType } from '@cohort/shared';
import { canCreateFunnel, canListFunnels } from './application.ts';
import type { PolicyViewer } from './viewer.ts';

/**
 * The funnels management page (/applications/funnels/management): FUNNELS:VIEW:LIST, FUNNEL:CREATE (the create
 * menu's Funnel leads there; without the list key one sees the funnels one administers, one's own new ones
 * included) or a funnel's admin.
 */
export function canOpenFunnelsManagement(viewer: PolicyViewer, administersAFunnel = false): boolean {
  return canListFunnels(viewer, administersAFunnel) || canCreateFunnel(viewer);
}

/** A funnel's admins run it and see its applications as staff: members of the organisation's team only. */
export function canRunAFunnel(roleType: RoleType): boolean {
  return isInRoleGroup(roleType, 'internal');
}

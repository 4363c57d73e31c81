import { isAuthorized } from '@cohort/shared';
import type { StartupAccess } from './startup.ts';
import { holdsPermission, isSystem, managesStartups, type PolicyViewer } from './viewer.ts';

/** Incubator plans (milestone templates) are edited by startup managers. */
export function canManageMilestoneTemplates(viewer: PolicyViewer): boolean {
  return managesStartups(viewer);
}

/** The plans are listed by those who edit them and by whoever may create milestones (they apply plans). */
export function canListMilestoneTemplates(viewer: PolicyViewer): boolean {
  return canManageMilestoneTemplates(viewer) || holdsPermission(viewer, 'STARTUP_MILESTONE:CREATE');
}

/** STARTUP_MILESTONE:CREATE (ALL, or ASSIGNED to the startup): add a milestone or apply a plan. */
export function canCreateMilestone(viewer: PolicyViewer, access: Pick<StartupAccess, 'assignedUserIds'>): boolean {
  return (
    isSystem(viewer) || isAuthorized(viewer, 'STARTUP_MILESTONE:CREATE', { assignedUserIds: access.assignedUserIds })
  );
}

/** STARTUP_MILESTONE:EDIT (ALL, or ASSIGNED to the startup): change or delete a milestone. */
export function canEditMilestone(viewer: PolicyViewer, access: Pick<StartupAccess, 'assignedUserIds'>): boolean {
  return (
    isSystem(viewer) || isAuthorized(viewer, 'STARTUP_MILESTONE:EDIT', { assignedUserIds: access.assignedUserIds })
  );
}

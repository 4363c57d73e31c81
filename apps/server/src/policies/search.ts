import { isInRoleGroup } from '@cohort/shared';
import { isTaskManager } from './task.ts';
import type { PolicyViewer } from './viewer.ts';

/**
 * The shell's rules (global search, support, home). The startups global search finds are those whose file the
 * viewer opens: `startupFileReach` (startup.ts).
 */

/** Global search finds people for the internal roles only (System is not in the group: it finds none). */
export function canSearchPeople(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isInRoleGroup(viewer.roleType, 'internal');
}

/** Spec 01 §2.5: users outside the first role group write to the organisation's support mailbox, when it has one. */
export function seesOrganisationSupportMailbox(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return !isInRoleGroup(viewer.roleType, 'internal');
}

/** The home page's key counts of the organisation: for task managers (staff) only. */
export function seesHomeSummary(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isTaskManager(viewer);
}

import { isAuthorized } from '@cohort/shared';
import type { ApplicationAccess, FunnelAccess } from './application.ts';
import { holdsPermission, isStartupManagerRole, isSystem, type PolicyViewer } from './viewer.ts';

/**
 * The people of an application (issue 14, applying): its applicant (the owner) and the co-founders they invite. The
 * team is made while the application is a draft; after the submission it is what staff reviewed.
 */

/** The applicant invites co-founders to their draft (APPLICATION_DRAFT:ACCESS); co-founders do not invite others. */
export function canInviteApplicationCofounder(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  return (
    application.applicantId === viewer.userId &&
    application.status === 'draft' &&
    holdsPermission(viewer, 'APPLICATION_DRAFT:ACCESS')
  );
}

/** The applicant removes a co-founder of their draft, and a co-founder may leave it; nobody removes the applicant. */
export function canRemoveApplicationCofounder(
  viewer: PolicyViewer,
  application: ApplicationAccess,
  cofounderId: string,
): boolean {
  if (application.status !== 'draft' || cofounderId === application.applicantId) return false;
  if (!application.memberIds.includes(cofounderId)) return false;
  return viewer.userId === cofounderId || canInviteApplicationCofounder(viewer, application);
}

/**
 * The create menu's Application Lead (spec 01 §6: accelerator and incubator staff): a startup manager role who runs
 * the funnel (APPLICATION_FLOW:EDIT, ALL or ASSIGNED for the funnels one administers; funnel admins always).
 */
export function canCreateApplicationLead(viewer: PolicyViewer, funnel: FunnelAccess): boolean {
  if (isSystem(viewer)) return true;
  if (!isStartupManagerRole(viewer.roleType)) return false;
  if (funnel.adminIds.includes(viewer.userId)) return true;
  return isAuthorized(viewer, 'APPLICATION_FLOW:EDIT', { assignedUserIds: funnel.adminIds });
}

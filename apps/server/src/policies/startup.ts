import { isAuthorized } from '@cohort/shared';
import { isSystem, type PolicyViewer } from './viewer.ts';

/** Who a startup's permissions are decided against: its people (founders) and its assigned network. */
export interface StartupAccess {
  startupId: string;
  name: string;
  founderIds: string[];
  assignedUserIds: string[];
}

/** Whether the viewer is one of the startup's own people (cofounders and community members of it). */
export function isStartupPerson(viewer: Pick<PolicyViewer, 'userId'>, access: Pick<StartupAccess, 'founderIds'>) {
  return access.founderIds.includes(viewer.userId);
}

/** A startup's people always see their file; others by STARTUP_FILE:VIEW (ALL, or ASSIGNED to the startup). */
export function canViewStartupFile(viewer: PolicyViewer, access: StartupAccess): boolean {
  if (isSystem(viewer)) return true;
  return isStartupPerson(viewer, access) || isAuthorized(viewer, 'STARTUP_FILE:VIEW', access);
}

/** Private posts are for the programme side: never a startup's own people, and only with the permission. */
export function canSeePrivatePosts(viewer: PolicyViewer, access: Pick<StartupAccess, 'founderIds'>): boolean {
  if (isStartupPerson(viewer, access)) return false;
  return isSystem(viewer) || isAuthorized(viewer, 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW');
}

/** STARTUP_DOCUMENT:DOWNLOAD: founders always, else by criteria (ALL or ASSIGNED). */
export function canDownloadStartupDocuments(viewer: PolicyViewer, access: StartupAccess): boolean {
  if (isSystem(viewer)) return true;
  return isAuthorized(viewer, 'STARTUP_DOCUMENT:DOWNLOAD', access);
}

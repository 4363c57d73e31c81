import { isInRoleGroup } from '@cohort/shared';
import { holdsPermission, isSystem, managesStartups, type PolicyViewer } from './viewer.ts';

/** Startup managers share views with the team; others keep them to themselves. */
export function canShareSavedViews(viewer: PolicyViewer): boolean {
  return managesStartups(viewer);
}

/** SAVED_VIEWS:READ (System always) reads the views the team shared. */
export function canReadSharedSavedViews(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'SAVED_VIEWS:READ');
}

/** A saved view is seen by its creator, and by everyone once shared (the list also needs canReadSharedSavedViews). */
export function canSeeSavedView(viewer: PolicyViewer, view: { createdBy: string | null; shared: boolean }): boolean {
  return view.shared || view.createdBy === viewer.userId;
}

/** A saved view is deleted by its creator, the admin group and System. */
export function canDeleteSavedView(viewer: PolicyViewer, view: { createdBy: string | null }): boolean {
  return view.createdBy === viewer.userId || isInRoleGroup(viewer.roleType, 'adminGroup') || isSystem(viewer);
}

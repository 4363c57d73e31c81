import { isAuthorized } from '@cohort/shared';
import {
  type ApplicationAccess,
  canDownloadApplicationDocuments,
  canSeePrivateApplicationComments,
  canViewApplication,
  canViewApplicationAsStaff,
} from './application.ts';
import { timelinePostDeleteKey } from './timeline.ts';
import { isSystem, type PolicyViewer } from './viewer.ts';

/**
 * The application file (issue 14 point 4): comments on an application's activities tab. A public comment is read by
 * the application's people and its staff; a private one only by staff with TIMELINE/CREATE_PRIVATE_COMMENT:VIEW.
 */
export interface ApplicationCommentRecord {
  createdBy: string | null;
  parentId: string | null;
  isPublic: boolean;
}

/** A comment is seen by whoever sees the application, when it is public or the viewer reads private comments. */
export function canSeeApplicationComment(
  viewer: PolicyViewer,
  comment: Pick<ApplicationCommentRecord, 'isPublic'>,
  application: ApplicationAccess,
): boolean {
  return (
    canViewApplication(viewer, application) &&
    (comment.isPublic || canSeePrivateApplicationComments(viewer, application))
  );
}

/** Whoever sees the application comments publicly (its people included); private comments are for the staff who read them. */
export function canCommentOnApplication(
  viewer: PolicyViewer,
  application: ApplicationAccess,
  isPublic: boolean,
): boolean {
  if (!canViewApplication(viewer, application)) return false;
  return isPublic || canSeePrivateApplicationComments(viewer, application);
}

/**
 * Deleting a comment: its author always; staff of the application by NOTE_SINGLE:DELETE (a comment without replies, or
 * a reply) or NOTE_THREAD:DELETE (a comment with replies), as on a startup timeline (ASSIGNED: the funnel's admins).
 */
export function canDeleteApplicationComment(
  viewer: PolicyViewer,
  comment: ApplicationCommentRecord,
  replyCount: number,
  application: ApplicationAccess,
): boolean {
  if (!canSeeApplicationComment(viewer, comment, application)) return false;
  if (isSystem(viewer) || (comment.createdBy !== null && comment.createdBy === viewer.userId)) return true;
  if (!canViewApplicationAsStaff(viewer, application)) return false;
  return isAuthorized(viewer, timelinePostDeleteKey(comment, replyCount), {
    authorId: comment.createdBy,
    assignedUserIds: application.funnelAdminIds,
  });
}

/** A comment's files: its author, and whoever downloads the application's documents (APPLICATION_DOCUMENT:DOWNLOAD). */
export function canDownloadApplicationCommentFiles(
  viewer: PolicyViewer,
  comment: Pick<ApplicationCommentRecord, 'createdBy' | 'isPublic'>,
  application: ApplicationAccess,
): boolean {
  if (!canSeeApplicationComment(viewer, comment, application)) return false;
  return comment.createdBy === viewer.userId || canDownloadApplicationDocuments(viewer, application);
}

/** Who moved an application, and who wrote its status changes, is shown to staff; its people see the changes only. */
export function seesApplicationActors(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  return canViewApplicationAsStaff(viewer, application);
}

import { isAuthorized } from '@cohort/shared';
import { canDownloadStartupDocuments, canSeePrivatePosts, canViewStartupFile, type StartupAccess } from './startup.ts';
import { isSystem, managesStartups, type PolicyViewer } from './viewer.ts';

/** What a timeline rule reads of a post. */
export interface TimelinePostRecord {
  createdBy: string | null;
  parentId: string | null;
  isPublic: boolean;
}

/** What the viewer may do to a post, as the timeline exposes it. */
export interface TimelinePostViewerCan {
  canDownload: boolean;
  canDelete: boolean;
  canEdit: boolean;
  canPin: boolean;
}

/** A post with replies is deleted under NOTE_THREAD:DELETE, a single note (or a reply) under NOTE_SINGLE:DELETE. */
export function timelinePostDeleteKey(post: Pick<TimelinePostRecord, 'parentId'>, replyCount: number): string {
  return post.parentId === null && replyCount > 0 ? 'NOTE_THREAD:DELETE' : 'NOTE_SINGLE:DELETE';
}

/** A post is seen in a startup file the viewer opens, when it is public or the viewer may see private posts. */
export function canSeeTimelinePost(
  viewer: PolicyViewer,
  post: Pick<TimelinePostRecord, 'isPublic'>,
  access: StartupAccess,
): boolean {
  return canViewStartupFile(viewer, access) && (post.isPublic || canSeePrivatePosts(viewer, access));
}

/** Anyone who opens the file posts publicly; private posts (and replies to them) need canSeePrivatePosts. */
export function canPostOnTimeline(viewer: PolicyViewer, access: StartupAccess, isPublic: boolean): boolean {
  return isPublic || canSeePrivatePosts(viewer, access);
}

/** Only its author changes a post's message. */
export function canEditTimelinePost(viewer: PolicyViewer, post: Pick<TimelinePostRecord, 'createdBy'>): boolean {
  return post.createdBy === viewer.userId;
}

/** Pinning is for startup managers (and System). */
export function canPinTimelinePosts(viewer: PolicyViewer): boolean {
  return managesStartups(viewer);
}

/** Deleting follows the delete key's criteria (OWN: the author only; ASSIGNED: the startup's network); authors always. */
export function canDeleteTimelinePost(
  viewer: PolicyViewer,
  post: Pick<TimelinePostRecord, 'createdBy' | 'parentId'>,
  replyCount: number,
  access: Pick<StartupAccess, 'assignedUserIds'>,
): boolean {
  if (isSystem(viewer)) return true;
  return isAuthorized(viewer, timelinePostDeleteKey(post, replyCount), {
    authorId: post.createdBy,
    assignedUserIds: access.assignedUserIds,
  });
}

/** A post's files: its author, and whoever downloads the startup's documents. */
export function canDownloadPostFiles(
  viewer: PolicyViewer,
  post: Pick<TimelinePostRecord, 'createdBy'>,
  access: StartupAccess,
): boolean {
  return post.createdBy === viewer.userId || canDownloadStartupDocuments(viewer, access);
}

/** Everything the viewer may do to a post with `replyCount` replies. */
export function timelinePostViewerCan(
  viewer: PolicyViewer,
  post: TimelinePostRecord,
  replyCount: number,
  access: StartupAccess,
): TimelinePostViewerCan {
  return {
    canDownload: canDownloadPostFiles(viewer, post, access),
    canDelete: canDeleteTimelinePost(viewer, post, replyCount, access),
    canEdit: canEditTimelinePost(viewer, post),
    canPin: post.parentId === null && canPinTimelinePosts(viewer),
  };
}

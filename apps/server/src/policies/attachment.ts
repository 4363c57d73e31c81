import { canDownloadStartupDocuments, canSeePrivatePosts, canViewStartupFile, type StartupAccess } from './startup.ts';
import { isStartupManagerRole, type PolicyViewer } from './viewer.ts';

/** What a file rule reads of a file. */
export interface AttachmentRecord {
  referenceType: string;
  uploadedBy: string | null;
  startupId: string | null;
}

export interface AttachmentRights {
  /** The viewer may know the file exists (else: not found). */
  see: boolean;
  download: boolean;
  /** Rename and delete: the uploader, the startup's people for its documents, startup managers. */
  manage: boolean;
}

const NO_RIGHTS: AttachmentRights = { see: false, download: false, manage: false };
const ALL_RIGHTS: AttachmentRights = { see: true, download: true, manage: true };

/**
 * What the viewer may do with a file: a draft (or a file of no startup) is its uploader's alone; a startup's documents
 * follow the startup file and STARTUP_DOCUMENT:DOWNLOAD; a post's files follow the post's visibility (private posts
 * are never its startup's people's) and the same download permission. `access` is the file's startup (null when it
 * is gone), `post` the post of a post's file (null when it is gone).
 */
export function attachmentRights(
  viewer: PolicyViewer,
  file: AttachmentRecord,
  access: StartupAccess | null,
  post: { isPublic: boolean } | null,
): AttachmentRights {
  const own = file.uploadedBy === viewer.userId;
  if (file.referenceType === 'draft' || !file.startupId) return own ? ALL_RIGHTS : NO_RIGHTS;
  if (!access || !canViewStartupFile(viewer, access)) return NO_RIGHTS;
  if (file.referenceType === 'post' && (!post || (!post.isPublic && !canSeePrivatePosts(viewer, access)))) {
    return NO_RIGHTS;
  }
  const founder = access.founderIds.includes(viewer.userId);
  return {
    see: true,
    download: own || canDownloadStartupDocuments(viewer, access),
    manage: own || isStartupManagerRole(viewer.roleType) || (founder && file.referenceType === 'startup'),
  };
}

/** Uploading to a startup (a draft for a post, or a document) needs its file open. */
export function canUploadToStartup(viewer: PolicyViewer, access: StartupAccess): boolean {
  return canViewStartupFile(viewer, access);
}

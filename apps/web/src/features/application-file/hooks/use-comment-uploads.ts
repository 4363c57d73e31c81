import type { UploadedFile } from '../api/application-files-api.ts';
import { type PendingFile, usePendingUploads } from '../../../lib/use-pending-uploads.ts';
import { useApplicationFeedback } from './use-application-feedback.ts';
import { useApplicationFilesApi } from './use-application-files-api.ts';

export type CommentFile = PendingFile<UploadedFile>;

/**
 * The files of a comment being written: each is uploaded for the application at once; removing one deletes the
 * upload. The comment claims them by their ids.
 */
export function useCommentUploads(applicationId: string) {
  const api = useApplicationFilesApi();
  const feedback = useApplicationFeedback();
  return usePendingUploads<UploadedFile>({
    upload: (file) => api.upload(applicationId, file, file.name),
    remove: (stored) => api.remove(applicationId, stored._id),
    errorMessage: feedback.restMessage,
  });
}

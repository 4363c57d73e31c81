import type { StoredFile } from '../api/attachments-api.ts';
import { type PendingFile, usePendingUploads } from '../../../lib/use-pending-uploads.ts';
import { useAttachmentsApi } from './use-attachments-api.ts';
import { useUploadSizeCheck } from './use-upload-size-check.ts';
import { useFileFeedback } from './use-file-feedback.ts';

export type DraftFile = PendingFile<StoredFile>;

/**
 * The files attached to a post being written: each is checked against the upload limit, then uploaded as a draft of
 * the startup; removing one deletes the draft. The post claims the drafts by their ids.
 */
export function useDraftUploads(startupId: string) {
  const api = useAttachmentsApi();
  const feedback = useFileFeedback();
  const checkSize = useUploadSizeCheck();
  return usePendingUploads<StoredFile>({
    upload: (file) => api.upload(file, file.name, { type: 'draft', startupId }),
    remove: (stored) => api.remove(startupId, stored._id),
    errorMessage: feedback.restMessage,
    check: checkSize,
  });
}

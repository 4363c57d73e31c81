import { useCallback, useRef, useState } from 'react';
import type { StoredFile } from '../api/attachments-api.ts';
import { useAttachmentsApi } from './use-attachments-api.ts';
import { useUploadSizeCheck } from './use-upload-size-check.ts';
import { useFileFeedback } from './use-file-feedback.ts';

export interface DraftFile {
  key: string;
  name: string;
  /** Set once the upload is done. */
  stored: StoredFile | null;
}

/**
 * The files attached to a post being written: each is checked against the upload limit, then uploaded as a draft of
 * the startup; removing one deletes the draft. The post claims the drafts by their ids.
 */
export function useDraftUploads(startupId: string) {
  const api = useAttachmentsApi();
  const feedback = useFileFeedback();
  const checkSize = useUploadSizeCheck();
  const [files, setFiles] = useState<DraftFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);

  const attach = useCallback(
    async (file: File | null) => {
      if (!file) return;
      const tooLarge = checkSize(file);
      if (tooLarge) {
        setError(tooLarge);
        return;
      }
      setError(null);
      counter.current += 1;
      const key = `draft-${counter.current}`;
      setFiles((current) => [...current, { key, name: file.name, stored: null }]);
      try {
        const stored = await api.upload(file, file.name, { type: 'draft', startupId });
        setFiles((current) => current.map((draft) => (draft.key === key ? { ...draft, stored } : draft)));
      } catch (cause) {
        setFiles((current) => current.filter((draft) => draft.key !== key));
        setError(feedback.restMessage(cause));
      }
    },
    [api, checkSize, feedback, startupId],
  );

  const detach = useCallback(
    (key: string) => {
      const draft = files.find((entry) => entry.key === key);
      setFiles((current) => current.filter((entry) => entry.key !== key));
      // A draft nobody posts is the uploader's alone; deleting it is tidiness, a failure changes nothing for them.
      if (draft?.stored) void api.remove(startupId, draft.stored._id).catch(() => undefined);
    },
    [api, files, startupId],
  );

  const clear = useCallback(() => {
    setFiles([]);
    setError(null);
  }, []);

  return {
    files,
    error,
    uploading: files.some((draft) => draft.stored === null),
    attachmentIds: files.flatMap((draft) => (draft.stored ? [draft.stored._id] : [])),
    attach,
    detach,
    clear,
  };
}

import { useCallback, useRef, useState } from 'react';
import type { UploadedFile } from '../api/application-files-api.ts';
import { useApplicationFeedback } from './use-application-feedback.ts';
import { useApplicationFilesApi } from './use-application-files-api.ts';

export interface CommentFile {
  key: string;
  name: string;
  /** Set once the upload is done. */
  stored: UploadedFile | null;
}

/**
 * The files of a comment being written: each is uploaded for the application at once; removing one deletes the
 * upload. The comment claims them by their ids.
 */
export function useCommentUploads(applicationId: string) {
  const api = useApplicationFilesApi();
  const feedback = useApplicationFeedback();
  const [files, setFiles] = useState<CommentFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);

  const attach = useCallback(
    async (file: File | null) => {
      if (!file) return;
      setError(null);
      counter.current += 1;
      const key = `file-${counter.current}`;
      setFiles((current) => [...current, { key, name: file.name, stored: null }]);
      try {
        const stored = await api.upload(applicationId, file, file.name);
        setFiles((current) => current.map((entry) => (entry.key === key ? { ...entry, stored } : entry)));
      } catch (cause) {
        setFiles((current) => current.filter((entry) => entry.key !== key));
        setError(feedback.restMessage(cause));
      }
    },
    [api, applicationId, feedback],
  );

  const detach = useCallback(
    (key: string) => {
      const entry = files.find((file) => file.key === key);
      setFiles((current) => current.filter((file) => file.key !== key));
      // An upload nobody posts is the uploader's alone; deleting it is tidiness.
      if (entry?.stored) void api.remove(applicationId, entry.stored._id).catch(() => undefined);
    },
    [api, applicationId, files],
  );

  const clear = useCallback(() => {
    setFiles([]);
    setError(null);
  }, []);

  return {
    files,
    error,
    uploading: files.some((file) => file.stored === null),
    attachmentIds: files.flatMap((file) => (file.stored ? [file.stored._id] : [])),
    attach,
    detach,
    clear,
  };
}

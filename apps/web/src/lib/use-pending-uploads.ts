import { useCallback, useRef, useState } from 'react';

export interface PendingFile<T> {
  key: string;
  name: string;
  /** Set once the upload is done. */
  stored: T | null;
}

/**
 * The files attached to something being written (a post, a comment): each is uploaded at once (after `check`, which
 * names why a file is refused); removing one deletes its upload, which is the uploader's alone until the writing is
 * posted, so a failure to delete changes nothing for them. What is posted claims the uploads by their ids.
 */
export function usePendingUploads<T extends { _id: string }>(options: {
  upload: (file: File) => Promise<T>;
  remove: (stored: T) => Promise<unknown>;
  errorMessage: (cause: unknown) => string;
  check?: (file: File) => string | null;
}) {
  const { upload, remove, errorMessage, check } = options;
  const [files, setFiles] = useState<PendingFile<T>[]>([]);
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);

  const attach = useCallback(
    async (file: File | null) => {
      if (!file) return;
      const refused = check?.(file) ?? null;
      if (refused) {
        setError(refused);
        return;
      }
      setError(null);
      counter.current += 1;
      const key = `file-${counter.current}`;
      setFiles((current) => [...current, { key, name: file.name, stored: null }]);
      try {
        const stored = await upload(file);
        setFiles((current) => current.map((entry) => (entry.key === key ? { ...entry, stored } : entry)));
      } catch (cause) {
        setFiles((current) => current.filter((entry) => entry.key !== key));
        setError(errorMessage(cause));
      }
    },
    [check, errorMessage, upload],
  );

  const detach = useCallback(
    (key: string) => {
      const entry = files.find((file) => file.key === key);
      setFiles((current) => current.filter((file) => file.key !== key));
      if (entry?.stored) void remove(entry.stored).catch(() => undefined);
    },
    [files, remove],
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

import { useCallback, useState } from 'react';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useAttachmentsApi } from './use-attachments-api.ts';
import { useFileFeedback } from './use-file-feedback.ts';

/** Downloads a file with the token and saves it under its name; a failure is an error toast. */
export function useDownload() {
  const api = useAttachmentsApi();
  const feedback = useFileFeedback();
  const [pending, setPending] = useState<string | null>(null);
  const download = useCallback(
    async (file: { _id: string; name: string }) => {
      setPending(file._id);
      try {
        saveBlob(await api.download(file._id), file.name);
      } catch (error) {
        feedback.failed(feedback.restMessage(error));
      } finally {
        setPending(null);
      }
    },
    [api, feedback],
  );
  return { download, pending };
}

import { useState } from 'react';
import { saveBlob } from '../../../lib/save-blob.ts';
import { fileNameFromDisposition } from '../../exports/index.ts';
import { useApplicationFeedback } from './use-application-feedback.ts';
import { useApplicationFilesApi } from './use-application-files-api.ts';

/** Downloads a file of the application with the bearer token; `downloading` is the url in progress. */
export function useFileDownload() {
  const api = useApplicationFilesApi();
  const feedback = useApplicationFeedback();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (url: string, name: string) => {
    setDownloading(url);
    try {
      const { blob, disposition } = await api.download(url);
      saveBlob(blob, fileNameFromDisposition(disposition, name));
    } catch (error) {
      feedback.failed(feedback.restMessage(error));
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}

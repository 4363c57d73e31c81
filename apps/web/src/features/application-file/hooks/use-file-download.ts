import { useState } from 'react';
import { fileNameFromDisposition } from '../../exports/index.ts';
import { useApplicationFeedback } from './use-application-feedback.ts';
import { useApplicationFilesApi } from './use-application-files-api.ts';

/** Hands a blob over to the browser as a download, through a link to an object URL. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

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

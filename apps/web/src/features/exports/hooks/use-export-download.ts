import { TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestError, restErrorFromResponse } from '../../../lib/rest-client.ts';
import { authorizationHeader } from '../../../lib/session.ts';
import { useAuthServices, useAuthSnapshot } from '../../identity/index.ts';
import type { ExportJob } from '../graphql/export-job-fields.fragment.ts';
import { fileNameFromDisposition } from '../utils/exports.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * Downloads the file of a completed export: GET downloadUrl with the bearer token (a plain link could not carry it),
 * then saves the answer under the server's file name. A 401 ends the session as every other call does.
 */
export function useExportDownload() {
  const { t, i18n } = useTranslation('exports');
  const { token } = useAuthSnapshot();
  const { session } = useAuthServices();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (job: ExportJob) => {
    if (!job.downloadUrl) return;
    setDownloading(job._id);
    try {
      const headers: Record<string, string> = { 'Accept-Language': i18n.resolvedLanguage ?? 'en' };
      const authorization = authorizationHeader(token);
      if (authorization) headers.Authorization = authorization;
      const response = await fetch(job.downloadUrl, { headers, credentials: 'same-origin' });
      if (!response.ok) {
        if (response.status === 401 && token && session.store.getSnapshot().token === token) {
          session.authenticationRequired();
        }
        throw await restErrorFromResponse(response);
      }
      const fallback = job.fileName ?? `export.${job.format.toLowerCase()}`;
      saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition'), fallback));
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isRestError(error) && error.message ? error.message : t('downloadFailed'),
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'export-download-error',
      });
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, download };
}

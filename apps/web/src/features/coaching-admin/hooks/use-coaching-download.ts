import { TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestError, restErrorFromResponse } from '../../../lib/rest-client.ts';
import { authorizationHeader } from '../../../lib/session.ts';
import { fileNameFromDisposition } from '../../exports/index.ts';
import { useAuthServices, useAuthSnapshot } from '../../identity/index.ts';

/** Hands a file over to the browser as a download, through a link to an object URL. */
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

/**
 * Downloads a coaching export (REST, with the bearer token a plain link could not carry) under the server's file
 * name; `downloading` is the path in progress. A refusal is said in a notification.
 */
export function useCoachingDownload() {
  const { t, i18n } = useTranslation('coachingAdmin');
  const { token } = useAuthSnapshot();
  const { session } = useAuthServices();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (path: string, fallbackName: string) => {
    setDownloading(path);
    try {
      const headers: Record<string, string> = { 'Accept-Language': i18n.resolvedLanguage ?? 'en' };
      const authorization = authorizationHeader(token);
      if (authorization) headers.Authorization = authorization;
      const response = await fetch(path, { headers, credentials: 'same-origin' });
      if (!response.ok) {
        if (response.status === 401 && token && session.store.getSnapshot().token === token) {
          session.authenticationRequired();
        }
        throw await restErrorFromResponse(response);
      }
      saveBlob(
        await response.blob(),
        fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName),
      );
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isRestError(error) && error.message ? error.message : t('hours.downloadFailed'),
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'coaching-download-error',
      });
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, download };
}

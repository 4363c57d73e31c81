import { TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestError, restErrorFromResponse } from '../../../lib/rest-client.ts';
import { authorizationHeader } from '../../../lib/session.ts';
import { useAuthServices, useAuthSnapshot } from '../../identity/index.ts';
import { fileNameFromDisposition } from '../utils/exports.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * Downloads a file of a REST route with the bearer token (a plain link could not carry it) and saves it under the
 * server's file name; `downloading` is the path in progress. A 401 ends the session as every other call does; any
 * other refusal is said in a notification (the server's message, else `failedMessage`) carrying `errorTestId`.
 */
export function useFileDownload(failedMessage: string, errorTestId: string) {
  const { i18n } = useTranslation();
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
        message: isRestError(error) && error.message ? error.message : failedMessage,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': errorTestId,
      });
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, download };
}

import { TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestError, restErrorFromResponse } from '../../../lib/rest-client.ts';
import { authorizationHeader } from '../../../lib/session.ts';
import { fileNameFromDisposition } from '../../exports/index.ts';
import { useAuthServices, useAuthSnapshot } from '../../identity/index.ts';
import { applicationPdfPath } from '../utils/paths.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * Downloads one application as a PDF (GET /api/applications/:id/pdf with the bearer token, which a plain link could
 * not carry) and saves it under the server's file name; a refusal shows the server's message.
 */
export function useApplicationPdf() {
  const { t, i18n } = useTranslation('applicationsAnalytics');
  const { token } = useAuthSnapshot();
  const { session } = useAuthServices();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (applicationId: string) => {
    setDownloading(applicationId);
    try {
      const headers: Record<string, string> = { 'Accept-Language': i18n.resolvedLanguage ?? 'en' };
      const authorization = authorizationHeader(token);
      if (authorization) headers.Authorization = authorization;
      const response = await fetch(applicationPdfPath(applicationId), { headers, credentials: 'same-origin' });
      if (!response.ok) {
        if (response.status === 401 && token && session.store.getSnapshot().token === token) {
          session.authenticationRequired();
        }
        throw await restErrorFromResponse(response);
      }
      saveBlob(
        await response.blob(),
        fileNameFromDisposition(response.headers.get('content-disposition'), 'application.pdf'),
      );
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isRestError(error) && error.message ? error.message : t('exports.pdfFailed'),
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'application-pdf-error',
      });
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, download };
}

import { useTranslation } from 'react-i18next';
import { useFileDownload } from '../../exports/index.ts';
import { applicationPdfPath } from '../utils/paths.ts';

/**
 * Downloads one application as a PDF (GET /api/applications/:id/pdf with the bearer token, which a plain link could
 * not carry) and saves it under the server's file name; a refusal shows the server's message.
 */
export function useApplicationPdf() {
  const { t } = useTranslation('applicationsAnalytics');
  const file = useFileDownload(t('exports.pdfFailed'), 'application-pdf-error');
  return {
    /** Whether the PDF of this application is downloading. */
    isDownloading: (applicationId: string) => file.downloading === applicationPdfPath(applicationId),
    download: (applicationId: string) => file.download(applicationPdfPath(applicationId), 'application.pdf'),
  };
}

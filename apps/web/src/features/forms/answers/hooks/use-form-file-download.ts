import { useTranslation } from 'react-i18next';
import { useFileDownload } from '../../../exports/index.ts';

/** Downloads a file of the forms REST routes (answers export, PDF, a sheet's files) under the server's file name. */
export function useFormFileDownload() {
  const { t } = useTranslation('formAnswers');
  return useFileDownload(t('download.failed'), 'form-answers-download-error');
}

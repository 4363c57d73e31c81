import { useTranslation } from 'react-i18next';
import { useFileDownload } from '../../exports/index.ts';

/** Downloads a coaching export (hours, sessions) under the server's file name; a refusal is said in a notification. */
export function useCoachingDownload() {
  const { t } = useTranslation('coachingAdmin');
  return useFileDownload(t('hours.downloadFailed'), 'coaching-download-error');
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupRelabel } from '../../organisation/index.ts';

/** The application's page (built by the application file; /application/:id shows its activities). */
export function applicationPath(applicationId: string): string {
  return `/application/${applicationId}`;
}

interface Named {
  startupName?: string | null;
  startup?: { name: string } | null;
  applicantCode?: string | null;
}

/** The name an application goes by in lists: its startup's, else the anonymous label, else "Unnamed startup". */
export function useApplicationName() {
  const { t } = useTranslation('applicationsOverview');
  const relabel = useStartupRelabel();
  return useCallback(
    (application: Named) =>
      application.startup?.name ||
      application.startupName ||
      (application.applicantCode ? t('anonymous', { code: application.applicantCode }) : relabel(t('noStartupName'))),
    [t, relabel],
  );
}

import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle, useStartupRelabel } from '../../organisation/index.ts';
import { FileMessage } from '../components/file-message.tsx';
import { ownStartupFilePath } from '../utils/file-tabs.ts';

/** /startup and /startup/file: the cofounder's own file (their first startup), or a word when they have none. */
export function MyStartupFilePage() {
  const { t } = useTranslation('startupFile');
  const user = useCurrentUser();
  const relabel = useStartupRelabel();
  usePageTitle(relabel(t('title')));
  const path = ownStartupFilePath(user.startups);
  if (path) return <Navigate to={path} replace />;
  return (
    <FileMessage
      icon={<IconRocket size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />}
      title={relabel(t('noStartup.title'))}
      body={relabel(t('noStartup.body'))}
      testId="startup-file-none"
    />
  );
}

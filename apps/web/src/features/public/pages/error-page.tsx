import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../organisation/index.ts';
import { ErrorScreen } from './error-screen.tsx';

/** The /error route: the error screen as a page. */
export function ErrorPage() {
  const { t } = useTranslation('errors');
  usePageTitle(t('unexpected.pageTitle'));
  return <ErrorScreen />;
}

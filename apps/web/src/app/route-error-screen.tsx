import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../features/public/index.ts';
import { isChunkLoadError, requestChunkReload } from '../lib/chunk-load.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

function ReloadingScreen() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return <FullScreenLoader label={t('reloading')} />;
}

/** What a failed route shows: a loader while the page reloads for a missing chunk, else the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error) && requestChunkReload()) return <ReloadingScreen />;
  return <ErrorScreen error={error} />;
}

import { useTranslation } from 'react-i18next';
import { usePictureUpload } from '../../../lib/use-picture-upload.ts';
import { useAttachmentsApi } from '../../startup-file/index.ts';

/** Uploads a call's cover picture; `onUploaded` runs with its address (already the funnel's cover on the server). */
export function useFunnelCoverUpload(funnelId: string, onUploaded: (url: string) => void) {
  const { t } = useTranslation('funnels');
  const api = useAttachmentsApi();
  return usePictureUpload(
    (file) => api.funnelCover(funnelId, file, file.name),
    { wrongType: t('settings.coverWrongType'), tooLarge: (limit) => t('settings.coverTooLarge', { limit }) },
    onUploaded,
  );
}

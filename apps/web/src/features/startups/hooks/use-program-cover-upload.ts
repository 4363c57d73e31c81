import { useTranslation } from 'react-i18next';
import { usePictureUpload } from '../../../lib/use-picture-upload.ts';
import { useAttachmentsApi } from '../../startup-file/index.ts';

/** Uploads a programme's cover; `onUploaded` runs with the new picture's address (lib/use-picture-upload.ts). */
export function useProgramCoverUpload(programId: string, onUploaded: (url: string) => void) {
  const { t } = useTranslation('startups');
  const api = useAttachmentsApi();
  return usePictureUpload(
    (file) => api.programCover(programId, file, file.name),
    {
      wrongType: t('programPage.cover.wrongType'),
      tooLarge: (limit) => t('programPage.cover.tooLarge', { limit }),
    },
    onUploaded,
  );
}

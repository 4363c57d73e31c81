import { megabytes } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestError } from '../../../lib/rest-client.ts';
import { useAttachmentsApi } from '../../startup-file/index.ts';
import { PROGRAM_COVER_MAX_BYTES, programCoverProblem } from '../utils/program-page.ts';

/**
 * Uploads a programme's cover: the type and size are checked before a byte is sent, the server's message (403, 413,
 * 415, ...) shows otherwise; `onUploaded` runs with the new picture's address.
 */
export function useProgramCoverUpload(programId: string, onUploaded: (url: string) => void) {
  const { t } = useTranslation(['startups', 'errors']);
  const api = useAttachmentsApi();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = programCoverProblem(file);
    if (problem) {
      setError(
        problem === 'type'
          ? t('startups:programPage.cover.wrongType')
          : t('startups:programPage.cover.tooLarge', { limit: megabytes(PROGRAM_COVER_MAX_BYTES) }),
      );
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const answer = await api.programCover(programId, file, file.name);
      onUploaded(answer.url);
    } catch (failure) {
      setError(isRestError(failure) && failure.message ? failure.message : t('errors:networkError'));
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading, error, clearError: () => setError(null) };
}

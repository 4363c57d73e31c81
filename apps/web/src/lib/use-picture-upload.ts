import { megabytes } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_MAX_BYTES, pictureProblem } from './pictures.ts';
import { isRestError } from './rest-client.ts';

/**
 * Uploads a picture through `send`: the type and size are checked before a byte is sent (`messages` says why, in the
 * caller's words), the server's message (403, 413, 415, ...) shows otherwise; `onUploaded` runs with the picture's
 * address.
 */
export function usePictureUpload(
  send: (file: File) => Promise<{ url: string }>,
  messages: { wrongType: string; tooLarge: (limitInMegabytes: number) => string },
  onUploaded: (url: string) => void,
) {
  const { t } = useTranslation('errors');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      setError(problem === 'type' ? messages.wrongType : messages.tooLarge(megabytes(PICTURE_MAX_BYTES)));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const answer = await send(file);
      onUploaded(answer.url);
    } catch (failure) {
      setError(isRestError(failure) && failure.message ? failure.message : t('networkError'));
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading, error, clearError: () => setError(null) };
}

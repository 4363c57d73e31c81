import { megabytes } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestError } from '../../../lib/rest-client.ts';
import { useCurrentUserState } from '../../identity/index.ts';
import { useAttachmentsApi } from '../../startup-file/index.ts';
import { PROFILE_PICTURE_MAX_BYTES, type ProfilePictureKind, profilePictureProblem } from '../utils/profile-picture.ts';

/**
 * Uploads the signed-in person's avatar or cover: the type and size are checked before a byte is sent, the server's
 * message (413, 415, ...) shows otherwise; on success the profile and the account menu's avatar are read again.
 */
export function useProfilePictureUpload(onUploaded: (kind: ProfilePictureKind, url: string) => void) {
  const { t } = useTranslation(['community', 'errors']);
  const api = useAttachmentsApi();
  const currentUser = useCurrentUserState();
  const [uploading, setUploading] = useState<ProfilePictureKind | null>(null);
  const [error, setError] = useState<{ kind: ProfilePictureKind; message: string } | null>(null);

  const upload = async (kind: ProfilePictureKind, file: File | null) => {
    if (!file) return;
    const problem = profilePictureProblem(file);
    if (problem) {
      setError({
        kind,
        message:
          problem === 'type'
            ? t('community:pictures.wrongType')
            : t('community:pictures.tooLarge', { limit: megabytes(PROFILE_PICTURE_MAX_BYTES) }),
      });
      return;
    }
    setError(null);
    setUploading(kind);
    try {
      const answer = await api.uploadUserPicture(file, file.name, kind);
      onUploaded(kind, answer.url);
      if (kind === 'avatar' && currentUser.status === 'signedIn') currentUser.refresh();
    } catch (failure) {
      setError({
        kind,
        message: isRestError(failure) && failure.message ? failure.message : t('errors:networkError'),
      });
    } finally {
      setUploading(null);
    }
  };

  return { upload, uploading, error };
}

import { useTranslation } from 'react-i18next';
import { isOverUploadLimit, uploadLimitMegabytes } from '../utils/file-size.ts';
import { useUploadLimit } from './use-upload-limit.ts';

/**
 * The size check every upload goes through before a byte is sent: the message of a file over the limit (the
 * shared ATTACHMENT_MESSAGES.tooLarge, translated), or null when the file may go.
 */
export function useUploadSizeCheck(): (file: { size: number }) => string | null {
  const { t } = useTranslation('startupFile');
  const limit = useUploadLimit();
  return (file) =>
    isOverUploadLimit(file.size, limit) ? t('attachments.tooLarge', { limit: uploadLimitMegabytes(limit) }) : null;
}

import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { isRestError, NETWORK_ERROR_CODE } from '../../../lib/rest-client.ts';

/** The toasts and error texts of the startup file (spec 01 §8, §9: toasts close after 10 s). */
export function useFileFeedback() {
  const { t } = useTranslation(['startupFile', 'errors']);
  return {
    succeeded: (message: string) =>
      notifications.show({
        color: 'green',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'startup-file-toast-success',
      }),
    failed: (message: string) =>
      notifications.show({
        color: 'red',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'startup-file-toast-error',
      }),
    errorMessage: (error: CombinedError) =>
      graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.notFound]: t('startupFile:errors.postNotFound'),
      }),
    /** The message of a failed REST call: the server's own (in the interface language), or 'Network Error'. */
    restMessage: (error: unknown) => {
      if (isRestError(error)) return error.code === NETWORK_ERROR_CODE ? t('errors:networkError') : error.message;
      return t('startupFile:errors.unexpected');
    },
  };
}

export type FileFeedback = ReturnType<typeof useFileFeedback>;

import { TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { isRestError, NETWORK_ERROR_CODE } from '../../../lib/rest-client.ts';
import { applicationErrorMessage } from '../utils/application-errors.ts';

/** The toasts and error texts of the application file (spec 01 §9: toasts close after 10 s). */
export function useApplicationFeedback() {
  const { t } = useTranslation(['applicationFile', 'errors']);
  return {
    succeeded: (message: string) =>
      notifications.show({
        color: 'green',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'application-file-toast-success',
      }),
    failed: (message: string) =>
      notifications.show({
        color: 'red',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'application-file-toast-error',
      }),
    errorMessage: (error: CombinedError) => applicationErrorMessage(error, t),
    /** The message of a failed REST call: the server's own (in the interface language), or 'Network Error'. */
    restMessage: (error: unknown) => {
      if (isRestError(error)) return error.code === NETWORK_ERROR_CODE ? t('errors:networkError') : error.message;
      return t('applicationFile:errors.unexpected');
    },
  };
}

export type ApplicationFeedback = ReturnType<typeof useApplicationFeedback>;

import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';

/** The success toast and the error texts of the settings pages (spec 01 §8, §9 toast dismiss 10 s). */
export function useSettingsFeedback() {
  const { t } = useTranslation(['settings', 'errors']);
  return {
    saved: (message: string = t('settings:saved')) =>
      notifications.show({
        color: 'green',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'settings-saved-toast',
      }),
    failed: (message: string) =>
      notifications.show({
        color: 'red',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'settings-error-toast',
      }),
    errorMessage: (error: CombinedError) =>
      graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.notFound]: t('settings:errors.notFound'),
      }),
  };
}

import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';

/** The toasts and error texts of the overview (spec 01 §8, §9: toasts close after 10 s). */
export function useOverviewFeedback() {
  const { t } = useTranslation(['applicationsOverview', 'errors']);
  return {
    succeeded: (message: string) =>
      notifications.show({
        color: 'green',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'overview-toast-success',
      }),
    failed: (message: string) =>
      notifications.show({
        color: 'red',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'overview-toast-error',
      }),
    errorMessage: (error: CombinedError) =>
      graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.forbidden]: t('applicationsOverview:errors.forbidden'),
      }),
  };
}

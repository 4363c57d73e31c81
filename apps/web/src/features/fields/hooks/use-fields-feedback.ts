import { ERROR_CODES, PLAN_FEATURE_UNAVAILABLE_MESSAGE, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';

/** The toasts and error texts of the custom field pages (spec 01 §8, §9: toasts close after 10 s). */
export function useFieldsFeedback() {
  const { t } = useTranslation(['fields', 'errors']);
  return {
    succeeded: (message: string) =>
      notifications.show({
        color: 'green',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'fields-toast-success',
      }),
    failed: (message: string) =>
      notifications.show({
        color: 'red',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'fields-toast-error',
      }),
    errorMessage: (error: CombinedError) => {
      const message = graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.notFound]: t('fields:errors.notFound'),
      });
      // The plan's refusal comes in English from the server: say it in the interface language.
      return message === PLAN_FEATURE_UNAVAILABLE_MESSAGE ? t('fields:editing.planUnavailable') : message;
    },
  };
}

export type FieldsFeedback = ReturnType<typeof useFieldsFeedback>;

import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { useDefinitionMessage } from './use-definition-message.ts';

/** The toasts and error texts of the forms pages (spec 01 §8, §9: toasts close after 10 s). */
export function useFormsFeedback() {
  const { t } = useTranslation(['forms', 'errors']);
  const say = useDefinitionMessage();
  return {
    succeeded: (message: string) =>
      notifications.show({
        color: 'green',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'forms-toast-success',
      }),
    failed: (message: string) =>
      notifications.show({ color: 'red', message, autoClose: TOAST_DISMISS_MS, 'data-testid': 'forms-toast-error' }),
    errorMessage: (error: CombinedError) =>
      say(
        graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
          [ERROR_CODES.notFound]: t('forms:errors.notFound'),
          [ERROR_CODES.forbidden]: t('forms:errors.forbidden'),
        }),
      ),
  };
}

export type FormsFeedback = ReturnType<typeof useFormsFeedback>;

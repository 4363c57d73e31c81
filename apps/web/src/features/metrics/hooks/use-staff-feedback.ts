import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { staffMessageKey } from '../utils/staff-messages.ts';

/** The toasts and refusals of the staff's metric screens (spec 01 §8, §9: toasts close after 10 s). */
export function useStaffFeedback() {
  const { t } = useTranslation(['metrics', 'errors']);
  const message = (text: string): string => {
    const key = staffMessageKey(text);
    return key ? t(`metrics:${key}`) : text;
  };
  return {
    message,
    succeeded: (text: string) =>
      notifications.show({
        color: 'green',
        message: text,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'metrics-staff-toast-success',
      }),
    failed: (text: string) =>
      notifications.show({
        color: 'red',
        message: text,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'metrics-staff-toast-error',
      }),
    /** The refusal in words: field messages translated, or the error code's message. */
    errorMessage: (error: CombinedError): string => {
      const fields = graphqlFieldErrors(error);
      if (fields.length > 0) return fields.map((field) => message(field.message)).join('. ');
      const known = error.graphQLErrors.find((graphQLError) => staffMessageKey(graphQLError.message));
      if (known) return message(known.message);
      return graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.forbidden]: t('metrics:staff.forbidden'),
        [ERROR_CODES.notFound]: t('metrics:staff.notFound'),
      });
    },
  };
}

export type StaffFeedback = ReturnType<typeof useStaffFeedback>;

import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { evaluationMessageKey } from '../utils/server-messages.ts';

/**
 * The toasts and error texts of the evaluation pages (spec 01 §8, §9: toasts close after 10 s). The API's refusals
 * are said in the interface language when they are among its known messages, else as they came.
 */
export function useEvaluationFeedback() {
  const { t } = useTranslation(['evaluations', 'errors']);
  const serverText = (message: string): string => {
    const known = evaluationMessageKey(message);
    if (!known) return message;
    const { name = '', label = '', labels = '' } = known.params;
    return t(`evaluations:server.${known.key}`, { name, label, labels });
  };
  return {
    serverText,
    succeeded: (message: string) =>
      notifications.show({
        color: 'green',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'evaluation-toast-success',
      }),
    failed: (message: string) =>
      notifications.show({
        color: 'red',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'evaluation-toast-error',
      }),
    errorMessage: (error: CombinedError): string => {
      const fields = graphqlFieldErrors(error);
      if (fields.length > 0) return fields.map((field) => serverText(field.message)).join('. ');
      const known = error.graphQLErrors.find((graphQLError) => evaluationMessageKey(graphQLError.message));
      if (known) return serverText(known.message);
      return graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.forbidden]: t('evaluations:errors.forbidden'),
        [ERROR_CODES.notFound]: t('evaluations:errors.notFound'),
      });
    },
  };
}

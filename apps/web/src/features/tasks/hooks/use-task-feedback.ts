import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';

/** The toasts of the task actions (spec 01 §8: 'Task created', failures with the error text; §9 dismiss 10 s). */
export function useTaskFeedback() {
  const { t } = useTranslation(['tasks', 'errors']);
  return {
    succeeded: (message: string) =>
      notifications.show({ color: 'green', message, autoClose: TOAST_DISMISS_MS, 'data-testid': 'task-success-toast' }),
    failed: (message: string) =>
      notifications.show({ color: 'red', message, autoClose: TOAST_DISMISS_MS, 'data-testid': 'task-error-toast' }),
    errorMessage: (error: CombinedError) =>
      graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        [ERROR_CODES.notFound]: t('tasks:errors.notFound'),
      }),
  };
}

export type TaskFeedback = ReturnType<typeof useTaskFeedback>;

import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { funnelServerMessageKey } from '../utils/server-messages.ts';

/** The toasts and error texts of the funnels pages (spec 01 §8, §9: toasts close after 10 s). */
export function useFunnelsFeedback() {
  const { t } = useTranslation(['funnels', 'errors']);
  /** A message of the funnels API in the interface language (any other text as it came). */
  const say = useCallback(
    (message: string): string => {
      const key = funnelServerMessageKey(message);
      return key ? t(`funnels:server.${key}`) : message;
    },
    [t],
  );
  return useMemo(
    () => ({
      say,
      succeeded: (message: string) =>
        notifications.show({
          color: 'green',
          message,
          autoClose: TOAST_DISMISS_MS,
          'data-testid': 'funnels-toast-success',
        }),
      failed: (message: string) =>
        notifications.show({
          color: 'red',
          message,
          autoClose: TOAST_DISMISS_MS,
          'data-testid': 'funnels-toast-error',
        }),
      // The messages come joined with '. ' (none of the API's own contains it): each is said in the interface language.
      errorMessage: (error: CombinedError) =>
        graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
          [ERROR_CODES.notFound]: t('funnels:errors.notFound'),
          [ERROR_CODES.forbidden]: t('funnels:errors.forbidden'),
        })
          .split('. ')
          .map(say)
          .join('. '),
    }),
    [say, t],
  );
}

export type FunnelsFeedback = ReturnType<typeof useFunnelsFeedback>;

import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { coachingMessageKey, errorMessages } from '../utils/server-messages.ts';

/** A failed call's refusal, said in the interface's language when it is one of COACHING_MESSAGES. */
export function MutationError({ error, testId }: { error: CombinedError | null | undefined; testId?: string }) {
  const { t } = useTranslation(['availability', 'errors']);
  if (!error) return null;
  const messages = errorMessages(error).map((message) => {
    const key = coachingMessageKey(message);
    return key ? t(`availability:serverMessages.${key}`) : message;
  });
  return (
    <Alert color="red" role="alert" data-testid={testId ?? 'availability-error'}>
      {messages.length > 0 ? messages.join('. ') : t('errors:networkError')}
    </Alert>
  );
}

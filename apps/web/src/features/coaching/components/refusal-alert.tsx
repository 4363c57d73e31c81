import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { type CoachingRefusal, coachingRefusal } from '../utils/slots.ts';

/**
 * The messages of a failed call: the field messages of a validation error, else each error's message; a network
 * failure without an answer gives none (the caller says so).
 */
export function refusalsOf(error: CombinedError): CoachingRefusal[] {
  const messages: string[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const fields = graphQLError.extensions?.fields;
    if (Array.isArray(fields) && fields.length > 0) {
      for (const field of fields)
        if (field && typeof field === 'object' && typeof (field as { message?: unknown }).message === 'string')
          messages.push((field as { message: string }).message);
      continue;
    }
    if (graphQLError.message) messages.push(graphQLError.message);
  }
  return [...new Set(messages)].map(coachingRefusal);
}

/** A failed call's refusal, said in the interface's language when it is one of COACHING_MESSAGES. */
export function RefusalAlert({ error, testId }: { error: CombinedError | null | undefined; testId?: string }) {
  const { t } = useTranslation(['coaching', 'errors']);
  if (!error) return null;
  const messages = refusalsOf(error).map((refusal) =>
    refusal.key === null
      ? refusal.message
      : refusal.key === 'insufficientAllocation'
        ? t('coaching:refusals.insufficientAllocation', { minutes: refusal.minutes })
        : t(`coaching:refusals.${refusal.key}`),
  );
  return (
    <Alert color="red" role="alert" data-testid={testId ?? 'coaching-error'}>
      {messages.length > 0 ? messages.join(' ') : t('errors:networkError')}
    </Alert>
  );
}

import { COACHING_MESSAGES } from '@cohort/shared';
import type { CombinedError } from 'urql';

/**
 * The refusals of the availability API, read back from the server's English words (COACHING_MESSAGES of
 * packages/shared) into keys of `availability:serverMessages`, so that the interface says them in its language; null
 * for any other text (shown as it came).
 */
const EXACT_KEYS = [
  'timeZone',
  'timeOfDay',
  'endAfterStart',
  'businessHours',
  'weekdays',
  'notHost',
  'window',
] as const satisfies readonly (keyof typeof COACHING_MESSAGES)[];
export type CoachingMessageKey = (typeof EXACT_KEYS)[number];

const EXACT: Readonly<Record<string, CoachingMessageKey>> = Object.fromEntries(
  EXACT_KEYS.map((key) => [COACHING_MESSAGES[key], key]),
);

export function coachingMessageKey(message: string): CoachingMessageKey | null {
  return Object.hasOwn(EXACT, message) ? (EXACT[message] ?? null) : null;
}

/**
 * The messages of a failed call: the field messages of a validation error, else each error's message; a network
 * failure without an answer gives none (the caller says so).
 */
export function errorMessages(error: CombinedError): string[] {
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
  return [...new Set(messages)];
}

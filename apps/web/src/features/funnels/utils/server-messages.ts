import { APPLICATION_MESSAGES, type ApplicationMessageKey } from '@cohort/shared';

/** The funnels service's refusals that are not application messages, by their English text. */
const OTHER_MESSAGES = {
  'This programme was not found': 'programNotFound',
  'This form was not found': 'formNotFound',
  'This person was not found': 'personNotFound',
} as const;

export type FunnelServerMessageKey = ApplicationMessageKey | (typeof OTHER_MESSAGES)[keyof typeof OTHER_MESSAGES];

const BY_TEXT = new Map<string, FunnelServerMessageKey>([
  ...(Object.entries(APPLICATION_MESSAGES) as [ApplicationMessageKey, string][]).map(
    ([key, text]) => [text, key] as [string, FunnelServerMessageKey],
  ),
  ...(Object.entries(OTHER_MESSAGES) as [string, FunnelServerMessageKey][]),
]);

/** The translation key of a message of the funnels API (it answers in English), or null for any other text. */
export function funnelServerMessageKey(message: string): FunnelServerMessageKey | null {
  return BY_TEXT.get(message) ?? null;
}

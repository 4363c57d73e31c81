import {
  APPLICATION_COFOUNDERS_MAX,
  APPLICATION_MESSAGES,
  type ApplicationMessageKey,
  formatMessage,
} from '@cohort/shared';

/**
 * The server's refusals of the applications area come in English (APPLICATION_MESSAGES); the pages say them in the
 * interface language by finding which one a message is. Anything else is shown as the server wrote it.
 */
const BY_TEXT = new Map<string, ApplicationMessageKey>(
  (Object.entries(APPLICATION_MESSAGES) as [ApplicationMessageKey, string][])
    // A transition names statuses the staff pages translate; it is never said to an applicant.
    .filter(([key]) => key !== 'transition')
    .map(([key, text]) => [
      key === 'cofoundersMax' ? formatMessage(text, { max: APPLICATION_COFOUNDERS_MAX }) : text,
      key,
    ]),
);

export function applicationMessageKey(message: string): ApplicationMessageKey | null {
  return BY_TEXT.get(message.trim()) ?? null;
}

/** Translates a server message when it is one of the applications area, else returns it unchanged. */
export function translateApplicationMessage(
  message: string,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const key = applicationMessageKey(message);
  return key ? t(`apply:errors.${key}`, { max: APPLICATION_COFOUNDERS_MAX }) : message;
}

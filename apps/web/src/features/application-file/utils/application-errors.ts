import { APPLICATION_MESSAGES, type ApplicationStatus, ERROR_CODES } from '@cohort/shared';
import type { TFunction } from 'i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';

/** The translator of the application file: its namespace and the shared errors. */
export type ApplicationTranslator = TFunction<readonly ['applicationFile', 'errors']>;

/** The refusals of the application file the web app says in the interface language (the server says them in English). */
const TRANSLATED = [
  'meetingRoundOnly',
  'meetingAlreadyScheduled',
  'meetingNotScheduled',
  'meetingEndsBeforeStart',
  'meetingAttendee',
  'noPreparedDecision',
  'programGone',
  'privateComment',
] as const satisfies readonly (keyof typeof APPLICATION_MESSAGES)[];

/** The server's message for a refusal without a reason of its own. */
const FORBIDDEN_MESSAGE = 'You are not allowed to do this';

const TRANSITION = new RegExp(
  `^${APPLICATION_MESSAGES.transition.replace('{from}', '(\\w+)').replace('{to}', '(\\w+)')}$`,
);

/** One server message in the interface language when it is one of the application file's refusals. */
export function translateApplicationMessage(message: string, t: ApplicationTranslator): string {
  if (message === FORBIDDEN_MESSAGE) return t('applicationFile:errors.forbidden');
  const key = TRANSLATED.find((name) => APPLICATION_MESSAGES[name] === message);
  if (key) return t(`applicationFile:serverErrors.${key}`);
  const transition = TRANSITION.exec(message);
  if (transition) {
    return t('applicationFile:serverErrors.transition', {
      from: t(`applicationFile:status.${transition[1] as ApplicationStatus}`),
      to: t(`applicationFile:status.${transition[2] as ApplicationStatus}`),
    });
  }
  return message;
}

/** The text of a failed call of the application file (spec 01 §8), its known refusals translated. */
export function applicationErrorMessage(error: CombinedError, t: ApplicationTranslator): string {
  return graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
    [ERROR_CODES.notFound]: t('applicationFile:errors.notFound'),
  })
    .split('. ')
    .map((part) => translateApplicationMessage(part, t))
    .join('. ');
}

import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { translateApplicationMessage } from '../utils/application-messages.ts';

/**
 * The text of a failed call of the apply pages: each message (field messages included) in the interface language
 * when it is one of the applications area's refusals, 'Network Error' for a lost connection (spec 01 §8).
 */
export function useApplicationErrorText() {
  const { t } = useTranslation(['apply', 'errors']);
  const message = (text: string) =>
    translateApplicationMessage(text, (key, values) => t(key as 'apply:errors.callClosed', values ?? {}));
  return {
    message,
    of: (error: CombinedError) =>
      graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
        TooManyRequestsError: t('apply:errors.tooManySignUps'),
      })
        .split('. ')
        .map(message)
        .join('. '),
  };
}

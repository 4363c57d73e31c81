import { ERROR_CODES } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { metricMessageKey } from '../utils/metric-messages.ts';

/** The shared rules' and the API's messages in the person's language; unknown texts (custom labels) as they came. */
export function useMetricText() {
  const { t } = useTranslation(['metrics', 'errors']);
  const message = (text: string): string => {
    const known = metricMessageKey(text);
    if (!known) return text;
    const { value = '', field = '' } = known.params;
    return t(`metrics:messages.${known.key}`, { value, field });
  };
  const errorMessage = (error: CombinedError): string => {
    const fields = graphqlFieldErrors(error);
    if (fields.length > 0) return fields.map((field) => message(field.message)).join('. ');
    const known = error.graphQLErrors.find((graphQLError) => metricMessageKey(graphQLError.message));
    if (known) return message(known.message);
    return graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
      [ERROR_CODES.forbidden]: t('metrics:messages.notYourStartup'),
    });
  };
  return { message, errorMessage };
}

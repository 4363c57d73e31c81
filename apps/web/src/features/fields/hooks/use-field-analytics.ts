import { useQuery } from 'urql';
import { CustomFieldAnalyticsQuery } from '../graphql/custom-field-analytics.query.ts';
import type { CustomFieldEntityKind } from '../utils/entity-kinds.ts';

/** How the custom fields of one kind are answered (flag customFieldsAnalytics, CUSTOM_FIELD_ANALYTICS:ACCESS). */
export function useFieldAnalytics(entityKind: CustomFieldEntityKind) {
  const [{ data, error }] = useQuery({
    query: CustomFieldAnalyticsQuery,
    variables: { entityKind },
    requestPolicy: 'cache-and-network',
  });
  return { analytics: data?.customFieldAnalytics ?? null, error };
}

import { useCallback } from 'react';
import { useQuery } from 'urql';
import { CustomFieldsQuery } from '../graphql/custom-fields.query.ts';
import type { CustomFieldEntityKind } from '../utils/entity-kinds.ts';

/** The custom fields of one kind, and a way to fetch them again after a change the cache cannot follow. */
export function useCustomFields(entityKind: CustomFieldEntityKind) {
  const [{ data, error }, reexecute] = useQuery({
    query: CustomFieldsQuery,
    variables: { entityKind },
    requestPolicy: 'cache-and-network',
  });
  // A created or deleted field changes the list itself: fetch it again.
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { fields: data?.customFields ?? null, error, refresh };
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { StartupCustomFieldsQuery } from '../graphql/startup-custom-fields.query.ts';
import { customFieldFiltersToKeep, encodeCustomFieldFilter } from '../utils/custom-field-filters.ts';
import type { StartupsList } from './use-startups-list.ts';

/**
 * The startup custom fields the list can be filtered by (none for those who may not read them), and the stale filters
 * handled: when the server refuses the address's custom-field filters (a field or option was deleted), the fields are
 * asked again, the filters that no longer fit leave the address and `dropped` turns true until `dismiss`.
 */
export function useCustomFieldFilters(list: StartupsList) {
  const client = useClient();
  const [{ data }] = useQuery({ query: StartupCustomFieldsQuery, requestPolicy: 'cache-and-network' });
  const fields = useMemo(() => data?.customFields ?? [], [data]);
  const [dropped, setDropped] = useState(false);

  const latest = useRef(list);
  latest.current = list;
  const refusedKey = list.customFieldsRefused ? list.state.customFields.map(encodeCustomFieldFilter).join('\n') : null;
  useEffect(() => {
    if (refusedKey === null) return;
    let cancelled = false;
    void client
      .query(StartupCustomFieldsQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (cancelled) return;
        const { state, change } = latest.current;
        change({ customFields: customFieldFiltersToKeep(state.customFields, result.data?.customFields ?? []) });
        setDropped(true);
      });
    return () => {
      cancelled = true;
    };
  }, [client, refusedKey]);

  return {
    fields,
    /** Whether the viewer may filter by custom fields (the organisation has some the viewer may read). */
    available: fields.length > 0,
    dropped,
    dismiss: () => setDropped(false),
  };
}

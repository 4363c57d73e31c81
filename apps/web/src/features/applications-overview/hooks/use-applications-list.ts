import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { type AddressListCodec, useAddressList } from '../../../lib/use-address-list.ts';
import { ApplicationRowFragment } from '../graphql/application-row.fragment.ts';
import { ApplicationsQuery } from '../graphql/applications.query.ts';
import {
  changeOverview,
  OVERVIEW_SEARCH_DEBOUNCE_MS,
  type OverviewState,
  overviewVariables,
  parseOverview,
  writeOverview,
} from '../utils/overview-url.ts';

const CODEC: AddressListCodec<OverviewState> = {
  parse: parseOverview,
  apply: changeOverview,
  write: writeOverview,
  debounceMs: OVERVIEW_SEARCH_DEBOUNCE_MS,
};

/** A page of the overview for the state in the address (search, filters, sort, page). */
export function useApplicationsList() {
  const { state, change, search, setSearch } = useAddressList(CODEC);
  const variables = useMemo(() => overviewVariables(state), [state]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: ApplicationsQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const applications = useMemo(
    () => (data?.applications.results ?? []).map((row) => readFragment(ApplicationRowFragment, row)),
    [data],
  );
  return {
    state,
    change,
    search,
    setSearch,
    applications,
    totalCount: data?.applications.totalCount ?? 0,
    loaded: data != null,
    error,
    fetching,
    refresh,
  };
}

export type ApplicationsList = ReturnType<typeof useApplicationsList>;

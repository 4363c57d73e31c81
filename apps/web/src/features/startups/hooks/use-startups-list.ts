import { type AddressListCodec, useAddressList } from '../../../lib/use-address-list.ts';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { StartupFieldsFragment } from '../graphql/startup-fields.fragment.ts';
import { StartupsQuery } from '../graphql/startups.query.ts';
import { isCustomFieldFilterRefusal } from '../utils/custom-field-filters.ts';
import {
  changeStartupsList,
  parseStartupsList,
  STARTUPS_SEARCH_DEBOUNCE_MS,
  type StartupsListState,
  startupsQueryVariables,
  writeStartupsList,
} from '../utils/startups-url.ts';

const CODEC: AddressListCodec<StartupsListState> = {
  parse: parseStartupsList,
  apply: changeStartupsList,
  write: writeStartupsList,
  debounceMs: STARTUPS_SEARCH_DEBOUNCE_MS,
};

/**
 * A page of the portfolio for the state in the address (search, filters, sort, page): the search box's text reaches
 * the address once typing settles, a link that brings another search fills the box. `customFieldsRefused` tells
 * that the server refused the address's custom-field filters (see StartupsFilters, which drops the stale ones).
 */
export function useStartupsList() {
  const { state, change, search, setSearch } = useAddressList(CODEC);

  const variables = useMemo(() => startupsQueryVariables(state), [state]);
  const [{ data, error, fetching, operation }, reexecute] = useQuery({
    query: StartupsQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const startups = useMemo(
    () => (data?.startups.results ?? []).map((startup) => readFragment(StartupFieldsFragment, startup)),
    [data],
  );

  // The server refused the custom-field filters of this very address (a field or option no longer exists).
  const customFieldsRefused =
    error !== undefined &&
    variables.customFields !== null &&
    isCustomFieldFilterRefusal(graphqlFieldErrors(error)) &&
    JSON.stringify(operation?.variables.customFields ?? null) === JSON.stringify(variables.customFields);

  return {
    state,
    search,
    setSearch,
    change,
    startups,
    totalCount: data?.startups.totalCount ?? 0,
    loaded: data != null,
    error,
    customFieldsRefused,
    fetching,
    refresh,
  };
}

export type StartupsList = ReturnType<typeof useStartupsList>;

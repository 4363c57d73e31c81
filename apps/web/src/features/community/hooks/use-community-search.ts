import { type AddressListCodec, useAddressList } from '../../../lib/use-address-list.ts';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { CommunitySearchQuery } from '../graphql/community-search.query.ts';
import {
  COMMUNITY_SEARCH_DEBOUNCE_MS,
  type CommunityListState,
  changeCommunityList,
  communitySearchVariables,
  parseCommunityList,
  writeCommunityList,
} from '../utils/community-url.ts';

const CODEC: AddressListCodec<CommunityListState> = {
  parse: parseCommunityList,
  apply: changeCommunityList,
  write: writeCommunityList,
  debounceMs: COMMUNITY_SEARCH_DEBOUNCE_MS,
};

/**
 * A page of the directory for the state in the address (kind, search, filters, page): the search box's text reaches
 * the address once typing settles; a link that brings another search fills the box.
 */
export function useCommunitySearch() {
  const { state, change, search, setSearch } = useAddressList(CODEC);

  const variables = useMemo(() => communitySearchVariables(state), [state]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: CommunitySearchQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const page = data?.communitySearch;

  return {
    state,
    search,
    setSearch,
    change,
    people: page?.people ?? [],
    startups: page?.startups ?? [],
    totalCount: page?.totalCount ?? 0,
    loaded: page !== undefined,
    error,
    fetching,
    retry,
  };
}

export type CommunitySearch = ReturnType<typeof useCommunitySearch>;

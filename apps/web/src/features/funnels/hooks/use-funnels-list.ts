import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { type AddressListCodec, useAddressList } from '../../../lib/use-address-list.ts';
import { FunnelFieldsFragment } from '../graphql/funnel-fields.fragment.ts';
import { FunnelsQuery } from '../graphql/funnels.query.ts';
import {
  changeFunnelsList,
  FUNNELS_SEARCH_DEBOUNCE_MS,
  type FunnelsListState,
  funnelsQueryVariables,
  parseFunnelsList,
  writeFunnelsList,
} from '../utils/funnels-url.ts';

const CODEC: AddressListCodec<FunnelsListState> = {
  parse: parseFunnelsList,
  apply: changeFunnelsList,
  write: writeFunnelsList,
  debounceMs: FUNNELS_SEARCH_DEBOUNCE_MS,
};

/** The funnels of the search and filters kept in the address. */
export function useFunnelsList() {
  const { state, change, search, setSearch } = useAddressList(CODEC);
  const variables = useMemo(() => funnelsQueryVariables(state), [state]);
  const [{ data, error }, reexecute] = useQuery({ query: FunnelsQuery, variables, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const funnels = useMemo(
    () => (data?.funnels ?? []).map((funnel) => readFragment(FunnelFieldsFragment, funnel)),
    [data],
  );
  return { state, change, search, setSearch, funnels, loaded: data != null, error, refresh };
}

export type FunnelsList = ReturnType<typeof useFunnelsList>;

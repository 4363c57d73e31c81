import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How a list keeps its state in the address: read it, apply a change to it, and write it back. */
export interface AddressListCodec<State extends { search: string }> {
  parse(params: URLSearchParams): State;
  apply(state: State, next: Partial<State>): State;
  write(params: URLSearchParams, state: State): URLSearchParams;
  /** How long the search box waits for typing to settle before it reaches the address. */
  debounceMs: number;
}

/**
 * A list whose search, filters and page live in the address: `change` writes them (replacing the history entry), the
 * search box's text reaches the address once typing settles, and a link that brings another search fills the box.
 */
export function useAddressList<State extends { search: string }>(codec: AddressListCodec<State>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => codec.parse(searchParams), [codec, searchParams]);
  const change = useCallback(
    (next: Partial<State>) =>
      setSearchParams((current) => codec.write(current, codec.apply(codec.parse(current), next)), { replace: true }),
    [codec, setSearchParams],
  );
  const [search, setSearch] = useState(state.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), codec.debounceMs);
  /** The search the address last got from the box, to tell a link that brings another search from our own writes. */
  const writtenSearch = useRef(state.search);
  useEffect(() => {
    if (debouncedSearch === writtenSearch.current) return;
    writtenSearch.current = debouncedSearch;
    change({ search: debouncedSearch } as Partial<State>);
  }, [debouncedSearch, change]);
  useEffect(() => {
    if (state.search === writtenSearch.current) return;
    writtenSearch.current = state.search;
    setSearch(state.search);
  }, [state.search]);
  return { state, change, search, setSearch };
}

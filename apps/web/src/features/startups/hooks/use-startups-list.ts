import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { StartupFieldsFragment } from '../graphql/startup-fields.fragment.ts';
import { StartupsQuery } from '../graphql/startups.query.ts';
import {
  changeStartupsList,
  parseStartupsList,
  STARTUPS_SEARCH_DEBOUNCE_MS,
  type StartupsListState,
  startupsQueryVariables,
  writeStartupsList,
} from '../utils/startups-url.ts';

/**
 * A page of the portfolio for the state in the address (search, filters, sort, page): the search box's text reaches
 * the address once typing settles, a link that brings another search fills the box.
 */
export function useStartupsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseStartupsList(searchParams), [searchParams]);
  const change = useCallback(
    (next: Partial<StartupsListState>) =>
      setSearchParams((current) => writeStartupsList(current, changeStartupsList(parseStartupsList(current), next)), {
        replace: true,
      }),
    [setSearchParams],
  );

  const [search, setSearch] = useState(state.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), STARTUPS_SEARCH_DEBOUNCE_MS);
  /** The search the address last got from the box, to tell a link that brings another search from our own writes. */
  const writtenSearch = useRef(state.search);
  useEffect(() => {
    if (debouncedSearch === writtenSearch.current) return;
    writtenSearch.current = debouncedSearch;
    change({ search: debouncedSearch });
  }, [debouncedSearch, change]);
  useEffect(() => {
    if (state.search === writtenSearch.current) return;
    writtenSearch.current = state.search;
    setSearch(state.search);
  }, [state.search]);

  const variables = useMemo(() => startupsQueryVariables(state), [state]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StartupsQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const startups = useMemo(
    () => (data?.startups.results ?? []).map((startup) => readFragment(StartupFieldsFragment, startup)),
    [data],
  );

  return {
    state,
    search,
    setSearch,
    change,
    startups,
    totalCount: data?.startups.totalCount ?? 0,
    loaded: data !== undefined,
    error,
    fetching,
    refresh,
  };
}

export type StartupsList = ReturnType<typeof useStartupsList>;

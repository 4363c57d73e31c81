import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { StartupAssignationsQuery } from '../graphql/startup-assignations.query.ts';
import { assignationsQueryVariables } from '../utils/assignations-url.ts';
import { useSearchPage } from './use-search-page.ts';

/** A page of startups with their assigned people, for the search and page in the address. */
export function useStartupAssignations() {
  const page = useSearchPage();
  const variables = useMemo(() => assignationsQueryVariables(page.state), [page.state]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StartupAssignationsQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    ...page,
    rows: data?.startupAssignations.results ?? [],
    totalCount: data?.startupAssignations.totalCount ?? 0,
    loaded: data !== undefined,
    error,
    fetching,
    refresh,
  };
}

export type StartupAssignationsList = ReturnType<typeof useStartupAssignations>;

import { useQuery } from 'urql';
import { ApplicationsDashboardQuery } from '../graphql/applications-dashboard.query.ts';
import type { DashboardFilterState } from '../utils/dashboard.ts';

/** The dashboard of the applications the viewer reaches as staff, for the filter of the address. */
export function useApplicationsDashboard(filter: DashboardFilterState) {
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ApplicationsDashboardQuery,
    variables: { filter: { funnelId: filter.funnelId, from: filter.from, to: filter.to } },
    requestPolicy: 'cache-and-network',
  });
  return {
    dashboard: data?.applicationsDashboard ?? null,
    error,
    fetching,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  };
}

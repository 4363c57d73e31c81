import { useMemo } from 'react';
import { useQuery } from 'urql';
import { ApplicationsOverviewQuery } from '../graphql/applications-overview.query.ts';

/** The funnels within the viewer's reach, the application tags, and what the viewer may do on the overview. */
export function useApplicationsOverview() {
  const [{ data, error }, reexecute] = useQuery({
    query: ApplicationsOverviewQuery,
    requestPolicy: 'cache-and-network',
  });
  const overview = data?.applicationsOverview ?? null;
  const funnels = useMemo(() => overview?.funnels ?? [], [overview]);
  const tags = useMemo(() => data?.tags ?? [], [data]);
  return {
    loaded: data != null,
    error: data ? undefined : error,
    canFilter: overview?.canFilter ?? false,
    canSeeQueueBar: overview?.canSeeQueueBar ?? false,
    batchActions: overview?.batchActions ?? [],
    funnels,
    tags,
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

export type ApplicationsOverviewOptions = ReturnType<typeof useApplicationsOverview>;

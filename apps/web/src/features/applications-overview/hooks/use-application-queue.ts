import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { ApplicationQueueQuery } from '../graphql/application-queue.query.ts';

/** The queue bar's counts for the chosen funnels; nothing is asked while `enabled` is false (QUEUE_BAR:VIEW). */
export function useApplicationQueue(funnelIds: readonly string[], includeDrafts: boolean, enabled: boolean) {
  const variables = useMemo(
    () => ({ filter: { funnelIds: funnelIds.length > 0 ? [...funnelIds] : null, includeDrafts } }),
    [funnelIds, includeDrafts],
  );
  const [{ data, error }, reexecute] = useQuery({
    query: ApplicationQueueQuery,
    variables,
    pause: !enabled,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { queue: data?.applicationQueue ?? null, error, refresh };
}

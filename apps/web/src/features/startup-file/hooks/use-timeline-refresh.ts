import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { StartupTimelineUpdatedSubscription } from '../graphql/startup-timeline-updated.subscription.ts';

/**
 * When the pages of a timeline are asked again: after the viewer's own changes and whenever the server says the
 * timeline changed (startupTimelineUpdated: a post created, changed, deleted or reacted to, by anyone).
 */
export function useTimelineRefresh(startupId: string) {
  const client = useClient();
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((current) => current + 1), []);
  useEffect(() => {
    const subscription = client.subscription(StartupTimelineUpdatedSubscription, { startupId }).subscribe((result) => {
      if (result.data?.startupTimelineUpdated) refresh();
    });
    return () => subscription.unsubscribe();
  }, [client, startupId, refresh]);
  return { tick, refresh };
}

import { useQuery } from 'urql';
import { StartupEngagementQuery } from '../graphql/startup-engagement.query.ts';
import type { EngagementPeriod } from '../utils/engagement.ts';

/** A startup's engagement over the last weeks; asked again each time the tab opens, since it only grows. */
export function useStartupEngagement(startupId: string, weeks: EngagementPeriod) {
  const [{ data, error, fetching }] = useQuery({
    query: StartupEngagementQuery,
    variables: { startupId, weeks },
    requestPolicy: 'cache-and-network',
  });
  return { engagement: data?.startupEngagement ?? null, error, fetching };
}

import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { useNow } from '../../../ui/use-now.ts';
import { useOrganisationTimezone } from '../../tasks/index.ts';
import { StartupMilestoneFieldsFragment } from '../graphql/startup-milestone-fields.fragment.ts';
import { StartupMilestonesQuery } from '../graphql/startup-milestones.query.ts';
import { todayInZone } from '../utils/milestone-rules.ts';

/**
 * A startup's milestones, whether the viewer may add some, and today in the organisation's time zone (what
 * "overdue" is measured against); `refresh` asks the server again after a change the cache cannot follow.
 */
export function useStartupMilestones(startupId: string) {
  const timezone = useOrganisationTimezone();
  const now = useNow(60_000);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StartupMilestonesQuery,
    variables: { startupId },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const milestones = useMemo(
    () =>
      data
        ? data.startupMilestones.results.map((result) => readFragment(StartupMilestoneFieldsFragment, result))
        : null,
    [data],
  );
  return {
    milestones,
    canCreate: data?.startupMilestones.canCreate ?? false,
    timezone: timezone ?? 'UTC',
    today: todayInZone(timezone ?? 'UTC', now),
    error,
    fetching,
    refresh,
  };
}

import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { useNow } from '../../../ui/use-now.ts';
import { type TaskCardData, TaskCardFragment, useOrganisationTimezone } from '../../tasks/index.ts';
import { StartupTasksQuery } from '../graphql/startup-tasks.query.ts';
import { todayBounds } from '../utils/today-bounds.ts';

export interface StartupTaskGroups {
  overdue: TaskCardData[];
  today: TaskCardData[];
  future: TaskCardData[];
}

/** The tasks of a startup in three groups around today, in the organisation's time zone (spec 02 §3 Startup tasks). */
export function useStartupTasks(startupId: string) {
  const timezone = useOrganisationTimezone();
  const now = useNow(60_000);
  const bounds = timezone ? todayBounds(timezone, now) : null;
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StartupTasksQuery,
    variables: {
      startupId,
      todayStart: bounds?.todayStart ?? '',
      todayEnd: bounds?.todayEnd ?? '',
    },
    pause: bounds === null,
    requestPolicy: 'cache-and-network',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const groups = useMemo<StartupTaskGroups | null>(() => {
    const answer = data?.startupTasks;
    if (!answer) return null;
    const read = (tasks: typeof answer.today) => tasks.map((task) => readFragment(TaskCardFragment, task));
    return { overdue: read(answer.overdue), today: read(answer.today), future: read(answer.future) };
  }, [data]);
  return { groups, timezone, error, fetching, refetch };
}

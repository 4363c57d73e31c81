import { NAVBAR_TASKS_PAGE_SIZE } from '@cohort/shared';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { useNow } from '../../../ui/use-now.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { type TaskCardData, TaskCardFragment } from '../graphql/task-card.fragment.ts';
import { TasksQuery } from '../graphql/tasks.query.ts';
import { tomorrowHorizon } from '../utils/today-horizon.ts';
import { isDoneForViewer } from '../utils/task-rules.ts';
import { useOrganisationTimezone } from './use-organisation-timezone.ts';

export interface TodayTasks {
  /** The pending tasks of the panel, the ones the viewer has ticked left out. */
  tasks: TaskCardData[];
  /** How many tasks the server counts for the panel; null until it answered. */
  totalCount: number | null;
  /** The first instant after tomorrow: the panel lists tasks due before it (spec 01 §9). */
  horizon: string | null;
  timezone: string | null;
  fetching: boolean;
  loaded: boolean;
  /** Asks the server again (a live ADDED event, a task completed or deleted). */
  refetch: () => void;
}

/**
 * The today's-tasks list (spec 01 §4, §7.2): approved tasks pending completion due before the end of tomorrow,
 * 15 of them. The top-bar panel and the home page share it through the cache.
 */
export function useTodayTasks({ pause = false }: { pause?: boolean } = {}): TodayTasks {
  const timezone = useOrganisationTimezone();
  const now = useNow(60_000);
  const horizon = timezone ? tomorrowHorizon(timezone, now) : null;
  const [{ data, fetching }, reexecute] = useQuery({
    query: TasksQuery,
    variables: {
      queryOptions: { before: horizon, approvalStatus: 'APPROVED', completionStatus: 'PENDING' },
      cursor: { limit: NAVBAR_TASKS_PAGE_SIZE },
    },
    pause: pause || horizon === null,
    requestPolicy: 'cache-and-network',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const tasks = useMemo(
    () =>
      (data?.tasks.results ?? [])
        .map((task) => readFragment(TaskCardFragment, task))
        .filter((task) => task.completionStatus === 'PENDING' && !isDoneForViewer(task)),
    [data],
  );
  return {
    tasks,
    totalCount: data ? data.tasks.totalCount : null,
    horizon,
    timezone,
    fetching,
    loaded: Boolean(data),
    refetch,
  };
}

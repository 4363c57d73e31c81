import { useEffect, useReducer, useRef } from 'react';
import { useClient } from 'urql';
import { onLiveUpdatesConnected } from '../../../lib/graphql-client.ts';
import { TasksUpdatedForUserSubscription } from '../graphql/tasks-updated-for-user.subscription.ts';
import {
  INITIAL_TODAY_TASKS_COUNTER,
  TASK_ADDED_FLASH_MS,
  TASK_REMOVED_INDICATOR_MS,
  type TodayTasksCounter,
  todayTasksCounterReducer,
} from '../utils/today-tasks-counter.ts';
import type { TodayTasks } from './use-today-tasks.ts';

/**
 * The live counter of the today's-tasks button (spec 01 §4): the server's count, then `tasksUpdatedForUser` events.
 * ADDED asks the list again and counts the task when it is due by the end of tomorrow (1 s flash); REMOVED lowers the
 * count (2 s loading indicator). Every event is handled once, in order, straight from the stream.
 */
export function useTodayTasksCounter(userId: string, today: TodayTasks): TodayTasksCounter {
  const client = useClient();
  const [counter, dispatch] = useReducer(todayTasksCounterReducer, INITIAL_TODAY_TASKS_COUNTER);
  const latest = useRef(today);
  latest.current = today;

  const { totalCount } = today;
  useEffect(() => {
    if (totalCount !== null) dispatch({ type: 'counted', count: totalCount });
  }, [totalCount]);

  // The live updates start after the first screen (and again after a lost connection): the list is asked again then
  // for the changes they could not push meanwhile.
  useEffect(() => onLiveUpdatesConnected(client, () => latest.current.refetch()), [client]);

  useEffect(() => {
    const { unsubscribe } = client.subscription(TasksUpdatedForUserSubscription, { userId }).subscribe((result) => {
      const update = result.data?.tasksUpdatedForUser;
      if (!update) return;
      const { horizon, refetch } = latest.current;
      if (update.updateType === 'ADDED') {
        if (horizon) dispatch({ type: 'added', dueDate: update.task.dueDate, horizon });
      } else {
        dispatch({ type: 'removed' });
      }
      refetch();
    });
    return unsubscribe;
  }, [client, userId]);

  const { flash, flashing, removal, updating } = counter;
  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => dispatch({ type: 'flashEnded', flash }), TASK_ADDED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash, flashing]);
  useEffect(() => {
    if (!updating) return;
    const timer = setTimeout(() => dispatch({ type: 'updatingEnded', removal }), TASK_REMOVED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [removal, updating]);

  return counter;
}

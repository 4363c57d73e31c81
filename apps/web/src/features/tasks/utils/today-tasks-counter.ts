import { isDueAfter } from './today-horizon.ts';

/** Spec 01 §9: a task added flashes the counter for 1 s; a task removed shows a loading indicator for 2 s. */
export const TASK_ADDED_FLASH_MS = 1_000;
export const TASK_REMOVED_INDICATOR_MS = 2_000;

export interface TodayTasksCounter {
  count: number;
  /** The server has counted at least once. */
  known: boolean;
  /** Bumped on every flash, so that a second flash restarts the 1 s. */
  flash: number;
  /** Bumped on every removal, so that a second removal restarts the 2 s. */
  removal: number;
  flashing: boolean;
  updating: boolean;
}

export type TodayTasksCounterEvent =
  /** The server counted the tasks of the panel (the list query answered). */
  | { type: 'counted'; count: number }
  /** A live ADDED event; `horizon` is the end of tomorrow. */
  | { type: 'added'; dueDate: string; horizon: string }
  /** A live REMOVED event. */
  | { type: 'removed' }
  | { type: 'flashEnded'; flash: number }
  | { type: 'updatingEnded'; removal: number };

export const INITIAL_TODAY_TASKS_COUNTER: TodayTasksCounter = {
  count: 0,
  known: false,
  flash: 0,
  removal: 0,
  flashing: false,
  updating: false,
};

/**
 * The counter of the today's-tasks button (spec 01 §4 Tasks): ADDED raises the count by one unless the task is due
 * after the end of tomorrow, and flashes; REMOVED lowers it by one (never below 0) and shows a loading indicator.
 * Timers end the flash and the indicator with the number they started with, so a late timer does not cut a newer one.
 */
export function todayTasksCounterReducer(state: TodayTasksCounter, event: TodayTasksCounterEvent): TodayTasksCounter {
  switch (event.type) {
    case 'counted':
      return state.known && state.count === event.count
        ? state
        : { ...state, count: Math.max(0, event.count), known: true };
    case 'added':
      if (isDueAfter(event.dueDate, event.horizon)) return state;
      return { ...state, count: state.count + 1, flash: state.flash + 1, flashing: true };
    case 'removed':
      return { ...state, count: Math.max(0, state.count - 1), removal: state.removal + 1, updating: true };
    case 'flashEnded':
      return event.flash === state.flash && state.flashing ? { ...state, flashing: false } : state;
    case 'updatingEnded':
      return event.removal === state.removal && state.updating ? { ...state, updating: false } : state;
  }
}

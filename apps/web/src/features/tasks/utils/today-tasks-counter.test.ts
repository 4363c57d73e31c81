import { describe, expect, it } from 'vitest';
import {
  INITIAL_TODAY_TASKS_COUNTER,
  type TodayTasksCounter,
  todayTasksCounterReducer,
} from './today-tasks-counter.ts';

const HORIZON = '2026-03-12T00:00:00.000Z';
const counted = (count: number): TodayTasksCounter =>
  todayTasksCounterReducer(INITIAL_TODAY_TASKS_COUNTER, { type: 'counted', count });

describe("today's tasks counter (spec 01 §4)", () => {
  it('takes the count the server gives', () => {
    expect(INITIAL_TODAY_TASKS_COUNTER.known).toBe(false);
    expect(counted(4).count).toBe(4);
    expect(counted(0).known).toBe(true);
    expect(counted(-2).count).toBe(0);
  });

  it('raises the count by one and flashes for a task due before the end of tomorrow', () => {
    const next = todayTasksCounterReducer(counted(2), {
      type: 'added',
      dueDate: '2026-03-11T22:59:59.999Z',
      horizon: HORIZON,
    });
    expect(next.count).toBe(3);
    expect(next.flashing).toBe(true);
    expect(todayTasksCounterReducer(next, { type: 'flashEnded', flash: next.flash }).flashing).toBe(false);
  });

  it('leaves the count alone for a task due after the end of tomorrow', () => {
    const state = counted(2);
    const next = todayTasksCounterReducer(state, {
      type: 'added',
      dueDate: '2026-03-12T10:00:00.000Z',
      horizon: HORIZON,
    });
    expect(next).toBe(state);
  });

  it('lowers the count by one, never below zero, with a loading indicator', () => {
    const once = todayTasksCounterReducer(counted(1), { type: 'removed' });
    expect(once.count).toBe(0);
    expect(once.updating).toBe(true);
    const twice = todayTasksCounterReducer(once, { type: 'removed' });
    expect(twice.count).toBe(0);
    expect(todayTasksCounterReducer(twice, { type: 'updatingEnded', removal: twice.removal }).updating).toBe(false);
  });

  it('keeps a newer flash or indicator running when an older timer ends', () => {
    const added = { type: 'added', dueDate: '2026-03-11T00:00:00.000Z', horizon: HORIZON } as const;
    const first = todayTasksCounterReducer(counted(0), added);
    const second = todayTasksCounterReducer(first, added);
    expect(second.count).toBe(2);
    expect(todayTasksCounterReducer(second, { type: 'flashEnded', flash: first.flash }).flashing).toBe(true);
    const removedOnce = todayTasksCounterReducer(second, { type: 'removed' });
    const removedTwice = todayTasksCounterReducer(removedOnce, { type: 'removed' });
    expect(
      todayTasksCounterReducer(removedTwice, { type: 'updatingEnded', removal: removedOnce.removal }).updating,
    ).toBe(true);
  });
});

import { lazyPage } from '../../lib/lazy-page.ts';

// What the shell (top bar) and the home page use of the tasks area; loaded with the signed-in area, not the entry.
export { TaskCard } from './components/task-card.tsx';
/** The task form, downloaded when it opens: render it under a Suspense boundary. */
export const TaskFormModal = lazyPage(() => import('./components/task-form-modal.tsx').then((m) => m.TaskFormModal));
export { TodayTasksList } from './components/today-tasks-list.tsx';
export type { TaskCardData } from './graphql/task-card.fragment.ts';
export { type TodayTasks, useTodayTasks } from './hooks/use-today-tasks.ts';
export { useTodayTasksCounter } from './hooks/use-today-tasks-counter.ts';
export { TASK_ADDED_FLASH_MS, TASK_REMOVED_INDICATOR_MS } from './utils/today-tasks-counter.ts';
// The startup file's tasks tab (issue 6) lists tasks with the same card.
export { TaskCardFragment } from './graphql/task-card.fragment.ts';
export { useOrganisationTimezone } from './hooks/use-organisation-timezone.ts';

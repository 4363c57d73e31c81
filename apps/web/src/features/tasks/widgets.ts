// What the shell (top bar) and the home page use of the tasks area; loaded with the signed-in area, not the entry.
// Re-exports only: the build follows a module's imports to decide what the first signed-in screen carries
// (vite.config.ts), and a declaration here would make it follow every re-export, the task card's included.
export { TaskCard } from './components/task-card.tsx';
export { TaskFormModal } from './components/lazy-task-form-modal.ts';
export { TodayTasksList } from './components/today-tasks-list.tsx';
export type { TaskCardData } from './graphql/task-card.fragment.ts';
export { type TodayTasks, useTodayTasks } from './hooks/use-today-tasks.ts';
export { useTodayTasksCounter } from './hooks/use-today-tasks-counter.ts';
export { TASK_ADDED_FLASH_MS, TASK_REMOVED_INDICATOR_MS } from './utils/today-tasks-counter.ts';
// The startup file's tasks tab (issue 6) lists tasks with the same card.
export { TaskCardFragment } from './graphql/task-card.fragment.ts';
export { useOrganisationTimezone } from './hooks/use-organisation-timezone.ts';

// What the shell (top bar), the home page and the startup file use of the tasks area (the tasks page is in
// lazy-pages.ts); loaded with the signed-in area, not the entry.
// Re-exports only: the build follows a module's imports to decide what the first signed-in screen carries
// (vite.config.ts), and a declaration here would make it follow every re-export, the task card's included.
export { TaskCard } from './components/task-card.tsx';
export { TaskFormModal } from './components/lazy-task-form-modal.ts';
export { TodayTasksList } from './components/today-tasks-list.tsx';
export type { TaskCardData } from './graphql/task-card.fragment.ts';
export { type TodayTasks, useTodayTasks } from './hooks/use-today-tasks.ts';
export { useTodayTasksCounter } from './hooks/use-today-tasks-counter.ts';
// The startup file's tasks tab (issue 6) lists tasks with the same card.
export { TaskCardFragment } from './graphql/task-card.fragment.ts';
// The milestones use the organisation's time zone the same way.
export { useOrganisationTimezone } from './hooks/use-organisation-timezone.ts';

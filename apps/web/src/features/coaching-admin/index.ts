// Coaching administration (issue 16): what other features mount.
export { FollowUpsToTasks, type FollowUpsToTasksProps } from './components/follow-ups-to-tasks.tsx';
export { HOURS_REPORT_PATH } from './utils/paths.ts';

import { lazyPage } from '../../lib/lazy-page.ts';

export const TasksPage = lazyPage(() => import('./pages/tasks-page.tsx').then((m) => m.TasksPage));

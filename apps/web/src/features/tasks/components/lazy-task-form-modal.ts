import { lazyPage } from '../../../lib/lazy-page.ts';

/** The task form, downloaded when it opens: render it under a Suspense boundary. */
export const TaskFormModal = lazyPage(() => import('./task-form-modal.tsx').then((m) => m.TaskFormModal));

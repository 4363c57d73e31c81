import { lazyPage } from '../../lib/lazy-page.ts';

export const EventEditPage = lazyPage(() => import('./pages/event-edit-page.tsx').then((m) => m.EventEditPage));

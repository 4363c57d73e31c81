import { lazyPage } from '../../lib/lazy-page.ts';

export const CalendarPage = lazyPage(() => import('./pages/calendar-page.tsx').then((m) => m.CalendarPage));

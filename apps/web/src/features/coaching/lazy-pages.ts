import { lazyPage } from '../../lib/lazy-page.ts';

export const BookSessionPage = lazyPage(() => import('./pages/book-session-page.tsx').then((m) => m.BookSessionPage));
export const CoachingSessionPage = lazyPage(() =>
  import('./pages/coaching-session-page.tsx').then((m) => m.CoachingSessionPage),
);

import { lazyPage } from '../../lib/lazy-page.ts';

export const AvailabilityPage = lazyPage(() => import('./pages/availability-page.tsx').then((m) => m.AvailabilityPage));
export const CoachingPreferencesPage = lazyPage(() =>
  import('./pages/coaching-preferences-page.tsx').then((m) => m.CoachingPreferencesPage),
);

import { lazyPage } from '../../lib/lazy-page.ts';

export const IncubatorPlansPage = lazyPage(() =>
  import('./pages/incubator-plans-page.tsx').then((m) => m.IncubatorPlansPage),
);

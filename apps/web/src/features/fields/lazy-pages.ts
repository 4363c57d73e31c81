import { lazyPage } from '../../lib/lazy-page.ts';

export const FieldsPage = lazyPage(() => import('./pages/fields-page.tsx').then((m) => m.FieldsPage));
export const FieldsAnalyticsPage = lazyPage(() =>
  import('./pages/fields-analytics-page.tsx').then((m) => m.FieldsAnalyticsPage),
);

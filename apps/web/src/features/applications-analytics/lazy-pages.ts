import { lazyPage } from '../../lib/lazy-page.ts';

export { APPLICATION_PRINT_PATH, APPLICATIONS_DASHBOARD_PATH } from './utils/paths.ts';
export const ApplicationsAnalyticsPage = lazyPage(() =>
  import('./pages/applications-analytics-page.tsx').then((m) => m.ApplicationsAnalyticsPage),
);
export const ApplicationPrintPage = lazyPage(() =>
  import('./pages/application-print-page.tsx').then((m) => m.ApplicationPrintPage),
);

import { lazyPage } from '../../lib/lazy-page.ts';

export { METRICS_COLLECTION_PATH, METRICS_DEFINITIONS_PATH } from './utils/staff-paths.ts';

export const MetricDefinitionsPage = lazyPage(() =>
  import('./pages/metric-definitions-page.tsx').then((m) => m.MetricDefinitionsPage),
);
export const DataCollectionPage = lazyPage(() =>
  import('./pages/data-collection-page.tsx').then((m) => m.DataCollectionPage),
);
/** Metrics analytics (issue 17): the startup file's analytics tab and /startups/analytics. */
export const StartupAnalyticsPage = lazyPage(() =>
  import('./pages/startup-analytics-page.tsx').then((m) => m.StartupAnalyticsPage),
);
export const PortfolioAnalyticsPage = lazyPage(() =>
  import('./pages/portfolio-analytics-page.tsx').then((m) => m.PortfolioAnalyticsPage),
);
/** /admin/configuration/metrics: the organisation's metric settings (issue 17 point 8a). */
export const MetricSettingsPage = lazyPage(() =>
  import('./pages/metric-settings-page.tsx').then((m) => m.MetricSettingsPage),
);

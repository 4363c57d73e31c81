import { lazyPage } from '../../lib/lazy-page.ts';

/** Metrics analytics (issue 17): the startup file's analytics tab and /startups/analytics. */
export const StartupAnalyticsPage = lazyPage(() =>
  import('./pages/startup-analytics-page.tsx').then((m) => m.StartupAnalyticsPage),
);
export const PortfolioAnalyticsPage = lazyPage(() =>
  import('./pages/portfolio-analytics-page.tsx').then((m) => m.PortfolioAnalyticsPage),
);

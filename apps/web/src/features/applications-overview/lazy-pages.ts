import { lazyPage } from '../../lib/lazy-page.ts';

/** The staff overview of applications (issue 14 point 3). */
export const APPLICATIONS_OVERVIEW_PATH = '/applications/overview';

export const ApplicationsOverviewPage = lazyPage(() =>
  import('./pages/applications-overview-page.tsx').then((m) => m.ApplicationsOverviewPage),
);

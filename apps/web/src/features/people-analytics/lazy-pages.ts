import { lazyPage } from '../../lib/lazy-page.ts';

export { PEOPLE_ANALYTICS_PATH } from './utils/paths.ts';

/** User analytics (issue 17 point 8): /community/people/analytics. */
export const PeopleAnalyticsPage = lazyPage(() =>
  import('./pages/people-analytics-page.tsx').then((m) => m.PeopleAnalyticsPage),
);

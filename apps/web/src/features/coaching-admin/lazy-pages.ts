import { lazyPage } from '../../lib/lazy-page.ts';

/** Coaching administration (issue 16): the mentor matching settings and the hours report, each loaded on demand. */
export const MentorMatchingSettingsPage = lazyPage(() =>
  import('./pages/mentor-matching-settings-page.tsx').then((m) => m.MentorMatchingSettingsPage),
);
export const HoursReportPage = lazyPage(() => import('./pages/hours-report-page.tsx').then((m) => m.HoursReportPage));
export { HOURS_REPORT_PATH } from './utils/paths.ts';

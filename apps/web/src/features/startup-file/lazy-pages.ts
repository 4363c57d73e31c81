import { lazyPage } from '../../lib/lazy-page.ts';

/** The startup file (spec 02 §2): its layout and tabs, and the cofounder's own file. */
export const StartupFileLayout = lazyPage(() =>
  import('./pages/startup-file-layout.tsx').then((m) => m.StartupFileLayout),
);
export const StartupActivitiesPage = lazyPage(() =>
  import('./pages/activities-page.tsx').then((m) => m.ActivitiesPage),
);
export const StartupTasksPage = lazyPage(() => import('./pages/tasks-page.tsx').then((m) => m.StartupTasksPage));
export const StartupMilestonesPage = lazyPage(() =>
  import('./pages/milestones-page.tsx').then((m) => m.MilestonesPage),
);
export const StartupDocumentsPage = lazyPage(() => import('./pages/documents-page.tsx').then((m) => m.DocumentsPage));
export const StartupAssessmentPage = lazyPage(() =>
  import('./pages/assessment-page.tsx').then((m) => m.AssessmentPage),
);
export const StartupCompanyPage = lazyPage(() => import('./pages/company-page.tsx').then((m) => m.CompanyPage));
export const StartupEngagementPage = lazyPage(() =>
  import('./pages/engagement-page.tsx').then((m) => m.EngagementPage),
);
export const StartupProfileFieldsPage = lazyPage(() =>
  import('./pages/profile-fields-page.tsx').then((m) => m.ProfileFieldsPage),
);
export const StartupPrintPage = lazyPage(() => import('./pages/print-page.tsx').then((m) => m.StartupPrintPage));
export const MyStartupFilePage = lazyPage(() =>
  import('./pages/my-startup-file-page.tsx').then((m) => m.MyStartupFilePage),
);

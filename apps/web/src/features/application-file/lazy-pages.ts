import { lazyPage } from '../../lib/lazy-page.ts';

/** The application file (spec 01 §2.2, issue 14 points 4 and 5): its layout, tabs, and the startup file's tab. */
export const ApplicationFileLayout = lazyPage(() =>
  import('./pages/application-file-layout.tsx').then((m) => m.ApplicationFileLayout),
);
export const ApplicationActivitiesPage = lazyPage(() =>
  import('./pages/application-activities-page.tsx').then((m) => m.ApplicationActivitiesPage),
);
export const ApplicationFormPage = lazyPage(() =>
  import('./pages/application-form-page.tsx').then((m) => m.ApplicationFormPage),
);
export const ApplicationMeetingPage = lazyPage(() =>
  import('./pages/application-meeting-page.tsx').then((m) => m.ApplicationMeetingPage),
);
export const StartupApplicationsPage = lazyPage(() =>
  import('./pages/startup-applications-page.tsx').then((m) => m.StartupApplicationsPage),
);

import { lazyPage } from '../../lib/lazy-page.ts';

export const StartupsPortfolioPage = lazyPage(() =>
  import('./pages/startups-portfolio-page.tsx').then((m) => m.StartupsPortfolioPage),
);
export const StartupsManagementPage = lazyPage(() =>
  import('./pages/startups-management-page.tsx').then((m) => m.StartupsManagementPage),
);
export const ProgramsPage = lazyPage(() => import('./pages/programs-page.tsx').then((m) => m.ProgramsPage));
export const StartupAssignationsPage = lazyPage(() =>
  import('./pages/startup-assignations-page.tsx').then((m) => m.StartupAssignationsPage),
);
export const MentorsPage = lazyPage(() => import('./pages/mentors-page.tsx').then((m) => m.MentorsPage));
export const ProgramPage = lazyPage(() => import('./pages/program-page.tsx').then((m) => m.ProgramPage));
export const PeopleProgramsPage = lazyPage(() =>
  import('./pages/people-programs-page.tsx').then((m) => m.PeopleProgramsPage),
);

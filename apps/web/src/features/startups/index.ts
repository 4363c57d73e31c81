import { lazyPage } from '../../lib/lazy-page.ts';

export const StartupsPortfolioPage = lazyPage(() =>
  import('./pages/startups-portfolio-page.tsx').then((m) => m.StartupsPortfolioPage),
);
export const StartupsManagementPage = lazyPage(() =>
  import('./pages/startups-management-page.tsx').then((m) => m.StartupsManagementPage),
);
export const ProgramsPage = lazyPage(() => import('./pages/programs-page.tsx').then((m) => m.ProgramsPage));

import { lazyPage } from '../../lib/lazy-page.ts';

// Each page is its own chunk; the public pages never download the signed-in area.
export const ApplyLayout = lazyPage(() => import('./components/apply-layout.tsx').then((m) => m.ApplyLayout));
export const ExplorePage = lazyPage(() => import('./pages/explore-page.tsx').then((m) => m.ExplorePage));
export const ProgramPage = lazyPage(() => import('./pages/program-page.tsx').then((m) => m.ProgramPage));
export const ApplySignUpPage = lazyPage(() => import('./pages/sign-up-page.tsx').then((m) => m.ApplySignUpPage));
export const ApplicationFillPage = lazyPage(() =>
  import('./pages/application-fill-page.tsx').then((m) => m.ApplicationFillPage),
);
export const LeadTransferPage = lazyPage(() =>
  import('./pages/lead-transfer-page.tsx').then((m) => m.LeadTransferPage),
);
export const MyApplicationsPage = lazyPage(() =>
  import('./pages/my-applications-page.tsx').then((m) => m.MyApplicationsPage),
);

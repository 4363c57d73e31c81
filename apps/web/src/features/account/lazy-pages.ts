import { lazyPage } from '../../lib/lazy-page.ts';

export const SecurityPage = lazyPage(() => import('./pages/security-page.tsx').then((m) => m.SecurityPage));
export const PreferencesPage = lazyPage(() => import('./pages/preferences-page.tsx').then((m) => m.PreferencesPage));
export const DeleteAccountPage = lazyPage(() =>
  import('./pages/delete-account-page.tsx').then((m) => m.DeleteAccountPage),
);
export const IntegrationsPage = lazyPage(() => import('./pages/integrations-page.tsx').then((m) => m.IntegrationsPage));

import { lazyPage } from '../../lib/lazy-page.ts';

export const ProfileFormPage = lazyPage(() => import('./pages/profile-form-page.tsx').then((m) => m.ProfileFormPage));
export const ProfileBuilderPage = lazyPage(() =>
  import('./pages/profile-builder-page.tsx').then((m) => m.ProfileBuilderPage),
);

import { lazyPage } from '../../lib/lazy-page.ts';

/** Organisation settings (spec 01 §2.3): the guarded layout and its pages, each loaded on demand. */
export const SettingsLayout = lazyPage(() => import('./components/settings-layout.tsx').then((m) => m.SettingsLayout));
export const GeneralSettingsPage = lazyPage(() =>
  import('./pages/general-settings-page.tsx').then((m) => m.GeneralSettingsPage),
);
export const DomainSettingsPage = lazyPage(() =>
  import('./pages/domain-settings-page.tsx').then((m) => m.DomainSettingsPage),
);
export const BrandingSettingsPage = lazyPage(() =>
  import('./pages/branding-settings-page.tsx').then((m) => m.BrandingSettingsPage),
);
export const MetadataSettingsPage = lazyPage(() =>
  import('./pages/metadata-settings-page.tsx').then((m) => m.MetadataSettingsPage),
);
/** The layout of the login, apply or home page, one editor for the three (spec 02 §3 Layout customization). */
export const LayoutSettingsPage = lazyPage(() =>
  import('./pages/layout-settings-page.tsx').then((m) => m.LayoutSettingsPage),
);
export const RolesSettingsPage = lazyPage(() =>
  import('./pages/roles-settings-page.tsx').then((m) => m.RolesSettingsPage),
);
export const PermissionsSettingsPage = lazyPage(() =>
  import('./pages/permissions-settings-page.tsx').then((m) => m.PermissionsSettingsPage),
);
export const UsersSettingsPage = lazyPage(() =>
  import('./pages/users-settings-page.tsx').then((m) => m.UsersSettingsPage),
);
/** The organisation's custom navigation: rename, reorder, hide and lock entries (CUSTOM_NAV:EDIT). */
export const NavigationSettingsPage = lazyPage(() =>
  import('./pages/navigation-settings-page.tsx').then((m) => m.NavigationSettingsPage),
);
export const ActivitySettingsPage = lazyPage(() =>
  import('./pages/activity-settings-page.tsx').then((m) => m.ActivitySettingsPage),
);
export const PlanSettingsPage = lazyPage(() =>
  import('./pages/plan-settings-page.tsx').then((m) => m.PlanSettingsPage),
);
export const IndustriesSettingsPage = lazyPage(() =>
  import('./pages/industries-settings-page.tsx').then((m) => m.IndustriesSettingsPage),
);
export const FlagsSettingsPage = lazyPage(() =>
  import('./pages/flags-settings-page.tsx').then((m) => m.FlagsSettingsPage),
);
export const OrganisationsSettingsPage = lazyPage(() =>
  import('./pages/organisations-settings-page.tsx').then((m) => m.OrganisationsSettingsPage),
);
// The router's path to the area. This module is in the entry, and the build brings whatever it re-exports with it.
export { SETTINGS_PATH } from './utils/settings-path.ts';

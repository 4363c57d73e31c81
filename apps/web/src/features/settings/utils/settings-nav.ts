import { type FeatureFlagName, isInRoleGroup, type RoleType, ROLE_TYPES } from '@cohort/shared';

import { SETTINGS_PATH } from './settings-path.ts';

export { SETTINGS_PATH };

/** The navigation's sections (spec 01 §2.3) and their pages: the one list of the settings pages. */
export const SETTINGS_SECTIONS = [
  {
    id: 'organization',
    pages: [
      'general',
      'domain',
      'mentormatching',
      'metrics',
      'branding',
      'metadata',
      'login',
      'apply',
      'home',
      'navigation',
    ],
  },
  { id: 'billing', pages: ['plan', 'flags', 'organisations'] },
  { id: 'users', pages: ['users', 'roles', 'permissions'] },
  { id: 'taxonomy', pages: ['industries'] },
  { id: 'activity', pages: ['logs'] },
] as const satisfies ReadonlyArray<{ id: string; pages: readonly string[] }>;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['id'];
export type SettingsPage = (typeof SETTINGS_SECTIONS)[number]['pages'][number];

/** Every settings page, in the navigation's order (section by section). */
export const SETTINGS_PAGES: readonly SettingsPage[] = SETTINGS_SECTIONS.flatMap((section) => section.pages);

/** The pages built so far (every one now); a page left out would show in the navigation as coming soon. */
export const AVAILABLE_SETTINGS_PAGES: ReadonlySet<SettingsPage> = new Set(SETTINGS_PAGES);

/** Pages only platform operators (the System role) see: feature flags and the platform's organisations are theirs alone. */
export const SYSTEM_SETTINGS_PAGES: ReadonlySet<SettingsPage> = new Set(['flags', 'organisations']);

export function settingsPath(page: SettingsPage): string {
  return `${SETTINGS_PATH}/${page}`;
}

function isRoleType(value: string | null | undefined): value is RoleType {
  return value != null && (ROLE_TYPES as readonly string[]).includes(value);
}

/** Spec 01 §6: /admin/configuration/* is for the admin role group (Admin, AdminCoach, SubAdmin), as on the server. */
export function canManageSettings(roleType: string | null | undefined): boolean {
  return isRoleType(roleType) && isInRoleGroup(roleType, 'adminGroup');
}

/** Whether the signed-in user is a platform operator (the System role), who may switch feature flags. */
export function isSystemRole(roleType: string | null | undefined): boolean {
  return roleType === 'System';
}

/** Who may open /admin/configuration/*: the admin role group, and platform operators for the feature flags. */
export function canEnterSettings(roleType: string | null | undefined): boolean {
  return canManageSettings(roleType) || isSystemRole(roleType);
}

/** Pages only users holding a permission see: the server refuses everything on them to the others. */
export const SETTINGS_PAGE_PERMISSIONS: Readonly<Partial<Record<SettingsPage, string>>> = {
  navigation: 'CUSTOM_NAV:EDIT',
};

/** Pages behind a feature flag (spec 01 §2.2: a missing feature leads to the plan page). */
export const SETTINGS_PAGE_FLAGS: Readonly<Partial<Record<SettingsPage, FeatureFlagName>>> = {
  logs: 'activityFeed',
  metrics: 'dataCollection',
};

/** What the signed-in user holds, as far as known: true or false, null (or absent) while loading. */
export interface SettingsAccess {
  permissions?: Readonly<Record<string, boolean | null>>;
  flags?: Readonly<Partial<Record<FeatureFlagName, boolean | null>>>;
}

/**
 * Whether a page shows in the settings navigation of a user: 'pending' while a permission or a flag it needs is
 * not known yet (the entry waits; its section stays).
 */
export function settingsPageVisibility(
  page: SettingsPage,
  roleType: string | null | undefined,
  access: SettingsAccess = {},
): 'visible' | 'hidden' | 'pending' {
  if (SYSTEM_SETTINGS_PAGES.has(page) && !isSystemRole(roleType)) return 'hidden';
  const permission = SETTINGS_PAGE_PERMISSIONS[page];
  const held = permission ? (access.permissions?.[permission] ?? null) : true;
  const flag = SETTINGS_PAGE_FLAGS[page];
  const enabled = flag ? (access.flags?.[flag] ?? null) : true;
  if (held === false || enabled === false) return 'hidden';
  return held === null || enabled === null ? 'pending' : 'visible';
}

/** Whether a page shows in the settings navigation of a user with this role type and access. */
export function isSettingsPageVisible(
  page: SettingsPage,
  roleType: string | null | undefined,
  access: SettingsAccess = {},
): boolean {
  return settingsPageVisibility(page, roleType, access) === 'visible';
}

import {
  CREATE_MENU_ENTRIES,
  CREATE_MENU_HIDDEN_FOR,
  type FeatureFlagName,
  MOBILE_NAV_ENTRIES,
  type MenuEntry,
  NAVIGATION,
  type PermissionCriteria,
  type RoleType,
  SIDEBAR_ENTRIES,
  TOP_NAV_ENTRIES,
} from '@cohort/shared';

export interface MenuItem {
  name: string;
  label: string | null;
  path: string | null;
  locked: boolean;
  setup: boolean;
  submenu: MenuItem[];
}

export interface NavigationOverride {
  name: string;
  label: string | null;
  position: number | null;
  hidden: boolean;
  locked: boolean;
}

export interface MenuAudience {
  roleType: RoleType;
  permissions: ReadonlyMap<string, PermissionCriteria>;
  flags: Readonly<Record<FeatureFlagName, boolean>>;
}

export interface Menus {
  sidebarV2: MenuItem[];
  topNav: MenuItem[];
  sitemap: MenuItem[];
  createMenu: MenuItem[];
  mobileNav: MenuItem[];
}

/** Whether one entry is for this user: built, role, permission and feature flag. */
export function entryAllowed(entry: MenuEntry, audience: MenuAudience): boolean {
  if (!entry.available) return false;
  if (entry.roles && !entry.roles.includes(audience.roleType)) return false;
  if (entry.notRoles?.includes(audience.roleType)) return false;
  if (entry.permission && (audience.permissions.get(entry.permission) ?? 'NONE') === 'NONE') return false;
  if (entry.flag && !audience.flags[entry.flag]) return false;
  return true;
}

/**
 * Builds the tree of the entries a user may see. Overrides rename, reorder, hide and lock (`respectHidden` false
 * keeps hidden entries, for the sitemap). A heading without a path and without visible children is dropped; a
 * locked entry keeps no sub-menu; the tree is cut at three levels.
 */
export function buildTree(
  entries: readonly MenuEntry[],
  audience: MenuAudience,
  overrides: ReadonlyMap<string, NavigationOverride>,
  respectHidden = true,
): MenuItem[] {
  const allowed = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entryAllowed(entry, audience) && !(respectHidden && overrides.get(entry.name)?.hidden));
  const byParent = new Map<string | undefined, typeof allowed>();
  for (const item of allowed) {
    const siblings = byParent.get(item.entry.parent) ?? [];
    siblings.push(item);
    byParent.set(item.entry.parent, siblings);
  }
  const visit = (parent: string | undefined, depth: number): MenuItem[] => {
    const children = [...(byParent.get(parent) ?? [])].sort(
      (a, b) => (overrides.get(a.entry.name)?.position ?? a.index) - (overrides.get(b.entry.name)?.position ?? b.index),
    );
    return children.flatMap(({ entry }) => {
      const override = overrides.get(entry.name);
      const locked = override?.locked ?? false;
      const submenu = locked || depth >= NAVIGATION.maxDepth ? [] : visit(entry.name, depth + 1);
      if (!entry.path && submenu.length === 0) return [];
      return [
        {
          name: entry.name,
          label: override?.label ?? null,
          path: entry.path ?? null,
          locked,
          setup: entry.setup ?? false,
          submenu,
        },
      ];
    });
  };
  return visit(undefined, 1);
}

/** Every menu of the shell for one user (the `setUp` query). */
export function buildMenus(audience: MenuAudience, overrides: ReadonlyMap<string, NavigationOverride>): Menus {
  return {
    sidebarV2: buildTree(SIDEBAR_ENTRIES, audience, overrides),
    topNav: buildTree(TOP_NAV_ENTRIES, audience, overrides),
    sitemap: buildTree(SIDEBAR_ENTRIES, audience, new Map(), false),
    createMenu: CREATE_MENU_HIDDEN_FOR.includes(audience.roleType)
      ? []
      : buildTree(CREATE_MENU_ENTRIES, audience, new Map()),
    mobileNav: buildTree(MOBILE_NAV_ENTRIES, audience, new Map()),
  };
}

/** The entries an admin can customise: the sidebar's and the top navigation's, each once. */
export function customizableEntries(): MenuEntry[] {
  const seen = new Set<string>();
  return [...SIDEBAR_ENTRIES, ...TOP_NAV_ENTRIES].filter((entry) => {
    if (!entry.available || seen.has(entry.name)) return false;
    seen.add(entry.name);
    return true;
  });
}

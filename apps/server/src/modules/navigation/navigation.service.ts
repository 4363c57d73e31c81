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
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/graphql/context.ts';
import { ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { getFeatureFlags } from '../organisations/index.ts';
import { customNavigation } from './navigation.table.ts';
import { administersAFunnel } from '../funnels/index.ts';

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
  /** The user administers at least one funnel (entries marked `funnelAdmins` show without their permission). */
  administersAFunnel?: boolean;
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
  if (
    entry.permission &&
    (audience.permissions.get(entry.permission) ?? 'NONE') === 'NONE' &&
    !(entry.funnelAdmins && audience.administersAFunnel)
  ) {
    return false;
  }
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

export interface CustomNavEntry extends NavigationOverride {
  path: string | null;
  parent: string | null;
  position: number;
}

/** Where an entry sits by default: its index in the sidebar's entries; top-bar-only entries come after them. */
function defaultPosition(name: string): number {
  const inSidebar = SIDEBAR_ENTRIES.findIndex((entry) => entry.name === name);
  return inSidebar >= 0
    ? inSidebar
    : SIDEBAR_ENTRIES.length + TOP_NAV_ENTRIES.findIndex((entry) => entry.name === name);
}

async function loadOverrides(ctx: Ctx, incubatorId: string): Promise<Map<string, NavigationOverride>> {
  const rows = await ctx.db.select().from(customNavigation).where(eq(customNavigation.incubatorId, incubatorId));
  return new Map(rows.map((row) => [row.name, row]));
}

export async function listCustomNavigation(ctx: Ctx, incubatorId: string): Promise<CustomNavEntry[]> {
  const overrides = await loadOverrides(ctx, incubatorId);
  return customizableEntries().map((entry) => {
    const override = overrides.get(entry.name);
    const index = defaultPosition(entry.name);
    return {
      name: entry.name,
      path: entry.path ?? null,
      parent: entry.parent ?? null,
      label: override?.label ?? null,
      position: override?.position ?? index,
      hidden: override?.hidden ?? false,
      locked: override?.locked ?? false,
    };
  });
}

/** The signed-in user's menus: their role and permissions, the organisation's feature flags and navigation. */
export async function viewerMenus(
  ctx: Ctx,
  viewer: Pick<MenuAudience, 'roleType' | 'permissions'> & { userId: string },
  incubatorId: string,
) {
  const [flags, overrides, funnelAdmin] = await Promise.all([
    getFeatureFlags(ctx.db, incubatorId),
    loadOverrides(ctx, incubatorId),
    administersAFunnel(ctx.db, incubatorId, viewer.userId),
  ]);
  return buildMenus(
    { roleType: viewer.roleType, permissions: viewer.permissions, flags, administersAFunnel: funnelAdmin },
    overrides,
  );
}

/** An entry of the organisation's navigation as an admin sets it (parsed). */
export interface CustomNavEntryChange {
  name: string;
  label: string | null;
  position: number | null;
  hidden: boolean;
  locked: boolean;
}

/** Renames, reorders, hides and locks entries for the whole organisation; returns the entries after. */
export async function updateCustomNavigation(
  ctx: Ctx,
  { actorId, incubatorId }: { actorId: string; incubatorId: string },
  entries: CustomNavEntryChange[],
): Promise<CustomNavEntry[]> {
  const known = new Set(customizableEntries().map((entry) => entry.name));
  const unknown = entries.filter((entry) => !known.has(entry.name));
  if (unknown.length > 0) {
    throw new ValidationError([
      { field: 'entries', message: `Unknown navigation entry: ${unknown.map((e) => e.name).join(', ')}` },
    ]);
  }
  const before = await listCustomNavigation(ctx, incubatorId);
  for (const entry of entries) {
    await ctx.db
      .insert(customNavigation)
      .values({ incubatorId, ...entry })
      .onConflictDoUpdate({
        target: [customNavigation.incubatorId, customNavigation.name],
        set: {
          label: entry.label,
          position: entry.position,
          hidden: entry.hidden,
          locked: entry.locked,
          updatedAt: new Date(),
        },
      });
  }
  const after = await listCustomNavigation(ctx, incubatorId);
  await recordActivity(ctx.db, {
    incubatorId,
    actorId,
    action: 'navigation.updated',
    entityType: 'navigation',
    entityId: incubatorId,
    before: { entries: before.filter((e) => entries.some((x) => x.name === e.name)) },
    after: { entries: after.filter((e) => entries.some((x) => x.name === e.name)) },
  });
  return after;
}

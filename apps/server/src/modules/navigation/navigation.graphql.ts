import { SIDEBAR_ENTRIES, TOP_NAV_ENTRIES } from '@cohort/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { getFeatureFlags } from '../organisations/index.ts';
import {
  buildMenus,
  customizableEntries,
  type MenuItem,
  type Menus,
  type NavigationOverride,
} from './navigation.service.ts';
import { customNavigation } from './navigation.table.ts';

const MenuItemRef = builder.objectRef<MenuItem>('MenuItem');
MenuItemRef.implement({
  description:
    'A navigation entry: translate `name` unless an admin renamed it (`label`); a locked entry has no sub-menu',
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label', { nullable: true }),
    path: t.exposeString('path', { nullable: true }),
    locked: t.exposeBoolean('locked'),
    setup: t.exposeBoolean('setup', { description: 'A setup sub-menu: opens as a quick modal from another parent' }),
    submenu: t.field({ type: [MenuItemRef], resolve: (item) => item.submenu }),
  }),
});

const SetUpRef = builder.objectRef<Menus>('SetUp').implement({
  description: "The signed-in user's menus, from their role, permissions, the feature flags and custom navigation",
  fields: (t) => ({
    sidebarV2: t.field({ type: [MenuItemRef], resolve: (menus) => menus.sidebarV2 }),
    topNav: t.field({ type: [MenuItemRef], resolve: (menus) => menus.topNav }),
    sitemap: t.field({
      type: [MenuItemRef],
      description: 'Every page the user may reach, including entries hidden from the sidebar',
      resolve: (menus) => menus.sitemap,
    }),
    createMenu: t.field({ type: [MenuItemRef], resolve: (menus) => menus.createMenu }),
    mobileNav: t.field({ type: [MenuItemRef], resolve: (menus) => menus.mobileNav }),
  }),
});

interface CustomNavEntry extends NavigationOverride {
  path: string | null;
  parent: string | null;
  position: number;
}

const CustomNavEntryRef = builder.objectRef<CustomNavEntry>('CustomNavEntry').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    path: t.exposeString('path', { nullable: true }),
    parent: t.exposeString('parent', { nullable: true }),
    label: t.exposeString('label', { nullable: true }),
    position: t.exposeInt('position'),
    hidden: t.exposeBoolean('hidden'),
    locked: t.exposeBoolean('locked'),
  }),
});

const CustomNavEntryInput = builder.inputType('CustomNavEntryInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    label: t.string(),
    position: t.int(),
    hidden: t.boolean({ required: true }),
    locked: t.boolean({ required: true }),
  }),
});

const entriesSchema = z
  .array(
    z.object({
      name: z.string(),
      label: z
        .string()
        .trim()
        .max(40, 'Label must be less than or equal to 40 characters')
        .nullish()
        .transform((label) => label || null),
      position: z
        .number()
        .int()
        .min(0, 'Position must be greater than or equal to 0')
        .max(999, 'Position must be less than or equal to 999')
        .nullish()
        .transform((position) => position ?? null),
      hidden: z.boolean(),
      locked: z.boolean(),
    }),
  )
  .max(200);

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

async function listCustomNavigation(ctx: Ctx, incubatorId: string): Promise<CustomNavEntry[]> {
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

builder.queryField('setUp', (t) =>
  t.field({
    type: SetUpRef,
    description: 'The sidebar, top navigation, sitemap, create menu and mobile navigation of the signed-in user',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const [flags, overrides] = await Promise.all([
        getFeatureFlags(ctx.db, incubatorId),
        loadOverrides(ctx, incubatorId),
      ]);
      return buildMenus({ roleType: viewer.roleType, permissions: viewer.permissions, flags }, overrides);
    },
  }),
);

builder.queryField('customNavigation', (t) =>
  t.field({
    type: [CustomNavEntryRef],
    description: "The organisation's navigation entries with their renames, order, hidden and locked marks",
    authScopes: { permission: 'CUSTOM_NAV:EDIT' },
    resolve: (_root, _args, ctx) => listCustomNavigation(ctx, viewerOf(ctx).incubatorId),
  }),
);

builder.mutationField('updateCustomNavigation', (t) =>
  t.field({
    type: [CustomNavEntryRef],
    description: 'Renames, reorders, hides and locks navigation entries for the whole organisation',
    authScopes: { permission: 'CUSTOM_NAV:EDIT' },
    args: { entries: t.arg({ type: [CustomNavEntryInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const entries = parseInput(entriesSchema, args.entries);
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
        actorId: viewer.userId,
        action: 'navigation.updated',
        entityType: 'navigation',
        entityId: incubatorId,
        before: { entries: before.filter((e) => entries.some((x) => x.name === e.name)) },
        after: { entries: after.filter((e) => entries.some((x) => x.name === e.name)) },
      });
      return after;
    },
  }),
);

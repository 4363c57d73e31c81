import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { parseInput } from '../../platform/graphql/errors.ts';
import {
  type CustomNavEntry,
  listCustomNavigation,
  type MenuItem,
  type Menus,
  updateCustomNavigation,
  viewerMenus,
} from './navigation.service.ts';

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

builder.queryField('setUp', (t) =>
  t.field({
    type: SetUpRef,
    description: 'The sidebar, top navigation, sitemap, create menu and mobile navigation of the signed-in user',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      return viewerMenus(ctx, viewer, incubatorId);
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
      return updateCustomNavigation(ctx, { actorId: viewer.userId, incubatorId }, entries);
    },
  }),
);

import {
  type FeatureFlagName,
  isInRoleGroup,
  isStorableText,
  type RoleType,
  requiredText,
  STARTUP_MANAGER_ROLES,
} from '@cohort/shared';
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { requireFeatureFlag } from '../organisations/index.ts';
import { savedViews } from './view.table.ts';

export const SAVED_VIEW_SCOPES = ['STARTUPS'] as const;
type Scope = (typeof SAVED_VIEW_SCOPES)[number];
const FLAG: Record<Scope, FeatureFlagName> = { STARTUPS: 'savedViewsStartups' };
export const SAVED_VIEWS_MAX = 50;

/** What a view of each list may hold: the same filters as the list's own address. */
const FILTERS: Record<Scope, z.ZodType<Record<string, unknown>>> = {
  STARTUPS: z
    .object({
      search: z.string().trim().max(100).refine(isStorableText).optional(),
      programIds: z.array(z.string().uuid()).max(50).optional(),
      industryIds: z.array(z.string().uuid()).max(50).optional(),
      tagIds: z.array(z.string().uuid()).max(50).optional(),
      sort: z.enum(['NAME', 'CREATED_AT', 'FOUNDING_YEAR']).optional(),
      view: z.enum(['cards', 'table']).optional(),
      // The portfolio's custom-field filters, as the startups query takes them (checked again when applied).
      customFields: z
        .array(
          z
            .object({
              fieldId: z.string().uuid(),
              optionIds: z.array(z.string().max(64).refine(isStorableText)).max(100).nullish(),
              text: z.string().trim().max(200).refine(isStorableText).nullish(),
              min: z.number().finite().nullish(),
              max: z.number().finite().nullish(),
            })
            .strict(),
        )
        .max(20)
        .optional(),
    })
    .strict(),
};

type ViewRow = typeof savedViews.$inferSelect;

/** Startup managers share views with the team; others keep them to themselves. */
function mayShare(roleType: RoleType): boolean {
  return (STARTUP_MANAGER_ROLES as readonly RoleType[]).includes(roleType) || roleType === 'System';
}

const ScopeRef = builder.enumType('SavedViewScope', { values: SAVED_VIEW_SCOPES });

const SavedViewRef = builder.objectRef<ViewRow & { mine: boolean; canDelete: boolean }>('SavedView').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    scope: t.field({ type: ScopeRef, resolve: (v) => v.scope as Scope }),
    name: t.exposeString('name'),
    filters: t.field({ type: 'JSON', resolve: (v) => v.filters }),
    shared: t.exposeBoolean('shared'),
    mine: t.exposeBoolean('mine'),
    canDelete: t.exposeBoolean('canDelete'),
    createdAt: t.field({ type: 'DateTime', resolve: (v) => v.createdAt }),
  }),
});

function viewed(ctx: Ctx, row: ViewRow) {
  const { viewer } = viewerOf(ctx);
  const mine = row.createdBy === viewer.userId;
  return {
    ...row,
    mine,
    canDelete: mine || isInRoleGroup(viewer.roleType, 'adminGroup') || viewer.roleType === 'System',
  };
}

const inputSchema = z.object({
  name: requiredText('Name', 60),
  shared: z.boolean().default(false),
});

builder.queryField('savedViews', (t) =>
  t.field({
    type: [SavedViewRef],
    description: 'The viewer’s saved views of a list, and the ones the team shared (SAVED_VIEWS:READ)',
    authScopes: { authenticated: true },
    args: { scope: t.arg({ type: ScopeRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      await requireFeatureFlag(ctx.db, incubatorId, FLAG[args.scope]);
      const readsShared =
        viewer.roleType === 'System' || (viewer.permissions.get('SAVED_VIEWS:READ') ?? 'NONE') !== 'NONE';
      const rows = await ctx.db
        .select()
        .from(savedViews)
        .where(
          and(
            eq(savedViews.incubatorId, incubatorId),
            eq(savedViews.scope, args.scope),
            readsShared
              ? or(eq(savedViews.createdBy, viewer.userId), eq(savedViews.shared, true))
              : eq(savedViews.createdBy, viewer.userId),
          ),
        )
        .orderBy(asc(savedViews.name));
      return rows.map((row) => viewed(ctx, row));
    },
  }),
);

builder.mutationFields((t) => ({
  createSavedView: t.field({
    type: SavedViewRef,
    description: 'Saves the current filters of a list under a name; startup managers may share it with the team',
    authScopes: { authenticated: true },
    args: {
      scope: t.arg({ type: ScopeRef, required: true }),
      name: t.arg.string({ required: true }),
      filters: t.arg({ type: 'JSON', required: true }),
      shared: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      await requireFeatureFlag(ctx.db, incubatorId, FLAG[args.scope]);
      const input = parseInput(inputSchema, { name: args.name, shared: args.shared ?? false });
      if (input.shared && !mayShare(viewer.roleType)) throw new ForbiddenError('Your role cannot share views');
      const filters = parseInput(z.object({ filters: FILTERS[args.scope] }), { filters: args.filters }).filters;
      const mine = await ctx.db
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(and(eq(savedViews.incubatorId, incubatorId), eq(savedViews.createdBy, viewer.userId)));
      if (mine.length >= SAVED_VIEWS_MAX) {
        throw new ValidationError([{ field: 'name', message: `You can keep at most ${SAVED_VIEWS_MAX} saved views` }]);
      }
      const [row] = await ctx.db
        .insert(savedViews)
        .values({ incubatorId, id: newId(), scope: args.scope, ...input, filters, createdBy: viewer.userId })
        .returning();
      return viewed(ctx, row as ViewRow);
    },
  }),
  deleteSavedView: t.field({
    type: 'ID',
    description: 'Deletes a saved view: its creator, or an administrator for a shared one',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const id = String(args.id);
      if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The view');
      const [row] = await ctx.db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.incubatorId, incubatorId), eq(savedViews.id, id)));
      if (!row || (!row.shared && row.createdBy !== viewer.userId)) throw new NotFoundError('The view');
      if (!viewed(ctx, row).canDelete) throw new ForbiddenError();
      await ctx.db.delete(savedViews).where(and(eq(savedViews.incubatorId, incubatorId), eq(savedViews.id, id)));
      return id;
    },
  }),
}));

import { applicationViewFiltersSchema, type FeatureFlagName, isStorableText, requiredText } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { canShareSavedViews } from '../../policies/index.ts';
import { requireFeatureFlag } from '../organisations/index.ts';
import { createSavedView, deleteSavedView, listSavedViews, type SavedViewView } from './view.service.ts';

export const SAVED_VIEW_SCOPES = ['STARTUPS', 'APPLICATIONS'] as const;
type Scope = (typeof SAVED_VIEW_SCOPES)[number];
const FLAG: Record<Scope, FeatureFlagName> = {
  STARTUPS: 'savedViewsStartups',
  APPLICATIONS: 'savedViewsApplications',
};
export { SAVED_VIEWS_MAX } from './view.service.ts';

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
  // The applications overview (issue 14): its filters, sort and created days, as its address holds them.
  APPLICATIONS: applicationViewFiltersSchema,
};

const ScopeRef = builder.enumType('SavedViewScope', { values: SAVED_VIEW_SCOPES });

const SavedViewRef = builder.objectRef<SavedViewView>('SavedView').implement({
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
      const { incubatorId } = viewerOf(ctx);
      await requireFeatureFlag(ctx.db, incubatorId, FLAG[args.scope]);
      return listSavedViews(ctx, args.scope);
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
      if (input.shared && !canShareSavedViews(viewer)) throw new ForbiddenError('Your role cannot share views');
      const filters = parseInput(z.object({ filters: FILTERS[args.scope] }), { filters: args.filters }).filters;
      return createSavedView(ctx, args.scope, input, filters);
    },
  }),
  deleteSavedView: t.field({
    type: 'ID',
    description: 'Deletes a saved view: its creator, or an administrator for a shared one',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      return deleteSavedView(ctx, String(args.id));
    },
  }),
}));

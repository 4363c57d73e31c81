import { requiredText } from '@cohort/shared';
import { requireFeatureFlag } from '../organisations/index.ts';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, parseInput } from '../../platform/graphql/errors.ts';
import {
  createIndustry,
  deleteIndustry,
  type IndustryRow,
  listIndustries,
  renameIndustry,
} from './industry.service.ts';

const IndustryRef = builder.objectRef<IndustryRow>('Industry').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
  }),
});

const nameSchema = z.object({ name: requiredText('Name', 80) });

function scope(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { actorId: ctx.viewer.userId, incubatorId: ctx.incubator.id };
}

builder.queryField('industries', (t) =>
  t.field({
    type: [IndustryRef],
    description: "The organisation's industries, by name",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => listIndustries(ctx, scope(ctx).incubatorId),
  }),
);

builder.mutationFields((t) => ({
  createIndustry: t.field({
    type: IndustryRef,
    authScopes: { permission: 'INDUSTRIES:CREATE' },
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = scope(ctx);
      await requireFeatureFlag(ctx.db, incubatorId, 'editIndustries');
      const { name } = parseInput(nameSchema, args);
      return createIndustry(ctx, { actorId, incubatorId }, name);
    },
  }),
  renameIndustry: t.field({
    type: IndustryRef,
    authScopes: { permission: 'INDUSTRIES:EDIT' },
    args: { industryId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = scope(ctx);
      await requireFeatureFlag(ctx.db, incubatorId, 'editIndustries');
      const { name } = parseInput(nameSchema, { name: args.name });
      return renameIndustry(ctx, { actorId, incubatorId }, String(args.industryId), name);
    },
  }),
  deleteIndustry: t.boolean({
    authScopes: { permission: 'INDUSTRIES:EDIT' },
    args: { industryId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = scope(ctx);
      await requireFeatureFlag(ctx.db, incubatorId, 'editIndustries');
      await deleteIndustry(ctx, { actorId, incubatorId }, String(args.industryId));
      return true;
    },
  }),
}));

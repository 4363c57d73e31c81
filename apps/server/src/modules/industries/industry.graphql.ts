import { requiredText } from '@cohort/shared';
import { requireFeatureFlag } from '../organisations/index.ts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  NotFoundError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { recordActivity } from '../activity/index.ts';
import { industries } from './industry.table.ts';

type IndustryRow = typeof industries.$inferSelect;

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

async function assertUnique(ctx: Ctx, incubatorId: string, name: string, exceptId?: string) {
  const clash = await ctx.db
    .select({ id: industries.id })
    .from(industries)
    .where(
      and(
        eq(industries.incubatorId, incubatorId),
        sql`lower(${industries.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(industries.id, exceptId) : undefined,
      ),
    );
  if (clash.length > 0) throw new ValidationError([{ field: 'name', message: 'This industry already exists' }]);
}

async function findIndustry(ctx: Ctx, incubatorId: string, id: string): Promise<IndustryRow> {
  if (!isUuid(id)) throw new NotFoundError('The industry');
  const [row] = await ctx.db
    .select()
    .from(industries)
    .where(and(eq(industries.incubatorId, incubatorId), eq(industries.id, id)));
  if (!row) throw new NotFoundError('The industry');
  return row;
}

builder.queryField('industries', (t) =>
  t.field({
    type: [IndustryRef],
    description: "The organisation's industries, by name",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) =>
      ctx.db
        .select()
        .from(industries)
        .where(eq(industries.incubatorId, scope(ctx).incubatorId))
        .orderBy(asc(industries.name)),
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
      await assertUnique(ctx, incubatorId, name);
      const [row] = await ctx.db.insert(industries).values({ incubatorId, id: newId(), name }).returning();
      if (!row) throw new Error('The industry was not created');
      await recordActivity(ctx.db, {
        incubatorId,
        actorId,
        action: 'industry.created',
        entityType: 'industry',
        entityId: row.id,
        after: { name },
      });
      return row;
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
      const industry = await findIndustry(ctx, incubatorId, String(args.industryId));
      await assertUnique(ctx, incubatorId, name, industry.id);
      const [row] = await ctx.db
        .update(industries)
        .set({ name })
        .where(and(eq(industries.incubatorId, incubatorId), eq(industries.id, industry.id)))
        .returning();
      await recordActivity(ctx.db, {
        incubatorId,
        actorId,
        action: 'industry.renamed',
        entityType: 'industry',
        entityId: industry.id,
        before: { name: industry.name },
        after: { name },
      });
      return row ?? industry;
    },
  }),
  deleteIndustry: t.boolean({
    authScopes: { permission: 'INDUSTRIES:EDIT' },
    args: { industryId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = scope(ctx);
      await requireFeatureFlag(ctx.db, incubatorId, 'editIndustries');
      const industry = await findIndustry(ctx, incubatorId, String(args.industryId));
      await ctx.db
        .delete(industries)
        .where(and(eq(industries.incubatorId, incubatorId), eq(industries.id, industry.id)));
      await recordActivity(ctx.db, {
        incubatorId,
        actorId,
        action: 'industry.deleted',
        entityType: 'industry',
        entityId: industry.id,
        before: { name: industry.name },
      });
      return true;
    },
  }),
}));

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isUuid, newId } from '../../platform/db/ids.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { industries } from './industry.table.ts';

export type IndustryRow = typeof industries.$inferSelect;

/** Who acts, in which organisation. */
export interface IndustryScope {
  actorId: string;
  incubatorId: string;
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

/** The organisation's industries, by name. */
export function listIndustries(ctx: Ctx, incubatorId: string): Promise<IndustryRow[]> {
  return ctx.db.select().from(industries).where(eq(industries.incubatorId, incubatorId)).orderBy(asc(industries.name));
}

export async function createIndustry(ctx: Ctx, { actorId, incubatorId }: IndustryScope, name: string) {
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
}

export async function renameIndustry(
  ctx: Ctx,
  { actorId, incubatorId }: IndustryScope,
  industryId: string,
  name: string,
): Promise<IndustryRow> {
  const industry = await findIndustry(ctx, incubatorId, industryId);
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
}

export async function deleteIndustry(ctx: Ctx, { actorId, incubatorId }: IndustryScope, industryId: string) {
  const industry = await findIndustry(ctx, incubatorId, industryId);
  await ctx.db.delete(industries).where(and(eq(industries.incubatorId, incubatorId), eq(industries.id, industry.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId,
    action: 'industry.deleted',
    entityType: 'industry',
    entityId: industry.id,
    before: { name: industry.name },
  });
}

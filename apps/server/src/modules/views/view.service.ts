import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canDeleteSavedView, canReadSharedSavedViews, canSeeSavedView } from '../../policies/index.ts';
import { savedViews } from './view.table.ts';

export const SAVED_VIEWS_MAX = 50;

export type ViewRow = typeof savedViews.$inferSelect;
export type SavedViewView = ViewRow & { mine: boolean; canDelete: boolean };

/** A saved view with what the viewer may do to it (canDeleteSavedView). */
export function viewed(ctx: Ctx, row: ViewRow): SavedViewView {
  const { viewer } = viewerOf(ctx);
  return { ...row, mine: row.createdBy === viewer.userId, canDelete: canDeleteSavedView(viewer, row) };
}

/** The viewer's saved views of a list, and the ones the team shared for SAVED_VIEWS:READ, by name. */
export async function listSavedViews(ctx: Ctx, scope: string): Promise<SavedViewView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const rows = await ctx.db
    .select()
    .from(savedViews)
    .where(
      and(
        eq(savedViews.incubatorId, incubatorId),
        eq(savedViews.scope, scope),
        canReadSharedSavedViews(viewer)
          ? or(eq(savedViews.createdBy, viewer.userId), eq(savedViews.shared, true))
          : eq(savedViews.createdBy, viewer.userId),
      ),
    )
    .orderBy(asc(savedViews.name));
  return rows.map((row) => viewed(ctx, row));
}

/** Saves a view (the caller checked sharing); at most SAVED_VIEWS_MAX per person. */
export async function createSavedView(
  ctx: Ctx,
  scope: string,
  input: { name: string; shared: boolean },
  filters: Record<string, unknown>,
): Promise<SavedViewView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const mine = await ctx.db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(eq(savedViews.incubatorId, incubatorId), eq(savedViews.createdBy, viewer.userId)));
  if (mine.length >= SAVED_VIEWS_MAX) {
    throw new ValidationError([{ field: 'name', message: `You can keep at most ${SAVED_VIEWS_MAX} saved views` }]);
  }
  const [row] = await ctx.db
    .insert(savedViews)
    .values({ incubatorId, id: newId(), scope, ...input, filters, createdBy: viewer.userId })
    .returning();
  return viewed(ctx, row as ViewRow);
}

/** Deletes a saved view: not found unless the viewer sees it, forbidden unless they may delete it. */
export async function deleteSavedView(ctx: Ctx, id: string): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The view');
  const [row] = await ctx.db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.incubatorId, incubatorId), eq(savedViews.id, id)));
  if (!row || !canSeeSavedView(viewer, row)) throw new NotFoundError('The view');
  if (!canDeleteSavedView(viewer, row)) throw new ForbiddenError();
  await ctx.db.delete(savedViews).where(and(eq(savedViews.incubatorId, incubatorId), eq(savedViews.id, id)));
  return id;
}

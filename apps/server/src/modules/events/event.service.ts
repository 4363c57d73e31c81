import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, NotFoundError } from '../../platform/graphql/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { canEditEvent } from '../../policies/index.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { incubatorEvents } from './event.table.ts';

export type EventRow = typeof incubatorEvents.$inferSelect;
export type EventView = EventRow & { creator: AvatarData | null; canEdit: boolean };

function scope(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { viewer: ctx.viewer, incubatorId: ctx.incubator.id };
}

/** An event of the organisation with its creator and whether the viewer may edit it (canEditEvent). */
export async function findEvent(ctx: Ctx, id: string): Promise<EventView> {
  const { viewer, incubatorId } = scope(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The event');
  const [row] = await ctx.db
    .select()
    .from(incubatorEvents)
    .where(and(eq(incubatorEvents.incubatorId, incubatorId), eq(incubatorEvents.id, id)));
  if (!row) throw new NotFoundError('The event');
  const creators = await loadAvatars(ctx.db, incubatorId, row.createdBy ? [row.createdBy] : []);
  return {
    ...row,
    creator: row.createdBy ? (creators.get(row.createdBy) ?? null) : null,
    canEdit: canEditEvent(viewer, row),
  };
}

/** Creates an untitled event to edit (the create menu). */
export async function createEvent(ctx: Ctx): Promise<EventView> {
  const { viewer, incubatorId } = scope(ctx);
  const id = newId();
  await ctx.db.insert(incubatorEvents).values({
    incubatorId,
    id,
    title: translate(ctx.request.language, 'events.untitled'),
    createdBy: viewer.userId,
  });
  return findEvent(ctx, id);
}

/** Changes an event the viewer may edit (the caller checked canEdit). */
export async function updateEvent(
  ctx: Ctx,
  event: EventView,
  input: { title: string; description: string | null },
): Promise<EventView> {
  const { incubatorId } = scope(ctx);
  await ctx.db
    .update(incubatorEvents)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(incubatorEvents.incubatorId, incubatorId), eq(incubatorEvents.id, event.id)));
  return findEvent(ctx, event.id);
}

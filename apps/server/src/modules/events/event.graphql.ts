import { isAuthorized, optionalText, requiredText } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  NotFoundError,
  parseInput,
} from '../../platform/graphql/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { type AvatarData, loadAvatars, UserAvatarRef } from '../directory/index.ts';
import { incubatorEvents } from './event.table.ts';

type EventRow = typeof incubatorEvents.$inferSelect;
type EventView = EventRow & { creator: AvatarData | null; canEdit: boolean };

const IncubatorEventRef = builder.objectRef<EventView>('IncubatorEvent').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (e) => e.updatedAt }),
    createdBy: t.field({ type: UserAvatarRef, nullable: true, resolve: (e) => e.creator }),
    viewerCanEdit: t.exposeBoolean('canEdit'),
  }),
});

function scope(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { viewer: ctx.viewer, incubatorId: ctx.incubator.id };
}

async function findEvent(ctx: Ctx, id: string): Promise<EventView> {
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
    canEdit: isAuthorized(viewer, 'EVENT:EDIT', { creatorId: row.createdBy ?? undefined }),
  };
}

const eventSchema = z.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 10_000).transform((d) => d || null),
});

builder.queryField('incubatorEvent', (t) =>
  t.field({
    type: IncubatorEventRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findEvent(ctx, String(args.id)),
  }),
);

builder.mutationFields((t) => ({
  CreateIncubatorEvent: t.field({
    type: IncubatorEventRef,
    description: 'Creates an untitled event to edit (the create menu)',
    authScopes: { permission: 'EVENT:CREATE' },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = scope(ctx);
      const id = newId();
      await ctx.db.insert(incubatorEvents).values({
        incubatorId,
        id,
        title: translate(ctx.request.language, 'events.untitled'),
        createdBy: viewer.userId,
      });
      return findEvent(ctx, id);
    },
  }),
  updateIncubatorEvent: t.field({
    type: IncubatorEventRef,
    authScopes: { authenticated: true },
    args: {
      id: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      description: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = scope(ctx);
      const event = await findEvent(ctx, String(args.id));
      if (!event.canEdit) throw new ForbiddenError('You cannot edit this event');
      const input = parseInput(eventSchema, { title: args.title, description: args.description });
      await ctx.db
        .update(incubatorEvents)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(incubatorEvents.incubatorId, incubatorId), eq(incubatorEvents.id, event.id)));
      return findEvent(ctx, event.id);
    },
  }),
}));

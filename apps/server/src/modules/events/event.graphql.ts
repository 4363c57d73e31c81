import { optionalText, requiredText } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { createEvent, type EventView, findEvent, updateEvent } from './event.service.ts';

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
    resolve: (_root, _args, ctx) => createEvent(ctx),
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
      const event = await findEvent(ctx, String(args.id));
      if (!event.canEdit) throw new ForbiddenError('You cannot edit this event');
      const input = parseInput(eventSchema, { title: args.title, description: args.description });
      return updateEvent(ctx, event, input);
    },
  }),
}));

import { requiredText } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { canEditTaxonomy, canSeeTagsOfKind } from '../../policies/index.ts';
import {
  createTag,
  deleteTag,
  findTag,
  listTags,
  listTagsWithUsage,
  TAG_KINDS,
  type TagRow,
  updateTag,
} from './tag.service.ts';
import { TagRef } from './tag.refs.ts';

export const TagKindRef = builder.enumType('TagKind', { values: TAG_KINDS });

TagRef.implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { nullable: true }),
    kind: t.field({ type: TagKindRef, resolve: (tag) => tag.kind as (typeof TAG_KINDS)[number] }),
  }),
});

builder.queryField('tags', (t) =>
  t.field({
    type: [TagRef],
    description:
      'The tags of one kind of the taxonomy, by name; startup, user and application tags only with TAGS:{KIND}:VIEW (empty otherwise)',
    authScopes: { authenticated: true },
    args: { kind: t.arg({ type: TagKindRef, required: true }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.incubator || !ctx.viewer) throw new AuthenticationRequiredError();
      if (!canSeeTagsOfKind(ctx.viewer, args.kind)) return [];
      return listTags(ctx.db, ctx.incubator.id, args.kind);
    },
  }),
);

const COLOR = /^#[0-9a-fA-F]{6}$/;
const tagSchema = z.object({
  name: requiredText('Name', 60),
  color: z
    .string()
    .trim()
    .regex(COLOR, 'Colour must be a colour like #1c7ed6')
    .nullish()
    .transform((value) => value || null),
});

function editor(ctx: Ctx, key: 'TAGS_EDITOR:CREATE' | 'TAGS_EDITOR:EDIT') {
  if (!ctx.incubator || !ctx.viewer) throw new AuthenticationRequiredError();
  if (!canEditTaxonomy(ctx.viewer, key)) throw new ForbiddenError();
  return { incubatorId: ctx.incubator.id, viewer: ctx.viewer };
}

const TagUsageRef = builder.objectRef<{ tag: TagRow; uses: number }>('TagWithUsage').implement({
  fields: (t) => ({
    tag: t.field({ type: TagRef, resolve: (u) => u.tag }),
    uses: t.exposeInt('uses', { description: 'People or startups tagged with it' }),
  }),
});

builder.queryField('tagsWithUsage', (t) =>
  t.field({
    type: [TagUsageRef],
    description: 'The taxonomy editor: the tags of one kind with how often each is used (TAGS_EDITOR:VIEW)',
    authScopes: { permission: 'TAGS_EDITOR:VIEW' },
    args: { kind: t.arg({ type: TagKindRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.incubator || !ctx.viewer) throw new AuthenticationRequiredError();
      return listTagsWithUsage(ctx.db, ctx.incubator.id, args.kind);
    },
  }),
);

builder.mutationFields((t) => ({
  createTag: t.field({
    type: TagRef,
    description: 'Adds a tag to a kind of the taxonomy (TAGS_EDITOR:CREATE)',
    authScopes: { authenticated: true },
    args: {
      kind: t.arg({ type: TagKindRef, required: true }),
      name: t.arg.string({ required: true }),
      color: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = editor(ctx, 'TAGS_EDITOR:CREATE');
      const input = parseInput(tagSchema, { name: args.name, color: args.color });
      return createTag(ctx, incubatorId, args.kind, input);
    },
  }),
  updateTag: t.field({
    type: TagRef,
    description: 'Renames or recolours a tag (TAGS_EDITOR:EDIT)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }), color: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = editor(ctx, 'TAGS_EDITOR:EDIT');
      const tag = await findTag(ctx, incubatorId, String(args.id));
      const input = parseInput(tagSchema, { name: args.name, color: args.color });
      return updateTag(ctx, incubatorId, tag, input);
    },
  }),
  deleteTag: t.field({
    type: 'ID',
    description: 'Deletes a tag; it is taken off the people and startups that had it (TAGS_EDITOR:EDIT)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = editor(ctx, 'TAGS_EDITOR:EDIT');
      const tag = await findTag(ctx, incubatorId, String(args.id));
      await deleteTag(ctx, incubatorId, tag);
      return tag.id;
    },
  }),
}));

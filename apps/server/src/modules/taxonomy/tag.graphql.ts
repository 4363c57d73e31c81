import { isAuthorized, requiredText } from '@cohort/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { listTags, TAG_KINDS, type TagRow, tagUsage } from './tag.service.ts';
import { tags } from './tag.table.ts';
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

/** Startup, user and application tags are the programme's own labels: TAGS:{KIND}:VIEW, or the taxonomy editors. */
const VIEW_KEYS: Partial<Record<(typeof TAG_KINDS)[number], string>> = {
  startup: 'TAGS:STARTUP:VIEW',
  user: 'TAGS:USER:VIEW',
  application: 'TAGS:APPLICATION:VIEW',
};
function seesTagsOf(viewer: NonNullable<Ctx['viewer']>, kind: (typeof TAG_KINDS)[number]): boolean {
  const key = VIEW_KEYS[kind];
  if (!key || viewer.roleType === 'System') return true;
  return isAuthorized(viewer, key) || isAuthorized(viewer, 'TAGS_EDITOR:VIEW');
}

builder.queryField('tags', (t) =>
  t.field({
    type: [TagRef],
    description:
      'The tags of one kind of the taxonomy, by name; startup, user and application tags only with TAGS:{KIND}:VIEW (empty otherwise)',
    authScopes: { authenticated: true },
    args: { kind: t.arg({ type: TagKindRef, required: true }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.incubator || !ctx.viewer) throw new AuthenticationRequiredError();
      if (!seesTagsOf(ctx.viewer, args.kind)) return [];
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
  if (ctx.viewer.roleType !== 'System' && !isAuthorized(ctx.viewer, key)) throw new ForbiddenError();
  return { incubatorId: ctx.incubator.id, viewer: ctx.viewer };
}

async function findTag(ctx: Ctx, incubatorId: string, id: string): Promise<TagRow> {
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The tag');
  const [row] = await ctx.db
    .select()
    .from(tags)
    .where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, id)));
  if (!row) throw new NotFoundError('The tag');
  return row;
}

async function checkUnique(ctx: Ctx, incubatorId: string, kind: string, name: string, except?: string) {
  const [clash] = await ctx.db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.incubatorId, incubatorId),
        eq(tags.kind, kind),
        sql`lower(${tags.name}) = lower(${name})`,
        except ? ne(tags.id, except) : undefined,
      ),
    );
  if (clash) throw new ValidationError([{ field: 'name', message: 'A tag with this name already exists' }]);
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
      const incubatorId = ctx.incubator.id;
      const rows = await listTags(ctx.db, incubatorId, args.kind);
      const counts = await tagUsage(
        ctx.db,
        incubatorId,
        rows.map((row) => row.id),
      );
      return rows.map((tag) => ({ tag, uses: counts.get(tag.id) ?? 0 }));
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
      await checkUnique(ctx, incubatorId, args.kind, input.name);
      const [row] = await ctx.db
        .insert(tags)
        .values({ incubatorId, id: newId(), kind: args.kind, name: input.name, color: input.color })
        .returning();
      return row as TagRow;
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
      await checkUnique(ctx, incubatorId, tag.kind, input.name, tag.id);
      const [row] = await ctx.db
        .update(tags)
        .set({ name: input.name, color: input.color })
        .where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, tag.id)))
        .returning();
      return row as TagRow;
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
      await ctx.db.execute(sql`delete from startup_tags where incubator_id = ${incubatorId} and tag_id = ${tag.id}`);
      await ctx.db.delete(tags).where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, tag.id)));
      return tag.id;
    },
  }),
}));

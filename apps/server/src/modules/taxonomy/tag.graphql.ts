import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError } from '../../platform/graphql/errors.ts';
import { listTags, TAG_KINDS, type TagRow } from './tag.service.ts';

export const TagKindRef = builder.enumType('TagKind', { values: TAG_KINDS });

export const TagRef = builder.objectRef<TagRow>('Tag').implement({
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
    description: 'The tags of one kind of the taxonomy, by name',
    authScopes: { authenticated: true },
    args: { kind: t.arg({ type: TagKindRef, required: true }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.incubator || !ctx.viewer) throw new AuthenticationRequiredError();
      return listTags(ctx.db, ctx.incubator.id, args.kind);
    },
  }),
);

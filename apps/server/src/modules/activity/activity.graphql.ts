import { optionalText } from '@cohort/shared';
import { requireFeatureFlag } from '../organisations/index.ts';
import { z } from 'zod';
import { isUuid } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, parseInput } from '../../platform/graphql/errors.ts';
import { type ActivityWithActor, listActivityWithActors } from './activity.service.ts';

const ActivityRef = builder.objectRef<ActivityWithActor>('ActivityEvent').implement({
  description: 'An administrative change: who, what, before, after, when',
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId', { nullable: true }),
    actorId: t.exposeID('actorId', { nullable: true }),
    actorName: t.exposeString('actorName', { nullable: true }),
    before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.after }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
  }),
});

const ActivityPageRef = builder
  .objectRef<{ results: ActivityWithActor[]; totalCount: number; page: number; pageSize: number }>('ActivityPage')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [ActivityRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

/** The filters of the activity feed: short texts, and the id of a person. */
const activityFilterSchema = z.object({
  action: optionalText('Action', 100),
  entityType: optionalText('Entity type', 100),
  actorId: z.string().refine(isUuid, 'This person was not found').nullish(),
});

builder.queryField('activityLog', (t) =>
  t.field({
    type: ActivityPageRef,
    description: 'The activity feed of administrative changes, newest first (admins)',
    authScopes: { $any: { roleGroup: 'adminGroup', permission: 'ORGANIZATION:EDIT' } },
    args: {
      page: t.arg.int({ defaultValue: 0 }),
      pageSize: t.arg.int({ defaultValue: 25 }),
      action: t.arg.string(),
      entityType: t.arg.string(),
      actorId: t.arg.id(),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.incubator) throw new AuthenticationRequiredError();
      const incubatorId = ctx.incubator.id;
      await requireFeatureFlag(ctx.db, incubatorId, 'activityFeed');
      const filter = parseInput(activityFilterSchema, {
        action: args.action,
        entityType: args.entityType,
        actorId: args.actorId == null ? null : String(args.actorId),
      });
      const page = Math.max(0, args.page ?? 0);
      const pageSize = Math.min(100, Math.max(1, args.pageSize ?? 25));
      const { results, totalCount } = await listActivityWithActors(
        ctx.db,
        incubatorId,
        { action: filter.action, entityType: filter.entityType, actorId: filter.actorId ?? null },
        page,
        pageSize,
      );
      return {
        results,
        totalCount,
        page,
        pageSize,
      };
    },
  }),
);

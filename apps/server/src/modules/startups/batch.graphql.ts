import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { industries } from '../industries/index.ts';
import { tags } from '../taxonomy/index.ts';
import {
  mayRunBatch,
  STARTUP_BATCH_ACTIONS,
  STARTUP_BATCH_LIMIT,
  STARTUP_BATCH_QUEUE,
  STARTUP_BATCH_UPDATED,
  type StartupBatchAction,
  type StartupBatchActor,
  type StartupBatchUpdate,
} from './batch.ts';
import { programs, startupBatchOperations, startups } from './startup.table.ts';

function actorOf(ctx: Ctx): { actor: StartupBatchActor; incubatorId: string } {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return {
    actor: {
      userId: ctx.viewer.userId,
      roleType: ctx.viewer.roleType,
      permissions: Object.fromEntries(ctx.viewer.permissions),
    },
    incubatorId: ctx.incubator.id,
  };
}

const uuid = z.string().uuid();

/** The programme, startup tag or industry an action names must be one of this organisation. */
async function checkTarget(ctx: Ctx, incubatorId: string, action: StartupBatchAction): Promise<void> {
  if (action.type === 'DELETE') return;
  const missing = () => new ValidationError([{ field: 'action.targetId', message: 'This item was not found' }]);
  if (!action.targetId || !uuid.safeParse(action.targetId).success) throw missing();
  const id = action.targetId;
  const found = action.type.endsWith('PROGRAM')
    ? await ctx.db
        .select({ id: programs.id })
        .from(programs)
        .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, id)))
    : action.type.endsWith('TAG')
      ? await ctx.db
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, id), eq(tags.kind, 'startup')))
      : await ctx.db
          .select({ id: industries.id })
          .from(industries)
          .where(and(eq(industries.incubatorId, incubatorId), eq(industries.id, id)));
  if (found.length === 0) throw missing();
}

const ActionTypeRef = builder.enumType('StartupBatchActionType', { values: STARTUP_BATCH_ACTIONS });
const ActionInputRef = builder.inputType('StartupBatchActionInput', {
  fields: (t) => ({
    type: t.field({ type: ActionTypeRef, required: true }),
    targetId: t.id({ description: 'The programme, startup tag or industry (not for DELETE)' }),
  }),
});

const StartupBatchRef = builder.objectRef<{ id: string; count: number }>('StartupBatchOperation').implement({
  fields: (t) => ({ id: t.exposeID('id'), count: t.exposeInt('count') }),
});

const StartupBatchItemRef = builder
  .objectRef<{ startupId: string; succeeded: boolean; message: string | null }>('StartupBatchItemResult')
  .implement({
    fields: (t) => ({
      startupId: t.exposeID('startupId'),
      succeeded: t.exposeBoolean('succeeded'),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

const StartupBatchStateRef = builder
  .objectRef<typeof startupBatchOperations.$inferSelect>('StartupBatchOperationState')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      status: t.exposeString('status'),
      total: t.exposeInt('total'),
      processed: t.exposeInt('processed'),
      failed: t.exposeInt('failed'),
      results: t.field({ type: [StartupBatchItemRef], resolve: (row) => row.results }),
    }),
  });

const StartupBatchUpdateRef = builder.objectRef<StartupBatchUpdate>('StartupBatchOperationUpdate').implement({
  fields: (t) => ({
    operationId: t.exposeID('operationId'),
    updateType: t.exposeString('updateType'),
    startupId: t.exposeID('startupId', { nullable: true }),
    processed: t.exposeInt('processed'),
    failed: t.exposeInt('failed'),
    total: t.exposeInt('total'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

builder.mutationField('startStartupBatchOperation', (t) =>
  t.field({
    type: StartupBatchRef,
    description:
      'Adds startups to or removes them from a programme, a tag or an industry, or deletes them; follow it with startupBatchOperationUpdated',
    authScopes: { authenticated: true },
    args: {
      startupIds: t.arg.idList({ required: true }),
      action: t.arg({ type: ActionInputRef, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { actor, incubatorId } = actorOf(ctx);
      const action: StartupBatchAction = {
        type: args.action.type,
        ...(args.action.targetId ? { targetId: String(args.action.targetId) } : {}),
      };
      if (!mayRunBatch(actor, action.type)) throw new ForbiddenError();
      const startupIds = [...new Set(args.startupIds.map(String))];
      if (startupIds.length === 0) {
        throw new ValidationError([{ field: 'startupIds', message: 'Select at least one startup' }]);
      }
      if (startupIds.length > STARTUP_BATCH_LIMIT) {
        throw new ValidationError([
          { field: 'startupIds', message: `A batch holds at most ${STARTUP_BATCH_LIMIT} startups` },
        ]);
      }
      if (startupIds.some((id) => !uuid.safeParse(id).success)) {
        throw new ValidationError([{ field: 'startupIds', message: 'This startup was not found' }]);
      }
      const known = await ctx.db
        .select({ id: startups.id })
        .from(startups)
        .where(and(eq(startups.incubatorId, incubatorId), inArray(startups.id, startupIds)));
      if (known.length !== startupIds.length) {
        throw new ValidationError([{ field: 'startupIds', message: 'This startup was not found' }]);
      }
      await checkTarget(ctx, incubatorId, action);
      const id = newId();
      await ctx.db
        .insert(startupBatchOperations)
        .values({ incubatorId, id, createdBy: actor.userId, action, startupIds, total: startupIds.length });
      ctx.afterCommit(() => {
        ctx.jobs
          .send(STARTUP_BATCH_QUEUE, { incubatorId, operationId: id, actor })
          .catch((error: unknown) => console.error('Could not queue the startup batch', id, error));
      });
      return { id, count: startupIds.length };
    },
  }),
);

builder.queryField('startupBatchOperation', (t) =>
  t.field({
    type: StartupBatchStateRef,
    description: 'The state of a batch operation on startups (its results so far), for the one who started it',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, incubatorId } = actorOf(ctx);
      if (!uuid.safeParse(String(args.id)).success) throw new NotFoundError('The batch operation');
      const [row] = await ctx.db
        .select()
        .from(startupBatchOperations)
        .where(
          and(
            eq(startupBatchOperations.incubatorId, incubatorId),
            eq(startupBatchOperations.id, String(args.id)),
            eq(startupBatchOperations.createdBy, actor.userId),
          ),
        );
      if (!row) throw new NotFoundError('The batch operation');
      return row;
    },
  }),
);

builder.subscriptionField('startupBatchOperationUpdated', (t) =>
  t.field({
    type: StartupBatchUpdateRef,
    description: 'Live progress of a batch operation on startups',
    authScopes: { authenticated: true },
    args: { operationId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const { actor, incubatorId } = actorOf(ctx);
      const operationId = String(args.operationId);
      if (!uuid.safeParse(operationId).success) throw new NotFoundError('The batch operation');
      const [row] = await ctx.db
        .select({ id: startupBatchOperations.id })
        .from(startupBatchOperations)
        .where(
          and(
            eq(startupBatchOperations.incubatorId, incubatorId),
            eq(startupBatchOperations.id, operationId),
            eq(startupBatchOperations.createdBy, actor.userId),
          ),
        );
      if (!row) throw new NotFoundError('The batch operation');
      return ctx.pubsub.subscribe(
        incubatorId,
        `${STARTUP_BATCH_UPDATED}:${operationId}`,
      ) as AsyncIterable<StartupBatchUpdate>;
    },
    resolve: (payload) => payload,
  }),
);

import { PROGRAM_MESSAGES } from '@cohort/shared';
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
import { takesStartups } from '../../policies/index.ts';
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
import {
  createStartupBatchOperation,
  findBatchTarget,
  findOwnStartupBatchOperation,
  knownStartups,
  ownsStartupBatchOperation,
  type StartupBatchOperationRow,
} from './batch.service.ts';

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
  const [found] = await findBatchTarget(ctx.db, incubatorId, action.type, id);
  if (!found) throw missing();
  // A programme of people takes no startups (docs/decisions.md, issue 14 point 9).
  if (found.kind && !takesStartups({ kind: found.kind })) {
    throw new ValidationError([{ field: 'action.targetId', message: PROGRAM_MESSAGES.notForStartups }]);
  }
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

const StartupBatchStateRef = builder.objectRef<StartupBatchOperationRow>('StartupBatchOperationState').implement({
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
      const known = await knownStartups(ctx.db, incubatorId, startupIds);
      if (known.length !== startupIds.length) {
        throw new ValidationError([{ field: 'startupIds', message: 'This startup was not found' }]);
      }
      await checkTarget(ctx, incubatorId, action);
      const id = newId();
      await createStartupBatchOperation(ctx.db, incubatorId, { id, createdBy: actor.userId, action, startupIds });
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
      const row = await findOwnStartupBatchOperation(ctx.db, incubatorId, String(args.id), actor.userId);
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
      if (!(await ownsStartupBatchOperation(ctx.db, incubatorId, operationId, actor.userId))) {
        throw new NotFoundError('The batch operation');
      }
      return ctx.pubsub.subscribe(
        incubatorId,
        `${STARTUP_BATCH_UPDATED}:${operationId}`,
      ) as AsyncIterable<StartupBatchUpdate>;
    },
    resolve: (payload) => payload,
  }),
);

import {
  APPLICATION_BATCH_LIMIT,
  APPLICATION_MESSAGES,
  DECISION_ACTIONS,
  type DecisionAction,
  formatMessage,
} from '@cohort/shared';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { applicationBatchActions } from '../../policies/index.ts';
import {
  APPLICATION_BATCH_QUEUE,
  APPLICATION_BATCH_UPDATED,
  type ApplicationBatchAction,
  type ApplicationBatchActor,
  type ApplicationBatchUpdate,
} from './application-batch.ts';
import {
  type ApplicationBatchOperationRow,
  batchTargetExists,
  countKnownApplications,
  createApplicationBatchOperation,
  findOwnApplicationBatchOperation,
} from './application-batch.service.ts';
import type { ApplicationBatchItemResult } from './application.table.ts';
import { ApplicationBatchActionTypeRef } from './application-list.graphql.ts';

const DecisionRef = builder.enumType('ApplicationBatchDecision', {
  description: 'The decision a DECIDE batch prepares on each application (published later with the others)',
  values: DECISION_ACTIONS,
});

const ActionInputRef = builder.inputType('ApplicationBatchActionInput', {
  fields: (t) => ({
    type: t.field({ type: ApplicationBatchActionTypeRef, required: true }),
    roundId: t.id({ description: 'MOVE_TO_ROUND: the round (applications of other funnels fail)' }),
    tagId: t.id({ description: 'ADD_TAG, REMOVE_TAG: a tag of kind application' }),
    decision: t.field({ type: DecisionRef, description: 'DECIDE: accept, reject or delay_reject' }),
  }),
});

const OperationRef = builder
  .objectRef<{ id: string; count: number }>('ApplicationBatchOperation')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), count: t.exposeInt('count') }) });

const ItemResultRef = builder.objectRef<ApplicationBatchItemResult>('ApplicationBatchItemResult').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    succeeded: t.exposeBoolean('succeeded'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

const StateRef = builder.objectRef<ApplicationBatchOperationRow>('ApplicationBatchOperationState').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'RUNNING, SUCCEEDED, PARTIALLY_SUCCEEDED or FAILED' }),
    total: t.exposeInt('total'),
    processed: t.exposeInt('processed'),
    failed: t.exposeInt('failed'),
    results: t.field({ type: [ItemResultRef], resolve: (row) => row.results }),
  }),
});

const UpdateRef = builder.objectRef<ApplicationBatchUpdate>('ApplicationBatchOperationUpdate').implement({
  fields: (t) => ({
    operationId: t.exposeID('operationId'),
    updateType: t.exposeString('updateType', {
      description: 'ITEM_SUCCEEDED or ITEM_FAILED (with applicationId), then SUCCEEDED, PARTIALLY_SUCCEEDED or FAILED',
    }),
    applicationId: t.exposeID('applicationId', { nullable: true }),
    processed: t.exposeInt('processed'),
    failed: t.exposeInt('failed'),
    total: t.exposeInt('total'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

const targetMissing = (field: string) =>
  new ValidationError([{ field, message: APPLICATION_MESSAGES.batchTargetMissing }]);

builder.mutationField('startApplicationBatchOperation', (t) =>
  t.field({
    type: OperationRef,
    description:
      'Moves applications to a round, prepares a decision, tags, untags or deletes them ' +
      '(APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW; each application checked on its own); follow it with ' +
      'applicationBatchOperationUpdated',
    authScopes: { authenticated: true },
    args: {
      applicationIds: t.arg.idList({ required: true }),
      action: t.arg({ type: ActionInputRef, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      // Funnel admins may move, tag and delete in their funnels: each item says; an action the viewer may never run
      // (no batch key, or DECIDE without APPLICATION/DECIDE_ROUND:VIEW) is refused whole.
      if (!applicationBatchActions(viewer, true).includes(args.action.type)) throw new ForbiddenError();
      const action: ApplicationBatchAction = { type: args.action.type };
      if (action.type === 'MOVE_TO_ROUND') {
        const roundId = args.action.roundId ? String(args.action.roundId) : '';
        if (!isUuid(roundId)) throw targetMissing('action.roundId');
        action.roundId = roundId;
      }
      if (action.type === 'ADD_TAG' || action.type === 'REMOVE_TAG') {
        const tagId = args.action.tagId ? String(args.action.tagId) : '';
        if (!isUuid(tagId)) throw targetMissing('action.tagId');
        action.tagId = tagId;
      }
      if (action.type === 'DECIDE') {
        if (!args.action.decision) throw targetMissing('action.decision');
        action.decision = args.action.decision as DecisionAction;
      }
      const applicationIds = [...new Set(args.applicationIds.map(String))];
      if (applicationIds.length === 0) {
        throw new ValidationError([{ field: 'applicationIds', message: APPLICATION_MESSAGES.batchEmpty }]);
      }
      if (applicationIds.length > APPLICATION_BATCH_LIMIT) {
        throw new ValidationError([
          {
            field: 'applicationIds',
            message: formatMessage(APPLICATION_MESSAGES.batchTooMany, { max: APPLICATION_BATCH_LIMIT }),
          },
        ]);
      }
      const notFound = new ValidationError([
        { field: 'applicationIds', message: new NotFoundError('The application').message },
      ]);
      if (!applicationIds.every(isUuid)) throw notFound;
      if ((await countKnownApplications(ctx.db, incubatorId, applicationIds)) !== applicationIds.length) throw notFound;
      if (action.roundId || action.tagId) {
        if (!(await batchTargetExists(ctx.db, incubatorId, action))) {
          throw targetMissing(action.roundId ? 'action.roundId' : 'action.tagId');
        }
      }
      const id = newId();
      await createApplicationBatchOperation(ctx.db, incubatorId, {
        id,
        createdBy: viewer.userId,
        action,
        applicationIds,
      });
      const actor: ApplicationBatchActor = {
        userId: viewer.userId,
        roleType: viewer.roleType,
        permissions: Object.fromEntries(viewer.permissions),
      };
      ctx.afterCommit(() => {
        ctx.jobs
          .send(APPLICATION_BATCH_QUEUE, { incubatorId, operationId: id, actor })
          .catch((error: unknown) => console.error('Could not queue the application batch', id, error));
      });
      return { id, count: applicationIds.length };
    },
  }),
);

builder.queryField('applicationBatchOperation', (t) =>
  t.field({
    type: StateRef,
    description: 'The state of a batch operation on applications (its results so far), for the one who started it',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const id = String(args.id);
      const row = isUuid(id) ? await findOwnApplicationBatchOperation(ctx.db, incubatorId, id, viewer.userId) : null;
      if (!row) throw new NotFoundError('The batch operation');
      return row;
    },
  }),
);

builder.subscriptionField('applicationBatchOperationUpdated', (t) =>
  t.field({
    type: UpdateRef,
    description: 'Live progress of a batch operation on applications (spec 01 §7.2): updateType plus applicationId',
    authScopes: { authenticated: true },
    args: { operationId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const operationId = String(args.operationId);
      const row = isUuid(operationId)
        ? await findOwnApplicationBatchOperation(ctx.db, incubatorId, operationId, viewer.userId)
        : null;
      if (!row) throw new NotFoundError('The batch operation');
      return ctx.pubsub.subscribe(
        incubatorId,
        `${APPLICATION_BATCH_UPDATED}:${operationId}`,
      ) as AsyncIterable<ApplicationBatchUpdate>;
    },
    resolve: (payload) => payload,
  }),
);

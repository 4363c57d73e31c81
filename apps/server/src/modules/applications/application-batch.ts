import {
  APPLICATION_MESSAGES,
  type ApplicationBatchActionType,
  DECISION_STATUS,
  type DecisionAction,
  type PermissionCriteria,
  type RoleType,
} from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database, Db } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import { outer } from '../../platform/db/sql.ts';
import { type ApplicationAccess, canApplyApplicationBatchAction, type PolicyViewer } from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { funnelAdmins, funnelRounds } from '../funnels/index.ts';
import { checkTransition, deleteApplication, moveApplication } from './application.service.ts';
import {
  type ApplicationBatchItemResult,
  applicationBatchOperations,
  type ApplicationBatchStatus,
  applicationMembers,
  type ApplicationRow,
  applications,
  applicationTags,
} from './application.table.ts';

/**
 * Batch actions of the applications overview (spec 01 §4 "Batch processing"): the operation is recorded by the
 * mutation, then the job queue runs it, each application in a transaction of its own that also records its result,
 * so an item is changed and counted whole or not at all, and a run cut short resumes after the last item recorded.
 */
export const APPLICATION_BATCH_QUEUE = 'application-batch-operation';
export const APPLICATION_BATCH_UPDATED = 'applicationBatchOperationUpdated';

export interface ApplicationBatchAction {
  type: ApplicationBatchActionType;
  /** MOVE_TO_ROUND: the round. */
  roundId?: string;
  /** ADD_TAG, REMOVE_TAG: a taxonomy tag of kind application. */
  tagId?: string;
  /** DECIDE: the decision prepared (published later with the others). */
  decision?: DecisionAction;
}

export type ApplicationBatchUpdateType = 'ITEM_SUCCEEDED' | 'ITEM_FAILED' | Exclude<ApplicationBatchStatus, 'RUNNING'>;
export interface ApplicationBatchUpdate {
  operationId: string;
  updateType: ApplicationBatchUpdateType;
  applicationId: string | null;
  processed: number;
  failed: number;
  total: number;
  message: string | null;
}

/** Who started the batch, as the job reads it (the permissions are those of the start). */
export interface ApplicationBatchActor {
  userId: string;
  roleType: RoleType;
  permissions: Record<string, PermissionCriteria>;
}

export function actorViewer(actor: ApplicationBatchActor): PolicyViewer {
  return { userId: actor.userId, roleType: actor.roleType, permissions: new Map(Object.entries(actor.permissions)) };
}

type BatchDeps = { database: Database; pubsub: PubSub };

export async function registerApplicationJobs(jobs: JobQueue, deps: BatchDeps): Promise<void> {
  await jobs.work<{ incubatorId: string; operationId: string; actor: ApplicationBatchActor }>(
    APPLICATION_BATCH_QUEUE,
    (job) => runApplicationBatch(deps, job.incubatorId, job.operationId, job.actor),
  );
}

class ItemRefused extends Error {}

/**
 * The application with what its policies decide on (its people and its funnel's admins), locked for the item's
 * transaction; one light statement, whether or not it is within the actor's reach (the policy says what they may do).
 */
async function loadApplication(
  tx: Db,
  incubatorId: string,
  applicationId: string,
): Promise<{ application: ApplicationRow; access: ApplicationAccess } | null> {
  const [row] = await tx
    .select({
      application: applications,
      memberIds: sql<string[] | null>`(select array_agg(m.user_id::text) from ${applicationMembers} m
        where m.incubator_id = ${outer(applications.incubatorId)} and m.application_id = ${outer(applications.id)})`,
      funnelAdminIds: sql<string[] | null>`(select array_agg(fa.user_id::text) from ${funnelAdmins} fa
        where fa.incubator_id = ${outer(applications.incubatorId)} and fa.funnel_id = ${outer(applications.funnelId)})`,
    })
    .from(applications)
    .where(and(eq(applications.incubatorId, incubatorId), eq(applications.id, applicationId)))
    .for('update', { of: applications });
  if (!row) return null;
  const { application } = row;
  return {
    application,
    access: {
      applicantId: application.applicantId,
      memberIds: row.memberIds ?? [],
      funnelAdminIds: row.funnelAdminIds ?? [],
      status: application.status,
    },
  };
}

/** One application's change, in the caller's transaction; throws ItemRefused (or a refusal of the rules) to fail it. */
async function applyToApplication(
  tx: Db,
  incubatorId: string,
  actor: ApplicationBatchActor,
  applicationId: string,
  action: ApplicationBatchAction,
  operationId: string,
  round: { id: string; funnelId: string } | null,
): Promise<void> {
  const loaded = await loadApplication(tx, incubatorId, applicationId);
  if (!loaded) throw new ItemRefused(APPLICATION_MESSAGES.batchItemGone);
  const { application, access } = loaded;
  if (!canApplyApplicationBatchAction(actorViewer(actor), action.type, access)) {
    throw new ItemRefused(APPLICATION_MESSAGES.batchItemForbidden);
  }
  const activity = (name: string, after: Record<string, unknown>, before?: Record<string, unknown>) =>
    recordActivity(tx, {
      incubatorId,
      actorId: actor.userId,
      action: name,
      entityType: 'application',
      entityId: application.id,
      ...(before ? { before } : {}),
      after: { ...after, batchOperationId: operationId },
    });
  switch (action.type) {
    case 'MOVE_TO_ROUND': {
      if (application.status === 'draft') throw new ItemRefused(APPLICATION_MESSAGES.draftNotMovable);
      if (!round) throw new ItemRefused(APPLICATION_MESSAGES.batchTargetMissing);
      if (round.funnelId !== application.funnelId) throw new ItemRefused(APPLICATION_MESSAGES.roundOfOtherFunnel);
      // Already there: nothing to change (a move into the same round would count as a change of status).
      if (application.roundId === round.id) return;
      // setApplicationState (the transitions, application_status_changes) and the activity record; a round removed
      // since the start of the run is not found there.
      await moveApplication(tx, application, round.id, actor.userId);
      return;
    }
    case 'DECIDE': {
      const decision = action.decision as DecisionAction;
      checkTransition(application.status, DECISION_STATUS[decision]);
      const now = new Date();
      await tx
        .update(applications)
        .set({ preparedDecision: decision, preparedBy: actor.userId, preparedAt: now, updatedAt: now })
        .where(and(eq(applications.incubatorId, incubatorId), eq(applications.id, application.id)));
      await activity(
        'application.decision_prepared',
        { preparedDecision: decision },
        { preparedDecision: application.preparedDecision },
      );
      return;
    }
    case 'ADD_TAG': {
      const tagId = action.tagId as string;
      await tx
        .insert(applicationTags)
        .values({ incubatorId, applicationId: application.id, tagId })
        .onConflictDoNothing();
      await activity('application.tagged', { tagId });
      return;
    }
    case 'REMOVE_TAG': {
      const tagId = action.tagId as string;
      await tx
        .delete(applicationTags)
        .where(
          and(
            eq(applicationTags.incubatorId, incubatorId),
            eq(applicationTags.applicationId, application.id),
            eq(applicationTags.tagId, tagId),
          ),
        );
      await activity('application.untagged', { tagId });
      return;
    }
    case 'DELETE':
      await deleteApplication(tx, application, actor.userId);
      return;
  }
}

/** Adds one item's result to the operation and counts it (in the item's own transaction, or alone after a failure). */
async function recordResult(db: Db, incubatorId: string, operationId: string, result: ApplicationBatchItemResult) {
  await db
    .update(applicationBatchOperations)
    .set({
      processed: sql`${applicationBatchOperations.processed} + 1`,
      failed: result.succeeded ? applicationBatchOperations.failed : sql`${applicationBatchOperations.failed} + 1`,
      results: sql`${applicationBatchOperations.results} || ${JSON.stringify([result])}::jsonb`,
    })
    .where(
      and(eq(applicationBatchOperations.incubatorId, incubatorId), eq(applicationBatchOperations.id, operationId)),
    );
}

function failureMessage(error: unknown, applicationId: string): string {
  if (error instanceof ItemRefused || error instanceof GraphQLError) return error.message;
  console.error('An application of a batch could not be changed', applicationId, error);
  return 'This application could not be changed';
}

/**
 * Runs a batch after the transaction that recorded it: each application in a transaction of its own (the change and
 * its result together), a live update per item and a final one. A run cut short is resumed by the queue's retry:
 * applications already in the results are skipped.
 */
export async function runApplicationBatch(
  deps: BatchDeps,
  incubatorId: string,
  operationId: string,
  actor: ApplicationBatchActor,
): Promise<void> {
  const operation = await withTenant(deps.database.db, incubatorId, async (tx) => {
    const [row] = await tx
      .select()
      .from(applicationBatchOperations)
      .where(
        and(eq(applicationBatchOperations.incubatorId, incubatorId), eq(applicationBatchOperations.id, operationId)),
      );
    return row;
  });
  if (!operation || operation.finishedAt) return;
  const action = operation.action as unknown as ApplicationBatchAction;
  // The round of a move, read once for the run.
  const round =
    action.type === 'MOVE_TO_ROUND' && action.roundId
      ? ((await withTenant(deps.database.db, incubatorId, (tx) =>
          tx
            .select({ id: funnelRounds.id, funnelId: funnelRounds.funnelId })
            .from(funnelRounds)
            .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.id, action.roundId as string))),
        ).then((rows) => rows[0])) ?? null)
      : null;
  const done = new Set(operation.results.map((result) => result.applicationId));
  let processed = operation.results.length;
  let failed = operation.results.filter((result) => !result.succeeded).length;
  const publish = (updateType: ApplicationBatchUpdateType, applicationId: string | null, message: string | null) =>
    deps.pubsub.publish(incubatorId, `${APPLICATION_BATCH_UPDATED}:${operationId}`, {
      operationId,
      updateType,
      applicationId,
      processed,
      failed,
      total: operation.total,
      message,
    } satisfies ApplicationBatchUpdate);
  for (const applicationId of operation.applicationIds) {
    if (done.has(applicationId)) continue;
    let result: ApplicationBatchItemResult = { applicationId, succeeded: true, message: null };
    try {
      await withTenant(deps.database.db, incubatorId, async (tx) => {
        await applyToApplication(tx, incubatorId, actor, applicationId, action, operationId, round);
        await recordResult(tx, incubatorId, operationId, result);
      });
    } catch (error) {
      // The item's transaction rolled back whole: nothing of it changed. Its failure is recorded alone.
      result = { applicationId, succeeded: false, message: failureMessage(error, applicationId) };
      await withTenant(deps.database.db, incubatorId, (tx) => recordResult(tx, incubatorId, operationId, result));
    }
    processed += 1;
    if (!result.succeeded) failed += 1;
    publish(result.succeeded ? 'ITEM_SUCCEEDED' : 'ITEM_FAILED', applicationId, result.message);
  }
  const status: ApplicationBatchStatus =
    failed === 0 ? 'SUCCEEDED' : failed === processed ? 'FAILED' : 'PARTIALLY_SUCCEEDED';
  await withTenant(deps.database.db, incubatorId, (tx) =>
    tx
      .update(applicationBatchOperations)
      .set({ status, finishedAt: new Date() })
      .where(
        and(eq(applicationBatchOperations.incubatorId, incubatorId), eq(applicationBatchOperations.id, operationId)),
      ),
  );
  publish(status as Exclude<ApplicationBatchStatus, 'RUNNING'>, null, null);
}

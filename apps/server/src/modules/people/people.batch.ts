import type { RoleType, UserStatus } from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import { recordActivity } from '../activity/index.ts';
import { applyChange, checkChange, PEOPLE_REFUSALS } from './people.service.ts';
import { type BatchItemResult, type BatchStatus, userBatchOperations } from './people.table.ts';

export const USER_BATCH_UPDATED = 'userBatchOperationUpdated';

export type BatchUpdateType = 'ITEM_SUCCEEDED' | 'ITEM_FAILED' | BatchStatus;
export interface BatchUpdate {
  operationId: string;
  updateType: BatchUpdateType;
  userId: string | null;
  processed: number;
  failed: number;
  total: number;
  message: string | null;
}

export interface BatchAction {
  type: 'CHANGE_STATUS' | 'CHANGE_ROLE';
  status?: UserStatus;
  roleId?: string;
}

export const USER_BATCH_QUEUE = 'user-batch-operation';

export interface UserBatchJob {
  incubatorId: string;
  operationId: string;
  actor: { userId: string; roleType: RoleType };
}

/** Registers the runner of user batches on the job queue. */
export async function registerPeopleJobs(jobs: JobQueue, deps: { database: Database; pubsub: PubSub }): Promise<void> {
  await jobs.work<UserBatchJob>(USER_BATCH_QUEUE, (job) =>
    runUserBatch(deps, job.incubatorId, job.operationId, job.actor),
  );
}

/**
 * Runs a batch from the job queue, after the transaction that created it has committed: each user in a transaction
 * of its own, with the same rules as a single change, a live update per item and a final result. A run that stopped
 * half-way (restart, crash) is resumed by the queue's retry: users already in the results are skipped.
 */
export async function runUserBatch(
  deps: { database: Database; pubsub: PubSub },
  incubatorId: string,
  operationId: string,
  actor: { userId: string; roleType: RoleType },
): Promise<void> {
  const operation = await withTenant(deps.database.db, incubatorId, async (tx) => {
    const [row] = await tx
      .select()
      .from(userBatchOperations)
      .where(and(eq(userBatchOperations.incubatorId, incubatorId), eq(userBatchOperations.id, operationId)));
    return row;
  });
  if (!operation || operation.finishedAt) return;
  const action = operation.action as BatchAction;
  const change = action.type === 'CHANGE_STATUS' ? { status: action.status } : { roleId: action.roleId };
  const done = new Set(operation.results.map((result) => result.userId));
  let processed = operation.results.length;
  let failed = operation.results.filter((result) => !result.succeeded).length;
  const publish = (updateType: BatchUpdateType, userId: string | null, message: string | null) =>
    deps.pubsub.publish(incubatorId, `${USER_BATCH_UPDATED}:${operationId}`, {
      operationId,
      updateType,
      userId,
      processed,
      failed,
      total: operation.total,
      message,
    } satisfies BatchUpdate);
  for (const userId of operation.userIds) {
    if (done.has(userId)) continue;
    const result: BatchItemResult = await withTenant(deps.database.db, incubatorId, async (tx) => {
      const checked = await checkChange(tx, incubatorId, actor, userId, change);
      if (!checked.ok) return { userId, succeeded: false, message: PEOPLE_REFUSALS[checked.reason].message };
      await applyChange(tx, incubatorId, userId, change);
      await recordActivity(tx, {
        incubatorId,
        actorId: actor.userId,
        action: action.type === 'CHANGE_STATUS' ? 'user.status.updated' : 'user.role.updated',
        entityType: 'user',
        entityId: userId,
        before: action.type === 'CHANGE_STATUS' ? { status: checked.user.status } : { roleId: checked.user.roleId },
        after: { ...change, batchOperationId: operationId },
      });
      return { userId, succeeded: true, message: null };
    }).catch((error: unknown) => ({
      userId,
      succeeded: false,
      message: error instanceof Error ? error.message : 'Failed',
    }));
    processed += 1;
    if (!result.succeeded) failed += 1;
    await withTenant(deps.database.db, incubatorId, (tx) =>
      tx
        .update(userBatchOperations)
        .set({ processed, failed, results: sql`${userBatchOperations.results} || ${JSON.stringify([result])}::jsonb` })
        .where(and(eq(userBatchOperations.incubatorId, incubatorId), eq(userBatchOperations.id, operationId))),
    );
    publish(result.succeeded ? 'ITEM_SUCCEEDED' : 'ITEM_FAILED', userId, result.message);
  }
  const status: BatchStatus = failed === 0 ? 'SUCCEEDED' : failed === processed ? 'FAILED' : 'PARTIALLY_SUCCEEDED';
  await withTenant(deps.database.db, incubatorId, (tx) =>
    tx
      .update(userBatchOperations)
      .set({ status, finishedAt: new Date() })
      .where(and(eq(userBatchOperations.incubatorId, incubatorId), eq(userBatchOperations.id, operationId))),
  );
  publish(status, null, null);
}

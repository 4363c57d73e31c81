import type { PermissionCriteria, RoleType } from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { canRunStartupBatch } from '../../policies/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import { recordActivity } from '../activity/index.ts';
import {
  startupBatchOperations,
  type StartupBatchItemResult,
  type StartupBatchStatus,
  startupIndustries,
  startupPrograms,
  startups,
  startupTags,
} from './startup.table.ts';
import { deleteStartupsWithFiles } from './portfolio.service.ts';

export const STARTUP_BATCH_QUEUE = 'startup-batch-operation';
export const STARTUP_BATCH_UPDATED = 'startupBatchOperationUpdated';
export const STARTUP_BATCH_LIMIT = 500;

export const STARTUP_BATCH_ACTIONS = [
  'ADD_TO_PROGRAM',
  'REMOVE_FROM_PROGRAM',
  'ADD_TAG',
  'REMOVE_TAG',
  'ADD_INDUSTRY',
  'REMOVE_INDUSTRY',
  'DELETE',
] as const;
export type StartupBatchActionType = (typeof STARTUP_BATCH_ACTIONS)[number];
export interface StartupBatchAction {
  type: StartupBatchActionType;
  /** The programme, tag or industry (not for DELETE). */
  targetId?: string;
}

export type StartupBatchUpdateType = 'ITEM_SUCCEEDED' | 'ITEM_FAILED' | StartupBatchStatus;
export interface StartupBatchUpdate {
  operationId: string;
  updateType: StartupBatchUpdateType;
  startupId: string | null;
  processed: number;
  failed: number;
  total: number;
  message: string | null;
}

export interface StartupBatchActor {
  userId: string;
  roleType: RoleType;
  permissions: Record<string, PermissionCriteria>;
}

/** The permission each action needs beyond managing startups (spec 01 permission keys). */
const ACTION_PERMISSION: Partial<Record<StartupBatchActionType, string>> = {
  ADD_TAG: 'TAG:STARTUP:ADD',
  REMOVE_TAG: 'TAG:STARTUP:REMOVE',
  ADD_INDUSTRY: 'INDUSTRIES:STARTUP:ADD',
  REMOVE_INDUSTRY: 'INDUSTRIES:STARTUP:REMOVE',
  DELETE: 'STARTUP:DELETE',
};

/** Startup managers run batches; tags, industries and deletion also need their own permission. */
export function mayRunBatch(actor: StartupBatchActor, type: StartupBatchActionType): boolean {
  const viewer = {
    userId: actor.userId,
    roleType: actor.roleType,
    permissions: new Map(Object.entries(actor.permissions)),
  };
  return canRunStartupBatch(viewer, ACTION_PERMISSION[type]);
}

function linkTable(type: StartupBatchActionType) {
  if (type === 'ADD_TO_PROGRAM' || type === 'REMOVE_FROM_PROGRAM') return startupPrograms;
  if (type === 'ADD_TAG' || type === 'REMOVE_TAG') return startupTags;
  return startupIndustries;
}

/** One startup's change, in the caller's transaction; false when the startup is gone. */
async function applyToStartup(db: Db, incubatorId: string, startupId: string, action: StartupBatchAction) {
  const [startup] = await db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startupId)));
  if (!startup) return null;
  if (action.type === 'DELETE') {
    const files = await deleteStartupsWithFiles(db, incubatorId, [startupId]);
    return { ...startup, files };
  }
  const table = linkTable(action.type);
  const targetId = action.targetId ?? '';
  if (action.type.startsWith('ADD')) {
    await db.insert(table).values({ incubatorId, startupId, targetId }).onConflictDoNothing();
  } else {
    await db
      .delete(table)
      .where(and(eq(table.incubatorId, incubatorId), eq(table.startupId, startupId), eq(table.targetId, targetId)));
  }
  return startup;
}

type BatchDeps = { database: Database; pubsub: PubSub; storage?: FileStorage };

export async function registerStartupJobs(jobs: JobQueue, deps: BatchDeps) {
  await jobs.work<{ incubatorId: string; operationId: string; actor: StartupBatchActor }>(STARTUP_BATCH_QUEUE, (job) =>
    runStartupBatch(deps, job.incubatorId, job.operationId, job.actor),
  );
}

/**
 * Runs a batch after the transaction that recorded it: each startup in a transaction of its own, a live update per
 * item and a final one. A run cut short is resumed by the queue's retry (startups already in the results are skipped).
 */
export async function runStartupBatch(
  deps: BatchDeps,
  incubatorId: string,
  operationId: string,
  actor: StartupBatchActor,
): Promise<void> {
  const operation = await withTenant(deps.database.db, incubatorId, async (tx) => {
    const [row] = await tx
      .select()
      .from(startupBatchOperations)
      .where(and(eq(startupBatchOperations.incubatorId, incubatorId), eq(startupBatchOperations.id, operationId)));
    return row;
  });
  if (!operation || operation.finishedAt) return;
  const action = operation.action as StartupBatchAction;
  const done = new Set(operation.results.map((result) => result.startupId));
  let processed = operation.results.length;
  let failed = operation.results.filter((result) => !result.succeeded).length;
  const publish = (updateType: StartupBatchUpdateType, startupId: string | null, message: string | null) =>
    deps.pubsub.publish(incubatorId, `${STARTUP_BATCH_UPDATED}:${operationId}`, {
      operationId,
      updateType,
      startupId,
      processed,
      failed,
      total: operation.total,
      message,
    } satisfies StartupBatchUpdate);
  for (const startupId of operation.startupIds) {
    if (done.has(startupId)) continue;
    // The files of a deleted startup go once its transaction has committed.
    let files: string[] = [];
    const result: StartupBatchItemResult = await withTenant(deps.database.db, incubatorId, async (tx) => {
      if (!mayRunBatch(actor, action.type)) {
        return { startupId, succeeded: false, message: 'You are not allowed to do this' };
      }
      const startup = await applyToStartup(tx, incubatorId, startupId, action);
      if (!startup) return { startupId, succeeded: false, message: 'This startup does not exist anymore' };
      if ('files' in startup) files = startup.files;
      await recordActivity(tx, {
        incubatorId,
        actorId: actor.userId,
        action: `startup.batch.${action.type.toLowerCase()}`,
        entityType: 'startup',
        entityId: startupId,
        after: { name: startup.name, targetId: action.targetId ?? null, batchOperationId: operationId },
      });
      return { startupId, succeeded: true, message: null };
    }).catch((error: unknown) => ({
      startupId,
      succeeded: false,
      message: error instanceof Error ? error.message : 'Failed',
    }));
    if (result.succeeded) for (const storageKey of files) void deps.storage?.remove(storageKey);
    processed += 1;
    if (!result.succeeded) failed += 1;
    await withTenant(deps.database.db, incubatorId, (tx) =>
      tx
        .update(startupBatchOperations)
        .set({
          processed,
          failed,
          results: sql`${startupBatchOperations.results} || ${JSON.stringify([result])}::jsonb`,
        })
        .where(and(eq(startupBatchOperations.incubatorId, incubatorId), eq(startupBatchOperations.id, operationId))),
    );
    publish(result.succeeded ? 'ITEM_SUCCEEDED' : 'ITEM_FAILED', startupId, result.message);
  }
  const status: StartupBatchStatus =
    failed === 0 ? 'SUCCEEDED' : failed === processed ? 'FAILED' : 'PARTIALLY_SUCCEEDED';
  await withTenant(deps.database.db, incubatorId, (tx) =>
    tx
      .update(startupBatchOperations)
      .set({ status, finishedAt: new Date() })
      .where(and(eq(startupBatchOperations.incubatorId, incubatorId), eq(startupBatchOperations.id, operationId))),
  );
  publish(status, null, null);
}

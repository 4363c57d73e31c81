import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { funnelRounds } from '../funnels/index.ts';
import { tags } from '../taxonomy/index.ts';
import type { ApplicationBatchAction } from './application-batch.ts';
import { applicationBatchOperations, applications } from './application.table.ts';

export type ApplicationBatchOperationRow = typeof applicationBatchOperations.$inferSelect;

/** How many of these ids are applications of the organisation (one statement). */
export async function countKnownApplications(db: Db, incubatorId: string, ids: readonly string[]): Promise<number> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.incubatorId, incubatorId), inArray(applications.id, [...ids])));
  return rows.length;
}

/** Whether the round (MOVE_TO_ROUND) or the application tag (ADD_TAG, REMOVE_TAG) an action names is of this organisation. */
export async function batchTargetExists(db: Db, incubatorId: string, action: ApplicationBatchAction): Promise<boolean> {
  if (action.type === 'MOVE_TO_ROUND' && action.roundId) {
    const rows = await db
      .select({ id: funnelRounds.id })
      .from(funnelRounds)
      .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.id, action.roundId)));
    return rows.length > 0;
  }
  if ((action.type === 'ADD_TAG' || action.type === 'REMOVE_TAG') && action.tagId) {
    const rows = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, action.tagId), eq(tags.kind, 'application')));
    return rows.length > 0;
  }
  return false;
}

/** Records a new batch operation on applications (RUNNING, nothing processed yet); the job does the work. */
export async function createApplicationBatchOperation(
  db: Db,
  incubatorId: string,
  operation: { id: string; createdBy: string; action: ApplicationBatchAction; applicationIds: string[] },
): Promise<void> {
  const { id, createdBy, action, applicationIds } = operation;
  await db.insert(applicationBatchOperations).values({
    incubatorId,
    id,
    createdBy,
    action: { ...action },
    applicationIds,
    total: applicationIds.length,
  });
}

/** A batch operation on applications, if this user started it (others hear it was not found). */
export async function findOwnApplicationBatchOperation(
  db: Db,
  incubatorId: string,
  id: string,
  userId: string,
): Promise<ApplicationBatchOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationBatchOperations)
    .where(
      and(
        eq(applicationBatchOperations.incubatorId, incubatorId),
        eq(applicationBatchOperations.id, id),
        eq(applicationBatchOperations.createdBy, userId),
      ),
    );
  return row;
}

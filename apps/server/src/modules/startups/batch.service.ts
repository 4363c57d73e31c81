import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { industries } from '../industries/index.ts';
import { tags } from '../taxonomy/index.ts';
import type { StartupBatchAction, StartupBatchActionType } from './batch.ts';
import { programs, startupBatchOperations, startups } from './startup.table.ts';

export type StartupBatchOperationRow = typeof startupBatchOperations.$inferSelect;

/** The startups of the organisation among these ids. */
export async function knownStartups(db: Db, incubatorId: string, startupIds: string[]): Promise<{ id: string }[]> {
  return db
    .select({ id: startups.id })
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), inArray(startups.id, startupIds)));
}

/** The programme, startup tag or industry an action names, if it is one of this organisation. */
export async function findBatchTarget(
  db: Db,
  incubatorId: string,
  type: Exclude<StartupBatchActionType, 'DELETE'>,
  id: string,
): Promise<{ id: string; kind?: 'startup' | 'user' }[]> {
  return type.endsWith('PROGRAM')
    ? await db
        .select({ id: programs.id, kind: programs.kind })
        .from(programs)
        .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, id)))
    : type.endsWith('TAG')
      ? await db
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.incubatorId, incubatorId), eq(tags.id, id), eq(tags.kind, 'startup')))
      : await db
          .select({ id: industries.id })
          .from(industries)
          .where(and(eq(industries.incubatorId, incubatorId), eq(industries.id, id)));
}

/** Records a new batch operation on startups (RUNNING, nothing processed yet); the job does the work. */
export async function createStartupBatchOperation(
  db: Db,
  incubatorId: string,
  operation: { id: string; createdBy: string; action: StartupBatchAction; startupIds: string[] },
): Promise<void> {
  const { id, createdBy, action, startupIds } = operation;
  await db
    .insert(startupBatchOperations)
    .values({ incubatorId, id, createdBy, action, startupIds, total: startupIds.length });
}

/** A batch operation on startups, if this user started it. */
export async function findOwnStartupBatchOperation(
  db: Db,
  incubatorId: string,
  id: string,
  userId: string,
): Promise<StartupBatchOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(startupBatchOperations)
    .where(
      and(
        eq(startupBatchOperations.incubatorId, incubatorId),
        eq(startupBatchOperations.id, id),
        eq(startupBatchOperations.createdBy, userId),
      ),
    );
  return row;
}

/** Whether this user started this batch operation on startups (its id only). */
export async function ownsStartupBatchOperation(
  db: Db,
  incubatorId: string,
  operationId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: startupBatchOperations.id })
    .from(startupBatchOperations)
    .where(
      and(
        eq(startupBatchOperations.incubatorId, incubatorId),
        eq(startupBatchOperations.id, operationId),
        eq(startupBatchOperations.createdBy, userId),
      ),
    );
  return Boolean(row);
}

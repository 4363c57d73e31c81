import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { activityEvents } from './activity.table.ts';

export type ActivityRow = typeof activityEvents.$inferSelect;

export type ActivityWithActor = ActivityRow & { actorName: string | null };

export interface Activity {
  incubatorId: string;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Only the fields that changed, before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Records an administrative change in the same transaction as the change itself. */
export async function recordActivity(db: Db, activity: Activity): Promise<void> {
  await db.insert(activityEvents).values({
    incubatorId: activity.incubatorId,
    id: newId(),
    actorId: activity.actorId,
    action: activity.action,
    entityType: activity.entityType,
    entityId: activity.entityId ?? null,
    before: activity.before ?? null,
    after: activity.after ?? null,
  });
}

export interface ActivityFilter {
  action?: string | null;
  entityType?: string | null;
  actorId?: string | null;
}

export async function listActivity(
  db: Db,
  incubatorId: string,
  filter: ActivityFilter,
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [eq(activityEvents.incubatorId, incubatorId)];
  if (filter.action) conditions.push(eq(activityEvents.action, filter.action));
  if (filter.entityType) conditions.push(eq(activityEvents.entityType, filter.entityType));
  if (filter.actorId) conditions.push(eq(activityEvents.actorId, filter.actorId));
  const where = and(...conditions);
  const results = await db
    .select()
    .from(activityEvents)
    .where(where)
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(pageSize)
    .offset(page * pageSize);
  const [total] = await db.select({ value: count() }).from(activityEvents).where(where);
  return { results, totalCount: total?.value ?? 0 };
}

/** A page of the activity feed, each event with its actor's name. */
export async function listActivityWithActors(
  db: Db,
  incubatorId: string,
  filter: ActivityFilter,
  page: number,
  pageSize: number,
): Promise<{ results: ActivityWithActor[]; totalCount: number }> {
  const { results, totalCount } = await listActivity(db, incubatorId, filter, page, pageSize);
  const actorIds = [...new Set(results.map((r) => r.actorId).filter((id): id is string => id !== null))];
  // Names straight from the users table: the users module depends on this one, not the other way round.
  const actors = actorIds.length
    ? (
        (await db.execute(
          sql`select id, trim(first_name || ' ' || last_name) as name from users where incubator_id = ${incubatorId} and id in ${actorIds}`,
        )) as unknown as { rows: Array<{ id: string; name: string }> }
      ).rows
    : [];
  const names = new Map(actors.map((a) => [a.id, a.name]));
  return {
    results: results.map((r) => ({ ...r, actorName: r.actorId ? (names.get(r.actorId) ?? null) : null })),
    totalCount,
  };
}

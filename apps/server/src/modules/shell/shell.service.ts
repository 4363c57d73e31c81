import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { employeeCount } from '../people/index.ts';
import { countStartups } from '../startups/index.ts';
import { tasks } from '../tasks/index.ts';
import { users } from '../users/index.ts';

export interface HomeSummary {
  people: number;
  licensedUsers: number;
  pendingInvitations: number;
  openTasks: number;
  overdueTasks: number;
  startups: number;
}

/** The organisation's key counts for the home page: people, pending invitations, licences, open and overdue tasks, startups. */
export async function homeSummary(db: Db, incubatorId: string): Promise<HomeSummary> {
  const [people] = await db
    .select({
      all: count(),
      pending: sql<number>`(count(*) filter (where ${users.status} = 'pending'))::int`,
    })
    .from(users)
    .where(and(eq(users.incubatorId, incubatorId), ne(users.status, 'deleted')));
  const [open] = await db
    .select({
      open: count(),
      overdue: sql<number>`(count(*) filter (where ${tasks.dueDate} < now()))::int`,
    })
    .from(tasks)
    .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.completionStatus, 'PENDING')));
  return {
    people: people?.all ?? 0,
    pendingInvitations: people?.pending ?? 0,
    licensedUsers: await employeeCount(db, incubatorId),
    openTasks: open?.open ?? 0,
    overdueTasks: open?.overdue ?? 0,
    startups: await countStartups(db, incubatorId),
  };
}

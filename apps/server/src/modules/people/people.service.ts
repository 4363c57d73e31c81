import { ROLE_TYPE_GROUPING, type RoleType, type UserStatus } from '@cohort/shared';
import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  ADMIN_ROLE_TYPES,
  canGiveRole,
  isSelfDemotion,
  LIVE_STATUSES,
  leavesActiveAdmins,
  type Membership,
  takesLicence,
} from '../../policies/index.ts';
import { getPlanInfo } from '../organisations/index.ts';
import { taggedWithAny } from '../taxonomy/index.ts';
import { findRole, roles } from '../roles/index.ts';
import { findUserById, selectUsersWithRole, updateUser, users, type UserWithRole } from '../users/index.ts';
import { userBatchOperations } from './people.table.ts';

export interface PeopleFilter {
  search?: string | null;
  roleIds?: readonly string[] | null;
  statuses?: readonly UserStatus[] | null;
  tagIds?: readonly string[] | null;
}

export async function listPeople(db: Db, incubatorId: string, filter: PeopleFilter, page: number, pageSize: number) {
  const conditions: SQL[] = [eq(users.incubatorId, incubatorId)];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`).toLowerCase()}%`;
    conditions.push(
      or(
        sql`lower(${users.email}) like ${pattern}`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
      ) as SQL,
    );
  }
  if (filter.roleIds?.length) conditions.push(inArray(users.roleId, [...filter.roleIds]));
  if (filter.tagIds?.length) conditions.push(taggedWithAny(incubatorId, users.id, filter.tagIds));
  if (filter.statuses?.length) conditions.push(inArray(users.status, [...filter.statuses]));
  else conditions.push(ne(users.status, 'deleted'));
  const where = and(...conditions);
  const results = await selectUsersWithRole(db, where, {
    orderBy: [asc(users.lastName), asc(users.firstName), asc(users.id)],
    limit: pageSize,
    offset: page * pageSize,
  });
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { results, totalCount: total?.value ?? 0 };
}

/** Licensed (employee grouping) users who are active or pending, against the plan's limit. */
export async function employeeCount(db: Db, incubatorId: string): Promise<number> {
  const employeeTypes = (Object.keys(ROLE_TYPE_GROUPING) as RoleType[]).filter(
    (type) => ROLE_TYPE_GROUPING[type] === 'employee',
  );
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.incubatorId, incubatorId),
        inArray(users.status, [...LIVE_STATUSES]),
        inArray(roles.type, employeeTypes),
      ),
    );
  return row?.value ?? 0;
}

async function activeAdminCount(db: Db, incubatorId: string, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.incubatorId, incubatorId),
        eq(users.status, 'active'),
        inArray(roles.type, [...ADMIN_ROLE_TYPES]),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.value ?? 0;
}

export type PeopleRefusal = 'notFound' | 'roleNotFound' | 'lastAdmin' | 'selfDemotion' | 'employeeLimit' | 'systemRole';

export const PEOPLE_REFUSALS: Record<PeopleRefusal, { field: string; message: string }> = {
  notFound: { field: 'userId', message: 'This user was not found' },
  roleNotFound: { field: 'roleId', message: 'This role was not found' },
  lastAdmin: { field: 'userId', message: 'An organisation needs at least one active admin' },
  selfDemotion: { field: 'userId', message: 'You cannot take yourself out of the admin group' },
  employeeLimit: { field: 'roleId', message: 'The plan of this organisation allows no more licensed users' },
  systemRole: { field: 'roleId', message: 'The System role is given by the platform operators only' },
};

/**
 * Checks a change of role and/or status: the role exists here, the organisation keeps an active admin, nobody
 * takes themselves out of the admin group, and licensed users stay within the plan.
 */
export async function checkChange(
  db: Db,
  incubatorId: string,
  actor: { userId: string; roleType: RoleType },
  userId: string,
  change: { roleId?: string; status?: UserStatus },
): Promise<{ ok: true; user: UserWithRole; roleType: RoleType } | { ok: false; reason: PeopleRefusal }> {
  const user = await findUserById(db, incubatorId, userId);
  if (!user) return { ok: false, reason: 'notFound' };
  let roleType = user.role.type;
  if (change.roleId !== undefined) {
    const role = await findRole(db, incubatorId, change.roleId);
    if (!role) return { ok: false, reason: 'roleNotFound' };
    if (!canGiveRole(actor, role.type)) return { ok: false, reason: 'systemRole' };
    roleType = role.type;
  }
  const before: Membership = { roleType: user.role.type, status: user.status };
  const after: Membership = { roleType, status: change.status ?? user.status };
  if (isSelfDemotion(actor, userId, after)) return { ok: false, reason: 'selfDemotion' };
  if (leavesActiveAdmins(before, after) && (await activeAdminCount(db, incubatorId, userId)) === 0)
    return { ok: false, reason: 'lastAdmin' };
  if (takesLicence(before, after)) {
    const limit = (await getPlanInfo(db, incubatorId)).employeeCountLimit;
    if ((await employeeCount(db, incubatorId)) >= limit) return { ok: false, reason: 'employeeLimit' };
  }
  return { ok: true, user, roleType };
}

export async function applyChange(
  db: Db,
  incubatorId: string,
  userId: string,
  change: { roleId?: string; status?: UserStatus },
) {
  await updateUser(db, incubatorId, userId, { ...(change.status ? { status: change.status } : {}) });
  if (change.roleId) {
    await db
      .update(users)
      .set({ roleId: change.roleId, updatedAt: new Date() })
      .where(and(eq(users.incubatorId, incubatorId), eq(users.id, userId)));
  }
}

export type UserBatchOperationRow = typeof userBatchOperations.$inferSelect;

/** Records a new batch operation on users (RUNNING, nothing processed yet); the job does the work. */
export async function createUserBatchOperation(
  db: Db,
  incubatorId: string,
  operation: { id: string; createdBy: string; action: UserBatchOperationRow['action']; userIds: string[] },
): Promise<void> {
  const { id, createdBy, action, userIds } = operation;
  await db.insert(userBatchOperations).values({ incubatorId, id, createdBy, action, userIds, total: userIds.length });
}

/** A batch operation on users of the organisation, or undefined. */
export async function findUserBatchOperation(
  db: Db,
  incubatorId: string,
  id: string,
): Promise<UserBatchOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(userBatchOperations)
    .where(and(eq(userBatchOperations.incubatorId, incubatorId), eq(userBatchOperations.id, id)));
  return row;
}

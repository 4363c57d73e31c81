import type { NotificationPreferences, RoleType, UserProfileData, UserStatus, VisibilityScope } from '@cohort/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { roles } from '../roles/index.ts';
import { users } from './user.table.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserWithRole extends UserRow {
  role: {
    id: string;
    type: RoleType;
    label: string | null;
    userAccessVisibility: VisibilityScope;
    userAccessRoles: RoleType[];
    startupAccessVisibility: VisibilityScope;
  };
}

const roleColumns = {
  id: roles.id,
  type: roles.type,
  label: roles.label,
  userAccessVisibility: roles.userAccessVisibility,
  userAccessRoles: roles.userAccessRoles,
  startupAccessVisibility: roles.startupAccessVisibility,
};

/**
 * Users with their role, in one query: `where` filters, `orderBy` and the page bound it. Every reader of users
 * goes through here, so a list costs one query whatever its length.
 */
export async function selectUsersWithRole(
  db: Db,
  where: SQL | undefined,
  page: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<UserWithRole[]> {
  let query = db
    .select({ user: users, role: roleColumns })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(where)
    .$dynamic();
  if (page.orderBy) query = query.orderBy(...page.orderBy);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return (await query).map((row) => ({ ...row.user, role: row.role }));
}

/** The user of this id in this organisation, if any; an id that is not a UUID names nobody. */
export async function findUserById(db: Db, incubatorId: string, userId: string): Promise<UserWithRole | null> {
  if (!isUuid(userId)) return null;
  const [user] = await selectUsersWithRole(db, and(eq(users.incubatorId, incubatorId), eq(users.id, userId)), {
    limit: 1,
  });
  return user ?? null;
}

/** The account of an e-mail address in this organisation (case-insensitive), if any. */
export async function findUserByEmail(db: Db, incubatorId: string, email: string): Promise<UserWithRole | null> {
  const [user] = await selectUsersWithRole(
    db,
    and(eq(users.incubatorId, incubatorId), sql`lower(${users.email}) = ${email.toLowerCase()}`),
    { limit: 1 },
  );
  return user ?? null;
}

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

export interface UserChanges {
  firstName?: string;
  lastName?: string;
  headline?: string | null;
  language?: string | null;
  timezone?: string | null;
  dateFormat?: string | null;
  notificationPreferences?: NotificationPreferences;
  passwordHash?: string | null;
  status?: UserStatus;
  validated?: boolean;
  email?: string;
  avatar?: string | null;
  cover?: string | null;
  profile?: UserProfileData;
}

export async function updateUser(db: Db, incubatorId: string, userId: string, changes: UserChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.incubatorId, incubatorId), eq(users.id, userId)));
}

/** The default role of a role type in this organisation. */
export async function defaultRoleId(db: Db, incubatorId: string, type: RoleType): Promise<string | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.incubatorId, incubatorId), eq(roles.type, type), eq(roles.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

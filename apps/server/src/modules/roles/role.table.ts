import type { PermissionCriteria, RoleType, VisibilityScope } from '@cohort/shared';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** A role of an organisation: one default role per role type, and custom roles based on a type. */
export const roles = pgTable(
  'roles',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    type: text('type').$type<RoleType>().notNull(),
    label: text('label'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Which people this role may see: ALL, USER_ROLES (then userAccessRoles; empty means all roles), NONE... */
    userAccessVisibility: text('user_access_visibility').$type<VisibilityScope>().notNull().default('ALL'),
    userAccessRoles: text('user_access_roles').array().$type<RoleType[]>().notNull().default(sql`'{}'::text[]`),
    /** Which startups this role may see; anything but NONE means startup access. */
    startupAccessVisibility: text('startup_access_visibility').$type<VisibilityScope>().notNull().default('ALL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'roles_pkey', columns: [t.incubatorId, t.id] }), tenantIsolation()],
);

/** The permissions of a role: one row per key it holds, with its criteria (no row: NONE). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull(),
    key: text('key').notNull(),
    criteria: text('criteria').$type<PermissionCriteria>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'role_permissions_pkey', columns: [t.incubatorId, t.roleId, t.key] }),
    foreignKey({
      name: 'role_permissions_role_fkey',
      columns: [t.incubatorId, t.roleId],
      foreignColumns: [roles.incubatorId, roles.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

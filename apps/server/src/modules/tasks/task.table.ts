import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

export type TaskApprovalStatus = 'APPROVED' | 'PENDING_APPROVAL' | 'REJECTED';
export type TaskCompletionStatus = 'PENDING' | 'COMPLETED';
export type AssigneeType = 'User' | 'Startup';

/** Tasks (spec 01 §3): a due date, assignees, a type (only `normal` tasks are ticked by hand). */
export const tasks = pgTable(
  'tasks',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name'),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    url: text('url'),
    taskType: text('task_type').notNull().default('normal'),
    createdBy: uuid('created_by'),
    startupId: uuid('startup_id'),
    approvalStatus: text('approval_status').$type<TaskApprovalStatus>().notNull().default('APPROVED'),
    /** COMPLETED once every assignee is done; kept in step by the service. */
    completionStatus: text('completion_status').$type<TaskCompletionStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tasks_pkey', columns: [t.incubatorId, t.id] }),
    index('tasks_due_idx').on(t.incubatorId, t.dueDate),
    tenantIsolation(),
  ],
);

/** Who a task is for: a user, or a startup (any of its people may tick it for the startup). */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    taskId: uuid('task_id').notNull(),
    type: text('type').$type<AssigneeType>().notNull(),
    /** The user or startup id. */
    value: uuid('value').notNull(),
    done: boolean('done').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by'),
  },
  (t) => [
    primaryKey({ name: 'task_assignees_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'task_assignees_task_fkey',
      columns: [t.incubatorId, t.taskId],
      foreignColumns: [tasks.incubatorId, tasks.id],
    }).onDelete('cascade'),
    index('task_assignees_task_idx').on(t.incubatorId, t.taskId),
    index('task_assignees_value_idx').on(t.incubatorId, t.value, t.done),
    tenantIsolation(),
  ],
);

import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { startups } from '../startups/index.ts';

/** Posts of a startup's timeline and their replies (`parent_id`); the message is sanitized HTML. */
export const timelinePosts = pgTable(
  'timeline_posts',
  {
    incubatorId: uuid('incubator_id').notNull(),
    id: uuid('id').notNull(),
    startupId: uuid('startup_id').notNull(),
    parentId: uuid('parent_id'),
    eventType: text('event_type').notNull().default('Note'),
    message: text('message').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    isPinned: boolean('is_pinned').notNull().default(false),
    isUpdate: boolean('is_update').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'timeline_posts_pkey', columns: [t.incubatorId, t.id] }),
    foreignKey({
      name: 'timeline_posts_startup_fkey',
      columns: [t.incubatorId, t.startupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
    index('timeline_posts_startup_idx').on(t.incubatorId, t.startupId, t.createdAt),
    index('timeline_posts_parent_idx').on(t.incubatorId, t.parentId),
    tenantIsolation(),
  ],
);

/** One reaction of a person to a post (one of the six of `TIMELINE_REACTIONS`). */
export const timelineReactions = pgTable(
  'timeline_reactions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    postId: uuid('post_id').notNull(),
    userId: uuid('user_id').notNull(),
    reaction: text('reaction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'timeline_reactions_pkey', columns: [t.incubatorId, t.postId, t.userId, t.reaction] }),
    foreignKey({
      name: 'timeline_reactions_post_fkey',
      columns: [t.incubatorId, t.postId],
      foreignColumns: [timelinePosts.incubatorId, timelinePosts.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);

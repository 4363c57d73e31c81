import type { CustomFieldOption } from '@cohort/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIsolation } from '../../platform/db/tenant-table.ts';
import { incubators } from '../organisations/index.ts';

/** The custom fields of an organisation, for one kind of entity (startup, application or user). */
export const customFields = pgTable(
  'custom_fields',
  {
    incubatorId: uuid('incubator_id')
      .notNull()
      .references(() => incubators.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    entityKind: text('entity_kind').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    fieldType: text('field_type').notNull(),
    options: jsonb('options').$type<CustomFieldOption[]>().notNull().default([]),
    currency: text('currency'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'custom_fields_pkey', columns: [t.incubatorId, t.id] }),
    uniqueIndex('custom_fields_label_key').on(t.incubatorId, t.entityKind, sql`lower(${t.label})`),
    tenantIsolation(),
  ],
);

/**
 * The value of a custom field for one startup, application or user: one of the typed columns, by the field's type.
 * The entity is not a foreign key (three tables); deleting a startup or a user deletes its values in the same call.
 */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    incubatorId: uuid('incubator_id').notNull(),
    fieldId: uuid('field_id').notNull(),
    entityId: uuid('entity_id').notNull(),
    textValue: text('text_value'),
    numberValue: doublePrecision('number_value'),
    dateValue: date('date_value'),
    optionIds: text('option_ids').array(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'custom_field_values_pkey', columns: [t.incubatorId, t.fieldId, t.entityId] }),
    foreignKey({
      name: 'custom_field_values_field_fkey',
      columns: [t.incubatorId, t.fieldId],
      foreignColumns: [customFields.incubatorId, customFields.id],
    }).onDelete('cascade'),
    index('custom_field_values_entity_idx').on(t.incubatorId, t.entityId),
    tenantIsolation(),
  ],
);

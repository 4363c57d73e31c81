import {
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldEntityKind,
  type CustomFieldInput,
  type CustomFieldOption,
  type CustomFieldStoredValue,
  type CustomFieldType,
  formatMessage,
  isChoiceField,
  isNumberField,
  isStorableText,
  PROFILE_FORM_KINDS,
  type ProfileFormKind,
  UNSTORABLE_TEXT_MESSAGE,
} from '@cohort/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { customFields, customFieldValues, profileFormFields, profileForms } from './custom-field.table.ts';
import type { CustomFieldFilter } from './filter.ts';

export type FieldRow = typeof customFields.$inferSelect;
export type ValueRow = typeof customFieldValues.$inferSelect;

/** A field with what the list shows of its use: how many answers it has and the profile form it sits on. */
export interface FieldView extends FieldRow {
  answerCount: number;
  formKind: ProfileFormKind | null;
}

/** Fields with their answer counts and forms, in three statements whatever their number. */
export async function fieldViews(db: Db, incubatorId: string, rows: readonly FieldRow[]): Promise<FieldView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ fieldId: customFieldValues.fieldId, value: count() })
    .from(customFieldValues)
    .where(and(eq(customFieldValues.incubatorId, incubatorId), inArray(customFieldValues.fieldId, ids)))
    .groupBy(customFieldValues.fieldId);
  const forms = await db
    .select({ fieldId: profileFormFields.fieldId, kind: profileForms.kind })
    .from(profileFormFields)
    .innerJoin(
      profileForms,
      and(eq(profileForms.incubatorId, profileFormFields.incubatorId), eq(profileForms.id, profileFormFields.formId)),
    )
    .where(and(eq(profileFormFields.incubatorId, incubatorId), inArray(profileFormFields.fieldId, ids)));
  return rows.map((row) => ({
    ...row,
    answerCount: counts.find((c) => c.fieldId === row.id)?.value ?? 0,
    formKind: (forms.find((f) => f.fieldId === row.id)?.kind as ProfileFormKind | undefined) ?? null,
  }));
}

export async function listFields(db: Db, incubatorId: string, entityKind?: CustomFieldEntityKind | null) {
  const rows = await db
    .select()
    .from(customFields)
    .where(
      and(eq(customFields.incubatorId, incubatorId), entityKind ? eq(customFields.entityKind, entityKind) : undefined),
    )
    .orderBy(asc(customFields.entityKind), asc(sql`lower(${customFields.label})`));
  return fieldViews(db, incubatorId, rows);
}

export async function findField(db: Db, incubatorId: string, id: string): Promise<FieldView> {
  if (!isUuid(id)) throw new NotFoundError('The field');
  const rows = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.id, id)));
  const [view] = await fieldViews(db, incubatorId, rows);
  if (!view) throw new NotFoundError('The field');
  return view;
}

/** The four profile forms of an organisation, made on first use. */
export async function ensureProfileForms(db: Db, incubatorId: string) {
  const existing = await db.select().from(profileForms).where(eq(profileForms.incubatorId, incubatorId));
  const missing = PROFILE_FORM_KINDS.filter((kind) => !existing.some((form) => form.kind === kind));
  if (missing.length === 0) return existing;
  await db
    .insert(profileForms)
    .values(missing.map((kind) => ({ incubatorId, id: newId(), kind })))
    .onConflictDoNothing();
  return db.select().from(profileForms).where(eq(profileForms.incubatorId, incubatorId));
}

export interface FormItem {
  field: FieldView;
  required: boolean;
}

/** The fields of the given forms, in order, keyed by form id. */
export async function formItems(db: Db, incubatorId: string, formIds: readonly string[]) {
  const byForm = new Map<string, FormItem[]>(formIds.map((id) => [id, []]));
  if (formIds.length === 0) return byForm;
  const rows = await db
    .select({ formId: profileFormFields.formId, required: profileFormFields.required, field: customFields })
    .from(profileFormFields)
    .innerJoin(
      customFields,
      and(eq(customFields.incubatorId, profileFormFields.incubatorId), eq(customFields.id, profileFormFields.fieldId)),
    )
    .where(and(eq(profileFormFields.incubatorId, incubatorId), inArray(profileFormFields.formId, [...formIds])))
    .orderBy(asc(profileFormFields.position));
  const views = await fieldViews(
    db,
    incubatorId,
    rows.map((row) => row.field),
  );
  rows.forEach((row, index) => {
    byForm.get(row.formId)?.push({ field: views[index] as FieldView, required: row.required });
  });
  return byForm;
}

export async function formOfKind(db: Db, incubatorId: string, kind: ProfileFormKind) {
  const forms = await ensureProfileForms(db, incubatorId);
  const form = forms.find((f) => f.kind === kind);
  if (!form) throw new NotFoundError('The form');
  return form;
}

export function storedValueOf(row: ValueRow | undefined): CustomFieldStoredValue | null {
  if (!row) return null;
  return {
    text: row.textValue,
    number: row.numberValue,
    date: row.dateValue,
    optionIds: row.optionIds,
  };
}

export async function valuesOf(db: Db, incubatorId: string, entityId: string, fieldIds: readonly string[]) {
  if (fieldIds.length === 0) return [];
  return db
    .select()
    .from(customFieldValues)
    .where(
      and(
        eq(customFieldValues.incubatorId, incubatorId),
        eq(customFieldValues.entityId, entityId),
        inArray(customFieldValues.fieldId, [...fieldIds]),
      ),
    );
}

/** Deletes the values of entities that are gone (a deleted startup). */
export async function deleteValuesOf(db: Db, incubatorId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return;
  await db
    .delete(customFieldValues)
    .where(and(eq(customFieldValues.incubatorId, incubatorId), inArray(customFieldValues.entityId, [...entityIds])));
}

/** How many custom-field filters a list, an export or a saved view combines at most. */
export const CUSTOM_FIELD_FILTERS_MAX = 20;

/**
 * Checks custom-field filters against the organisation: each names a field of the entity kind (a hidden-form field
 * only for staff), with criteria that fit its type. Answers the filters cleaned up; a ValidationError otherwise.
 */
export async function checkCustomFieldFilters(
  db: Db,
  incubatorId: string,
  entityKind: 'startup' | 'user',
  staff: boolean,
  filters: readonly CustomFieldFilter[],
): Promise<CustomFieldFilter[]> {
  if (filters.length === 0) return [];
  if (filters.length > CUSTOM_FIELD_FILTERS_MAX) {
    throw new ValidationError([
      { field: 'customFields', message: `At most ${CUSTOM_FIELD_FILTERS_MAX} custom-field filters can be combined` },
    ]);
  }
  const invalid = () => new ValidationError([{ field: 'customFields', message: 'This field was not found' }]);
  if (filters.some((filter) => !isUuid(filter.fieldId))) throw invalid();
  if (filters.some((filter) => filter.text != null && !isStorableText(filter.text))) {
    throw new ValidationError([
      { field: 'customFields', message: formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Text' }) },
    ]);
  }
  const fields = await listFields(db, incubatorId, entityKind);
  return filters.map((filter) => {
    const field = fields.find((f) => f.id === filter.fieldId);
    if (!field) throw invalid();
    if (field.formKind?.endsWith('_private') && !staff) throw invalid();
    const type = field.fieldType as CustomFieldType;
    if (isChoiceField(type)) {
      const optionIds = [...new Set(filter.optionIds ?? [])];
      if (optionIds.some((id) => !field.options.some((option) => option.id === id))) {
        throw new ValidationError([{ field: 'customFields', message: 'Choose one of the options' }]);
      }
      return { fieldId: field.id, optionIds };
    }
    if (isNumberField(type)) {
      const bound = (value: number | null | undefined) => (value != null && Number.isFinite(value) ? value : null);
      return { fieldId: field.id, min: bound(filter.min), max: bound(filter.max) };
    }
    return { fieldId: field.id, text: filter.text?.trim().slice(0, 200) || null };
  });
}

/** Options keep their ids when sent with them (answers keep pointing at them); new options get new ids. */
function optionsOf(input: CustomFieldInput, existing: readonly CustomFieldOption[]): CustomFieldOption[] {
  if (!isChoiceField(input.type)) return [];
  return input.options.map((option) => ({
    id: option.id && existing.some((e) => e.id === option.id) ? option.id : newId(),
    label: option.label,
  }));
}

async function labelTaken(db: Db, incubatorId: string, entityKind: string, label: string, exceptId?: string) {
  const rows = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(
        eq(customFields.incubatorId, incubatorId),
        eq(customFields.entityKind, entityKind),
        sql`lower(${customFields.label}) = ${label.toLowerCase()}`,
        exceptId ? ne(customFields.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

/** Defines a field (the caller checked that the viewer edits profile fields). */
export async function createCustomField(
  ctx: Ctx,
  entityKind: CustomFieldEntityKind,
  input: CustomFieldInput,
): Promise<FieldView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (await labelTaken(ctx.db, incubatorId, entityKind, input.label)) {
    throw new ValidationError([{ field: 'label', message: CUSTOM_FIELD_MESSAGES.labelTaken }]);
  }
  const id = newId();
  await ctx.db.insert(customFields).values({
    incubatorId,
    id,
    entityKind: entityKind,
    label: input.label,
    description: input.description,
    fieldType: input.type,
    options: optionsOf(input, []),
    currency: input.type === 'currency' ? input.currency : null,
    createdBy: viewer.userId,
  });
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'customField.created',
    entityType: 'customField',
    entityId: id,
    after: { label: input.label, type: input.type, entityKind: entityKind },
  });
  return findField(ctx.db, incubatorId, id);
}

/** Changes a field; its type only while it has no answers; answers lose the options removed. */
export async function updateCustomField(
  ctx: Ctx,
  existing: FieldView,
  entityKind: CustomFieldEntityKind,
  input: CustomFieldInput,
): Promise<FieldView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (entityKind !== existing.entityKind) {
    throw new ValidationError([{ field: 'entityKind', message: CUSTOM_FIELD_MESSAGES.wrongKind }]);
  }
  if (input.type !== existing.fieldType && existing.answerCount > 0) {
    throw new ValidationError([{ field: 'type', message: CUSTOM_FIELD_MESSAGES.typeLocked }]);
  }
  if (await labelTaken(ctx.db, incubatorId, existing.entityKind, input.label, existing.id)) {
    throw new ValidationError([{ field: 'label', message: CUSTOM_FIELD_MESSAGES.labelTaken }]);
  }
  const options = optionsOf(input, existing.options);
  await ctx.db
    .update(customFields)
    .set({
      label: input.label,
      description: input.description,
      fieldType: input.type,
      options,
      currency: input.type === 'currency' ? input.currency : null,
      updatedAt: new Date(),
    })
    .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.id, existing.id)));
  const removed = existing.options.filter((o) => !options.some((kept) => kept.id === o.id)).map((o) => o.id);
  if (removed.length > 0) {
    // Answers keep the options that remain; an answer left with none is removed.
    const kept = sql`array(select o from unnest(${customFieldValues.optionIds}) o where not (o = any(${sql`array[${sql.join(
      removed.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`})))`;
    await ctx.db
      .update(customFieldValues)
      .set({ optionIds: kept })
      .where(and(eq(customFieldValues.incubatorId, incubatorId), eq(customFieldValues.fieldId, existing.id)));
    await ctx.db
      .delete(customFieldValues)
      .where(
        and(
          eq(customFieldValues.incubatorId, incubatorId),
          eq(customFieldValues.fieldId, existing.id),
          sql`cardinality(${customFieldValues.optionIds}) = 0`,
        ),
      );
  }
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'customField.updated',
    entityType: 'customField',
    entityId: existing.id,
    before: { label: existing.label, type: existing.fieldType },
    after: { label: input.label, type: input.type },
  });
  return findField(ctx.db, incubatorId, existing.id);
}

/** Deletes a field with its answers and its place on the profile forms. */
export async function deleteCustomField(ctx: Ctx, existing: FieldView): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  await ctx.db
    .delete(customFields)
    .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.id, existing.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'customField.deleted',
    entityType: 'customField',
    entityId: existing.id,
    before: { label: existing.label, answers: existing.answerCount },
  });
  return existing.id;
}

/** The custom fields the viewer's side may know of: all for startup managers, the network not the staff-only ones. */
export async function customFieldsFor(
  ctx: Ctx,
  entityKind: CustomFieldEntityKind | null | undefined,
  seesHidden: boolean,
): Promise<FieldView[]> {
  const { incubatorId } = viewerOf(ctx);
  const fields = await listFields(ctx.db, incubatorId, entityKind);
  return seesHidden ? fields : fields.filter((f) => !f.formKind?.endsWith('_private'));
}
